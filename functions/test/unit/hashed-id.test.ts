import { describe, expect, it } from 'vitest';
import { hashedId } from '../../src/db/hashed-id';
import { customerKey, mailboxKey, provenPhoneKey } from '../../src/services/customers/customer-key';
import { customerKeyHash } from '../../src/services/orders/order-placing';

// Stored documents are found by these ids: each value below is what the store wrote before the
// hashing was shared, so a change here orphans counters, locks and subscribers.

describe('hashed ids', () => {
  it('keeps the ids of the owner sign-in counters and turn', () => {
    expect(hashedId('admin-login', 'owner', '203.0.113.9')).toBe(
      'ece2ab194069175007ba2cc41a7685426215ada5d4792ef5198c2da87a75f0a8',
    );
    expect(hashedId('admin-login', 'sign-in turn', '203.0.113.9')).toBe(
      '2da6f8d9914741adb339140a708727cd299a47727f7282b74396e0359d369099',
    );
  });

  it("keeps the ids of a customer's documents and person keys", () => {
    expect(customerKey('Ada@Example.com ')).toBe('52fa99b92bbfe4c560842faffe546794634b70889050a71215226d333feb3634');
    expect(mailboxKey('Ada@Example.com')).toBe('0bd60b66179011ae4811411515a942d834e2bcfaa46f53d589ee337344274b06');
    // Typed phones are no key; a proven one has its own purpose word, so none of the
    // holds kept under typed numbers ('phone', c335a7ee… for 9876543210) carries over to it.
    expect(hashedId('phone', '+919876543210')).toBe('c335a7eedb0285885dd58ebd25345292d8ec4761a2b73dc182ee177e61e769bc');
    expect(provenPhoneKey('+919876543210')).toBe(hashedId('proven-phone', '+919876543210'));
    expect(provenPhoneKey('+919876543210')).not.toBe(hashedId('phone', '+919876543210'));
  });

  it('keeps the ids of Idempotency-Keys and their request hashes', () => {
    expect(customerKeyHash('uid-1', 'key-1')).toBe('1f898c394d191ff5a32adb56d4029c7a710e7007e4981e8a538995925eaf6c8f');
    expect(hashedId('{"a":1}')).toBe('015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862');
  });

  it('keeps the ids of newsletter subscriptions, tokens and counters', () => {
    expect(hashedId('newsletter-address', 'reader@example.com')).toBe(
      '7cdcd39aa1ba6df08780afd678500f590021662a261411feed99c87cf40ec224',
    );
    expect(hashedId('newsletter-confirm-token', 'tok')).toBe(
      '2ec987d3c23a339221160eb9838d1145b12f2e46fc51fe19fa2310da32459886',
    );
    expect(hashedId('newsletter-per-client', '203.0.113.9')).toBe(
      'ab3dd4a9b98ff2655981c867c5ec1167ab14671c896ee257c146d89d16b50918',
    );
  });
});
