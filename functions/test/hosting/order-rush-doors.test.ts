import { CUSTOMER_LIMITS } from '@bookstore/domain';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dropEmulatorWorkers } from '../../../scripts/bench/drop-workers';
import { waitForMailQueue } from '../../../scripts/bench/mail-queue';
import { SEED_BOOKS } from '../../../seed/catalog';
import { createCustomer, provePhone, type Customer } from '../../../tests/support/emulators';
import { fetchChecked, API_DOORS } from '../../../tests/support/http';
import { describeRush, orderRush } from '../../../tests/support/order-rush';
import { orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { setStock } from '../../../tests/support/stock';
import { warmFunctionWorkers } from '../../../tests/support/workers';

// Orders in a rush through both doors: Hosting's rewrite, and the function's own URL that anyone can
// call. The Functions emulator runs each request in a process of its own, so requests sent at
// once go to as many warm workers (tests/support/workers.ts): a deployed instance takes 16 at once,
// and cold starts are not what this is about. Each order here has books of its own: orders that
// share books take turns on one instance (inTurnFor in order-placing.ts, raced in order-rush.test.ts), but
// across the emulator's processes they meet in its lock queue, which decision 045 measures.

useSeededStore();

// A rush queues two e-mails an order. They are sent before the next test clears the store, or
// they would land in the inbox later, with order numbers the next file's orders take again.
afterEach(async () => {
  console.log(`The outbox emptied in ${await waitForMailQueue()} s.`);
}, 320_000);

// A hundred idle worker processes hold about 13 GB: the files after this one need none of them.
afterAll(async () => {
  console.log(`Ended ${await dropEmulatorWorkers()} Functions emulator workers.`);
}, 90_000);

const PHONE = '+919812345678';

const order = (base: string, customer: Customer, overrides: Record<string, unknown> = {}, key?: string) =>
  fetchChecked(`${base}/orders/create-order`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${customer.idToken}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(orderFor(customer, overrides)),
  });

describe.each(API_DOORS)('through %s', (door, base) => {
  it.each([40, 100])(
    'places %i orders from different customers at once, each numbered once, all counted',
    async (count) => {
      await warmFunctionWorkers(count);
      const rush = await orderRush(count, base, 'distinct');
      console.log(describeRush(`${door}, ${count} at once`, rush));
      expect(rush.statuses).toEqual(Array(count).fill(201));
      expect(new Set(rush.numbers).size).toBe(count);
      expect(rush.storedOrders).toBe(count);
      expect(rush.stored).toEqual(rush.summed);
    },
    300_000,
  );

  it("leaves a person's first order at 201 after a stranger's eleven refused attempts with their phone", async () => {
    // Proven as a shopper proves it: the Auth emulator's code, linked with the ID token.
    const owner = await provePhone(await createCustomer(), PHONE);
    expect(owner.provenPhone).toBe(PHONE);
    const stranger = await createCustomer();
    const refused = [];
    for (let i = 0; i <= CUSTOMER_LIMITS.orderAttempts; i++)
      refused.push((await order(base, stranger, { phone: PHONE, totalPrice: 1 })).status);
    expect(refused).toEqual([...Array(CUSTOMER_LIMITS.orderAttempts).fill(400), 429]);
    const first = await order(base, owner, { phone: PHONE });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ phone: PHONE, phoneVerified: true });
  });

  it('answers 20 orders at once that share one proven phone with 201, 409 or 429, each within seconds', async () => {
    await setStock(100);
    const customer = await provePhone(await createCustomer(), PHONE);
    await warmFunctionWorkers(20);
    const started = Date.now();
    const statuses = await Promise.all(
      SEED_BOOKS.slice(0, 20).map(async (book, i) => {
        const answer = await order(
          base,
          customer,
          { phone: PHONE, products: [{ productId: book.slug, quantity: 1 }], totalPrice: book.newPrice },
          `shared-phone-${i}`,
        );
        return answer.status;
      }),
    );
    console.log(`${door}, 20 orders with one proven phone at once: answered in ${Date.now() - started} ms`);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CUSTOMER_LIMITS.openOrders);
    expect(statuses.filter((status) => status === 409)).toHaveLength(
      CUSTOMER_LIMITS.orderAttempts - CUSTOMER_LIMITS.openOrders,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - CUSTOMER_LIMITS.orderAttempts);
  }, 120_000);
});
