import { CUSTOMER_LIMITS } from '@bookstore/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { snapshotFirestore } from '../../../tests/support/firestore-snapshot';
import { call } from '../../../tests/support/http';
import { bookA, bookB, orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { readSalesStats } from '../../src/services/statistics/stats';

let customer: Customer;

useSeededStore();

beforeEach(async () => {
  customer = await createCustomer();
});

const placeWithKey = (key: string, body: unknown, who: Customer = customer) =>
  call('POST', '/orders/create-order', { token: who.idToken, body, headers: { 'idempotency-key': key } });

const orderCount = async () => (await db.collection('orders').count().get()).data().count;
const statsOrders = async () => (await readSalesStats()).totalOrders;

describe('POST /api/orders/create-order with an Idempotency-Key', () => {
  it('returns the same order for the same key and body, and places nothing new', async () => {
    const first = await placeWithKey('checkout-0000-aaaa', orderFor(customer));
    const second = await placeWithKey('checkout-0000-aaaa', orderFor(customer));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await orderCount()).toBe(1);
    expect(await statsOrders()).toBe(1);
  });

  // As many as the attempt limit: each request still in flight before the order commits counts as
  // an attempt (reserveOrderAttempt), so past the limit which ones get a 429 depends on timing (a
  // loaded machine placed the order after the tenth count and refused 9 of 20).
  const BURST = CUSTOMER_LIMITS.orderAttempts;

  it(`places exactly one order when ${BURST} requests with one key arrive at once`, async () => {
    const body = orderFor(customer);
    const responses = await Promise.all(Array.from({ length: BURST }, () => placeWithKey('checkout-burst-0001', body)));
    expect(responses.map((r) => r.status)).toEqual(Array(BURST).fill(201));
    expect(new Set(responses.map((r) => r.body._id)).size).toBe(1);
    expect(responses.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(BURST - 1);
    expect(await orderCount()).toBe(1);
    expect(await statsOrders()).toBe(1);
    expect((await db.collection('idempotencyKeys').count().get()).data().count).toBe(1);
  }, 180_000);

  it('answers 409 for the same key with a different body, and writes nothing', async () => {
    expect((await placeWithKey('checkout-0000-bbbb', orderFor(customer))).status).toBe(201);
    const before = await snapshotFirestore();
    const changed = await placeWithKey(
      'checkout-0000-bbbb',
      orderFor(customer, { products: [{ productId: bookB.slug, quantity: 3 }], totalPrice: bookB.newPrice * 3 }),
    );
    expect(changed.status).toBe(409);
    expect(changed.body.message).toMatch(/Idempotency-Key/);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('treats the same order with keys in another order or extra unknown fields as the same body', async () => {
    const body = orderFor(customer);
    const first = await placeWithKey('checkout-0000-cccc', body);
    const reordered = Object.fromEntries(Object.entries({ ...body, coupon: 'FREE' }).reverse());
    const again = await placeWithKey('checkout-0000-cccc', reordered);
    expect(again.status).toBe(201);
    expect(again.body._id).toBe(first.body._id);
    expect(await orderCount()).toBe(1);
  });

  it('scopes keys to the customer: another customer with the same key gets their own order', async () => {
    const other = await createCustomer();
    const mine = await placeWithKey('checkout-shared-01', orderFor(customer));
    const theirs = await placeWithKey('checkout-shared-01', orderFor(other), other);
    expect(theirs.status).toBe(201);
    expect(theirs.body._id).not.toBe(mine.body._id);
    expect(theirs.body.email).toBe(other.email);
    expect(await orderCount()).toBe(2);
  });

  it('places a new order for each request without a key, and for a different key', async () => {
    // One book each, so three orders stay within the per-customer limits.
    const one = orderFor(customer, { products: [{ productId: bookB.slug, quantity: 1 }], totalPrice: bookB.newPrice });
    expect((await call('POST', '/orders/create-order', { token: customer.idToken, body: one })).status).toBe(201);
    expect((await call('POST', '/orders/create-order', { token: customer.idToken, body: one })).status).toBe(201);
    expect(await orderCount()).toBe(2);
    const other = await createCustomer();
    const theirs = orderFor(other, { products: [{ productId: bookB.slug, quantity: 1 }], totalPrice: bookB.newPrice });
    expect((await placeWithKey('checkout-0000-dddd', theirs, other)).status).toBe(201);
    expect((await placeWithKey('checkout-0000-eeee', theirs, other)).status).toBe(201);
    expect(await orderCount()).toBe(4);
  });

  it('counts a retried key as one order attempt, even at the hourly limit', async () => {
    const body = orderFor(customer, { products: [{ productId: bookB.slug, quantity: 1 }], totalPrice: bookB.newPrice });
    const placed = await placeWithKey('checkout-retry-0001', body);
    for (let i = 0; i < 12; i++)
      expect((await placeWithKey('checkout-retry-0001', body)).body._id).toBe(placed.body._id);
    const [attempts] = (await db.collection('orderAttempts').get()).docs;
    expect(attempts!.get('attempts')).toBe(1);
  });

  it('keeps the key in Firestore under a hash, with a 24-hour expiry for the TTL policy', async () => {
    const placed = await placeWithKey('checkout-0000-ffff', orderFor(customer));
    const keys = await db.collection('idempotencyKeys').get();
    expect(keys.size).toBe(1);
    const [doc] = keys.docs;
    expect(doc!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(doc!.id).not.toContain('checkout');
    const record = doc!.data();
    expect(record).toMatchObject({
      uid: customer.uid,
      orderId: placed.body._id,
      requestHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(record.expiresAt.toMillis() - record.createdAt.toMillis()).toBe(24 * 3600_000);
  });

  it('forgets an expired key that the TTL policy has not deleted yet', async () => {
    const first = await placeWithKey('checkout-0000-gggg', orderFor(customer));
    const [doc] = (await db.collection('idempotencyKeys').get()).docs;
    await doc!.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const later = await placeWithKey(
      'checkout-0000-gggg',
      orderFor(customer, { products: [{ productId: bookA.slug, quantity: 1 }], totalPrice: bookA.newPrice }),
    );
    expect(later.status).toBe(201);
    expect(later.body._id).not.toBe(first.body._id);
  });

  it.each(['short', 'a'.repeat(129), 'has space in it', '../../etc/passwd'])(
    'answers 400 for the malformed key %j',
    async (key) => {
      const response = await placeWithKey(key, orderFor(customer));
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ 'Idempotency-Key': 'Not a valid key.' });
      expect(await orderCount()).toBe(0);
    },
  );
});
