import { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeOrder } from '../../src/services/orders/order-actions';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';

// A failure after the order transaction has committed (Firestore unreachable for a moment, a
// deadline) must not turn a placed order into a 500: the shopper would order again. The fault
// is injected in this process, where the service runs against the real emulator: from the
// moment the transaction commits, every read outside a transaction fails. Nothing over HTTP
// can provoke it honestly, because the Functions emulator runs the function in its own process.

useSeededStore();

let customer: Customer;
beforeEach(async () => {
  customer = await createCustomer();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function failReadsOutsideTransactions() {
  const unavailable = () => Promise.reject(new Error('14 UNAVAILABLE: injected after the commit'));
  vi.spyOn(DocumentReference.prototype, 'get').mockImplementation(unavailable);
  vi.spyOn(Query.prototype, 'get').mockImplementation(unavailable);
}

/**
 * From the moment the order's transaction has committed: the order reads before it (its books,
 * a number's shard) as it must, and only what would come after the commit fails.
 */
function failReadsAfterTheCommit() {
  type Run = (this: Firestore, ...args: Parameters<Firestore['runTransaction']>) => Promise<unknown>;
  const run = Object.getOwnPropertyDescriptor(Firestore.prototype, 'runTransaction')!.value as Run;
  vi.spyOn(Firestore.prototype, 'runTransaction').mockImplementation(async function (this: Firestore, ...args) {
    const result = await run.apply(this, args);
    failReadsOutsideTransactions();
    return result;
  });
}

const request = () => {
  const { products, totalPrice, ...details } = orderFor(customer);
  return { ...details, address: { ...details.address }, products, totalPrice };
};

describe('placing an order when Firestore fails after the commit', () => {
  it('answers the placed order from what the transaction wrote', async () => {
    failReadsAfterTheCommit();
    const placed = await placeOrder(request(), customer);
    vi.restoreAllMocks();
    expect(placed.replayed).toBe(false);
    const stored = await db.collection('orders').doc(placed.order._id).get();
    expect(stored.exists).toBe(true);
    expect(placed.order).toMatchObject({
      email: customer.email,
      status: 'pending',
      totalPrice: stored.get('totalPrice'),
    });
    expect(placed.order.createdAt).toBe(stored.get('createdAt').toDate().toISOString());
    expect((await db.collection('orders').count().get()).data().count).toBe(1);
  });

  it('replays an Idempotency-Key from the transaction too, with the same order', async () => {
    const first = await placeOrder(request(), customer, 'checkout-after-commit-1');
    failReadsOutsideTransactions();
    const again = await placeOrder(request(), customer, 'checkout-after-commit-1');
    vi.restoreAllMocks();
    expect(again.replayed).toBe(true);
    expect(again.order).toEqual(first.order);
    expect((await db.collection('orders').count().get()).data().count).toBe(1);
  });
});
