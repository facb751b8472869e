import type { AdminStats } from '@bookstore/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call, get } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { backfillCustomerAverages } from '../../src/migrations/customer-averages';

// The migration that fills 'Users by average order' for orders placed before the sums were
// kept (decision 033): computed from each customer's orders, the same however often it runs,
// and right even when orders arrive while it runs.

const { ownerToken } = useSeededStore();
const book = SEED_BOOKS[0]!;
const paise = (rupees: number) => Math.round(rupees * 100);

async function order(customer: Customer, copies: number, name = 'Asha Verma'): Promise<string> {
  const body = orderFor(customer, {
    name,
    products: [{ productId: book.slug, quantity: copies }],
    totalPrice: book.newPrice * copies,
  });
  const response = await call('POST', '/orders/create-order', { token: customer.idToken, body });
  if (response.status !== 201) throw new Error(`Order failed: ${JSON.stringify(response.body)}`);
  return response.body._id as string;
}

const cancel = async (id: string) =>
  expect(
    (await call('PATCH', `/admin/orders/${id}/status`, { token: await ownerToken(), body: { status: 'cancelled' } }))
      .status,
  ).toBe(200);

/** The test's own reckoning, straight from the orders: each e-mail's standing orders and their total. */
async function fromOrders(): Promise<Map<string, { orders: number; paise: number }>> {
  const sums = new Map<string, { orders: number; paise: number }>();
  for (const doc of (await db.collection('orders').get()).docs) {
    const { email, status, totalPrice } = doc.data() as { email: string; status: string; totalPrice: number };
    const sum = sums.get(email.toLowerCase()) ?? { orders: 0, paise: 0 };
    if (status !== 'cancelled' && status !== 'returned') {
      sum.orders += 1;
      sum.paise += paise(totalPrice);
    }
    sums.set(email.toLowerCase(), sum);
  }
  return sums;
}

/** What the customers' documents hold, by e-mail. */
async function stored(): Promise<Map<string, { orders: number; paise: number; average: number | undefined }>> {
  const docs = (await db.collection('customerOrders').get()).docs.map((doc) => doc.data());
  return new Map(
    docs.map((d) => [
      d.email as string,
      { orders: d.standingOrders as number, paise: d.standingPaise as number, average: d.averageOrderPaise as number },
    ]),
  );
}

async function expectStoredEqualsOrders(): Promise<void> {
  const expected = await fromOrders();
  const actual = await stored();
  expect(new Set(actual.keys())).toEqual(new Set(expected.keys()));
  for (const [email, sum] of expected) {
    expect(actual.get(email), email).toEqual({
      ...sum,
      average: sum.orders > 0 ? Math.round(sum.paise / sum.orders) : undefined,
    });
  }
}

const ranking = async () => (await get<AdminStats>('/admin', await ownerToken())).body.customersByAverageOrder;

describe('backfillCustomerAverages()', () => {
  it('fills the sums of an existing store from its orders, and a second run changes nothing', async () => {
    const [asha, ravi, meera] = [await createCustomer(), await createCustomer(), await createCustomer()];
    // Standing averages of 3, 2 and 1 copies; Ravi's cancelled order of 4 counts for nothing.
    await order(asha, 3, 'Asha Verma');
    await cancel(await order(ravi, 4, 'Ravi K'));
    await order(ravi, 2, 'Ravi Kumar');
    await order(meera, 1, 'Meera Nair');
    const live = await ranking();
    expect(live.map((c) => c.email)).toEqual([asha.email, ravi.email, meera.email]);

    // An older store, which keeps no sums: the documents have none of these fields,
    // and one customer has no customerOrders document at all (an order written by hand).
    for (const doc of (await db.collection('customerOrders').get()).docs) {
      await doc.ref.update({
        email: FieldValue.delete(),
        latestOrderName: FieldValue.delete(),
        standingOrders: FieldValue.delete(),
        standingPaise: FieldValue.delete(),
        averageOrderPaise: FieldValue.delete(),
      });
    }
    const early = { ...orderFor({ email: 'early@example.com' }), name: 'Early Bird' };
    await db.collection('orders').add({
      ...early,
      products: [{ productId: book.slug, quantity: 5, title: book.title, price: book.newPrice }],
      totalPrice: book.newPrice * 5,
      status: 'delivered',
      history: [],
      createdAt: Timestamp.fromDate(new Date('2024-01-15T10:00:00Z')),
    });
    expect(await ranking()).toEqual([]);

    expect(await backfillCustomerAverages()).toEqual({ customers: 4 });
    await expectStoredEqualsOrders();
    const filled = await ranking();
    expect(filled).toEqual([
      { email: 'early@example.com', name: 'Early Bird', averageOrder: (paise(book.newPrice) * 5) / 100, orders: 1 },
      ...live,
    ]);

    const before = (await db.collection('customerOrders').get()).docs.map((doc) => [doc.id, doc.data()]);
    expect(await backfillCustomerAverages()).toEqual({ customers: 4 });
    const after = (await db.collection('customerOrders').get()).docs.map((doc) => [doc.id, doc.data()]);
    expect(after).toEqual(before);
    expect(await ranking()).toEqual(filled);
  });

  it('keeps every order counted when orders and cancels come in while it runs', async () => {
    const customers = await Promise.all([1, 2, 3, 4].map(() => createCustomer()));
    const first = await Promise.all(customers.map((customer, i) => order(customer, i + 1)));
    // Strip the sums so the backfill has work for each customer, then race it against more orders.
    for (const doc of (await db.collection('customerOrders').get()).docs)
      await doc.ref.update({ standingOrders: 0, standingPaise: 0, averageOrderPaise: FieldValue.delete() });
    await Promise.all([
      backfillCustomerAverages(),
      ...customers.map((customer) => order(customer, 1)),
      cancel(first[0]!),
      cancel(first[2]!),
    ]);
    // An order or cancel before the backfill reached its customer moved stripped sums, which the
    // backfill then recomputed from the orders; one after it moved sums already right.
    await expectStoredEqualsOrders();
  });
});
