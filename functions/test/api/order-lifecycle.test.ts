import { canMoveTo, ORDER_STATUSES, STORE_ACTOR, storeMonth, toPaise, type OrderStatus } from '@bookstore/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { ADMIN } from '../../../tests/support/admin';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call, get } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { salesFigures, setStock, stockOf } from '../../../tests/support/stock';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { saveShopDetails } from '../../../tests/support/shop-details';
import { readSalesStats } from '../../src/services/statistics/stats';
import { moveOwnerNamesToAudit } from '../../src/migrations/owner-names';

let customer: Customer;
let token: string;

const placeOrder = async (who = customer) => {
  const response = await call('POST', '/orders/create-order', { token: who.idToken, body: orderFor(who) });
  if (response.status !== 201) throw new Error(`Order failed: ${JSON.stringify(response.body)}`);
  return response.body._id as string;
};
const move = (id: string, status: unknown, as = token) =>
  call('PATCH', `/admin/orders/${id}/status`, { token: as, body: { status } });

/**
 * The path from pending to each status a cash-on-delivery order can reach, through allowed
 * moves only. The UPI statuses are reached by UPI orders only (upi-payments.test.ts).
 */
const PATH_TO: Record<Exclude<OrderStatus, 'awaiting-payment' | 'payment-submitted'>, OrderStatus[]> = {
  pending: [],
  confirmed: ['confirmed'],
  shipped: ['confirmed', 'shipped'],
  delivered: ['confirmed', 'shipped', 'delivered'],
  cancelled: ['cancelled'],
  returned: ['confirmed', 'shipped', 'returned'],
};

/** The shop's legal name and address, which every bill carries: saved before a test ships. */
const myOrders = (who = customer) =>
  call('GET', `/orders/email/${encodeURIComponent(who.email)}`, { token: who.idToken });
/** [status, by] of each history entry, oldest first. */
const whoDidWhat = (order: { history: Array<{ status: string; by: string }> }) =>
  order.history.map((entry) => [entry.status, entry.by]);

const fileStore = useSeededStore({ per: 'suite' });

beforeAll(async () => {
  await setStock(1000); // 26 orders of the same two books
  customer = await createCustomer();
  token = await fileStore.ownerToken();
  await saveShopDetails(token);
});

describe('every transition, allowed and refused', () => {
  for (const from of Object.keys(PATH_TO) as Array<keyof typeof PATH_TO>) {
    for (const to of ORDER_STATUSES) {
      const allowed = canMoveTo(from, to);
      it(`${from} → ${to}: ${allowed ? '200' : '409'}`, async () => {
        // A customer per order: one customer may have only 3 open orders.
        const id = await placeOrder(await createCustomer());
        for (const step of PATH_TO[from]) expect((await move(id, step)).status).toBe(200);
        const before = (await db.collection('orders').doc(id).get()).data()!;
        const response = await move(id, to);
        expect(response.status).toBe(allowed ? 200 : 409);
        const after = (await db.collection('orders').doc(id).get()).data()!;
        if (allowed) {
          expect(response.body.order.status).toBe(to);
          expect(after.status).toBe(to);
          expect(after.history).toHaveLength(before.history.length + 1);
        } else {
          expect(response.body.message).toBe(
            to === 'payment-submitted'
              ? "Only the shopper's UTR moves an order to payment submitted: mark it paid, or not received."
              : `An order that is ${from} cannot be marked ${to}.`,
          );
          expect(after).toEqual(before);
        }
      });
    }
  }
  it('only these moves are allowed', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canMoveTo(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'pending→confirmed',
      'pending→cancelled',
      'awaiting-payment→payment-submitted',
      'awaiting-payment→confirmed',
      'awaiting-payment→cancelled',
      'payment-submitted→awaiting-payment',
      'payment-submitted→confirmed',
      'payment-submitted→cancelled',
      'confirmed→shipped',
      'confirmed→cancelled',
      'shipped→delivered',
      'shipped→returned',
      'delivered→returned',
    ]);
  });
});

describe('history, cancels and returns', () => {
  const store = useSeededStore();
  beforeEach(async () => {
    customer = await createCustomer();
    token = await store.ownerToken();
    await saveShopDetails(token);
  });

  it('records who made each change and when, oldest first; the owner alone sees their name', async () => {
    const id = await placeOrder();
    for (const status of ['confirmed', 'shipped', 'delivered']) expect((await move(id, status)).status).toBe(200);
    const order = (await get(`/admin/orders/${id}`, token)).body;
    expect(whoDidWhat(order)).toEqual([
      ['pending', customer.email],
      ['confirmed', ADMIN.username],
      ['shipped', ADMIN.username],
      ['delivered', ADMIN.username],
    ]);
    const times = order.history.map((h: { at: string }) => Date.parse(h.at));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    expect(whoDidWhat((await get('/admin/orders', token)).body.orders[0])).toEqual(whoDidWhat(order));

    // The customer sees the status, and the store, never the owner's login name.
    const mine = (await myOrders()).body;
    expect(mine.map((o: { status: string }) => o.status)).toEqual(['delivered']);
    expect(whoDidWhat(mine[0])).toEqual([
      ['pending', customer.email],
      ['confirmed', STORE_ACTOR],
      ['shipped', STORE_ACTOR],
      ['delivered', STORE_ACTOR],
    ]);
    expect(JSON.stringify(mine)).not.toContain(`"${ADMIN.username}"`);
    // Nor in the document the customer may read from Firestore (firestore.rules): the names
    // live in orderAudit, which no client can read (tests/rules).
    const stored = (await db.collection('orders').doc(id).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain(`"${ADMIN.username}"`);
    expect(stored.history.map((h: { by: string }) => h.by)).toEqual([customer.email, ...Array(3).fill(STORE_ACTOR)]);
    const audit = (await db.collection('orderAudit').doc(id).get()).data()!;
    expect(audit.entries.map((e: { status: string; by: string }) => [e.status, e.by])).toEqual(
      whoDidWhat(order).slice(1),
    );
  });

  it('an order stored with the owner’s name in its history: the customer sees the store; a move scrubs it', async () => {
    const id = await placeOrder();
    const orderRef = db.collection('orders').doc(id);
    const placed = (await orderRef.get()).data()!;
    const confirmedAt = Timestamp.fromMillis(placed.createdAt.toMillis() + 60_000);
    // As an older store writes an order: the owner's name in its history.
    await orderRef.update({
      status: 'confirmed',
      history: [...placed.history, { status: 'confirmed', at: confirmedAt, by: 'earlier-owner' }],
    });
    const mine = (await myOrders()).body;
    expect(whoDidWhat(mine[0])).toEqual([
      ['pending', customer.email],
      ['confirmed', STORE_ACTOR],
    ]);
    expect(JSON.stringify(mine)).not.toContain('earlier-owner');
    expect(whoDidWhat((await get(`/admin/orders/${id}`, token)).body)).toEqual([
      ['pending', customer.email],
      ['confirmed', 'earlier-owner'],
    ]);

    expect((await move(id, 'shipped')).status).toBe(200);
    expect(JSON.stringify((await orderRef.get()).data())).not.toContain('earlier-owner');
    expect(whoDidWhat((await get(`/admin/orders/${id}`, token)).body)).toEqual([
      ['pending', customer.email],
      ['confirmed', 'earlier-owner'],
      ['shipped', ADMIN.username],
    ]);
    expect(whoDidWhat((await myOrders()).body[0])).toEqual([
      ['pending', customer.email],
      ['confirmed', STORE_ACTOR],
      ['shipped', STORE_ACTOR],
    ]);
  });

  it('npm run migrate moves the owner names of orders that never move again into the audit, once', async () => {
    const [named, clean] = [await placeOrder(), await placeOrder()];
    const orderRef = db.collection('orders').doc(named);
    const placed = (await orderRef.get()).data()!;
    const at = (minutes: number) => Timestamp.fromMillis(placed.createdAt.toMillis() + minutes * 60_000);
    await orderRef.update({
      status: 'delivered',
      history: [
        ...placed.history,
        { status: 'confirmed', at: at(1), by: 'earlier-owner' },
        { status: 'shipped', at: at(2), by: 'another-owner' },
        { status: 'delivered', at: at(3), by: STORE_ACTOR },
      ],
    });
    const cleanBefore = (await db.collection('orders').doc(clean).get()).updateTime!;

    expect(await moveOwnerNamesToAudit()).toEqual({ orders: 2, moved: 1 });
    const stored = (await orderRef.get()).data()!;
    expect(JSON.stringify(stored)).not.toMatch(/earlier-owner|another-owner/);
    expect(stored.history.map((h: { by: string }) => h.by)).toEqual([
      customer.email,
      STORE_ACTOR,
      STORE_ACTOR,
      STORE_ACTOR,
    ]);
    expect(stored.status).toBe('delivered');
    // The owner still sees who did what.
    expect(whoDidWhat((await get(`/admin/orders/${named}`, token)).body)).toEqual([
      ['pending', customer.email],
      ['confirmed', 'earlier-owner'],
      ['shipped', 'another-owner'],
      ['delivered', STORE_ACTOR],
    ]);
    expect((await db.collection('orders').doc(clean).get()).updateTime!.isEqual(cleanBefore)).toBe(true);
    // A second run finds nothing to do and writes nothing.
    const namedBefore = (await orderRef.get()).updateTime!;
    expect(await moveOwnerNamesToAudit()).toEqual({ orders: 2, moved: 0 });
    expect((await orderRef.get()).updateTime!.isEqual(namedBefore)).toBe(true);
  });

  for (const from of ['shipped', 'delivered'] as const) {
    it(`a return from ${from} restores the stock exactly, its credit note the sales, and cannot happen twice`, async () => {
      await saveShopDetails(token);
      const [bookA, bookB] = [SEED_BOOKS[0]!, SEED_BOOKS[1]!];
      const kept = await placeOrder();
      const stockBefore = [await stockOf(bookA.slug), await stockOf(bookB.slug)];
      const statsBefore = await readSalesStats();
      const id = await placeOrder();
      for (const step of PATH_TO[from]) expect((await move(id, step)).status).toBe(200);
      expect([await stockOf(bookA.slug), await stockOf(bookB.slug)]).toEqual([
        stockBefore[0]! - 2,
        stockBefore[1]! - 1,
      ]);
      const paise = toPaise(bookA.newPrice) * 2 + toPaise(bookB.newPrice);
      expect((await readSalesStats()).totalSalesPaise).toBe(statsBefore.totalSalesPaise + paise);

      const returned = await move(id, 'returned');
      expect(returned.status).toBe(200);
      expect(returned.body.order.status).toBe('returned');
      expect([await stockOf(bookA.slug), await stockOf(bookB.slug)]).toEqual(stockBefore);
      // The sale is off again; the order stays counted as placed, and the month shows both papers.
      const after = await readSalesStats();
      expect(after.totalSalesPaise).toBe(statsBefore.totalSalesPaise);
      expect(after.totalOrders).toBe(statsBefore.totalOrders + 1);
      expect(after.months[storeMonth()]).toMatchObject({ bills: 1, creditNotes: 1, salesPaise: 0 });

      for (const again of ['returned', 'cancelled', 'delivered'])
        expect((await move(id, again)).status, again).toBe(409);
      expect([await stockOf(bookA.slug), await stockOf(bookB.slug)]).toEqual(stockBefore);
      expect(await readSalesStats()).toEqual(after);
      const figures = await salesFigures();
      expect(figures.stored).toEqual(figures.summed);
      expect((await get('/admin', token)).body.totalOrders).toBe(2);
      expect((await get(`/admin/orders/${kept}`, token)).body.status).toBe('pending');
      expect((await myOrders()).body.map((o: { status: string }) => o.status)).toEqual(['returned', 'pending']);
    });
  }

  it('a return is taken off the month of its credit note, never the month the order was placed', async () => {
    await saveShopDetails(token);
    const id = await placeOrder();
    const [thisMonth, placedMonth] = [storeMonth(), '2025-01'];
    // As if the order had been placed in January 2025: its date and its count move there.
    await db
      .collection('orders')
      .doc(id)
      .update({ createdAt: Timestamp.fromDate(new Date('2025-01-15T06:00:00Z')) });
    await db
      .collection('stats')
      .doc('sales')
      .set(
        { months: { [thisMonth]: { orders: FieldValue.increment(-1) }, [placedMonth]: { orders: 1 } } },
        { merge: true },
      );
    for (const step of ['confirmed', 'shipped', 'delivered', 'returned'])
      expect((await move(id, step)).status).toBe(200);
    const months = (await get('/admin', token)).body.monthlySales as Array<{ _id: string }>;
    expect(months).toEqual([
      { _id: placedMonth, totalSales: 0, totalOrders: 1, bills: 0, creditNotes: 0, refunds: 0 },
      { _id: thisMonth, totalSales: 0, totalOrders: 0, bills: 1, creditNotes: 1, refunds: 0 },
    ]);
    expect((await salesFigures()).stored).toEqual({ orders: 1, salesPaise: 0 });
  });

  it('a cancel before any bill restores the stock exactly, changes no figure, and cannot happen twice', async () => {
    const [bookA, bookB] = [SEED_BOOKS[0]!, SEED_BOOKS[1]!];
    const kept = await placeOrder();
    const stockBefore = [await stockOf(bookA.slug), await stockOf(bookB.slug)];
    const id = await placeOrder();
    const statsBefore = await readSalesStats();
    expect((await move(id, 'confirmed')).status).toBe(200);
    expect((await move(id, 'cancelled')).status).toBe(200);
    expect([await stockOf(bookA.slug), await stockOf(bookB.slug)]).toEqual(stockBefore);
    expect(await readSalesStats()).toEqual(statsBefore);
    expect((await move(id, 'cancelled')).status).toBe(409);
    expect([await stockOf(bookA.slug), await stockOf(bookB.slug)]).toEqual(stockBefore);
    const figures = await salesFigures();
    expect(figures.stored).toEqual(figures.summed);
    expect(figures.stored).toEqual({ orders: 2, salesPaise: 0 });
    const overview = (await get('/admin', token)).body;
    expect(overview.totalOrders).toBe(2);
    expect((await get(`/admin/orders/${kept}`, token)).body.status).toBe('pending');
  });

  it('a cancel of an order whose book was deleted since restores the others and still succeeds', async () => {
    const [bookA, bookB] = [SEED_BOOKS[0]!, SEED_BOOKS[1]!];
    const before = await stockOf(bookB.slug);
    const id = await placeOrder();
    await db.collection('books').doc(bookA.slug).delete();
    expect((await move(id, 'cancelled')).status).toBe(200);
    expect(await stockOf(bookB.slug)).toBe(before);
    expect((await db.collection('books').doc(bookA.slug).get()).exists).toBe(false);
  });
});

describe('GET /api/admin/orders', () => {
  let ids: string[];
  const store = useSeededStore({ per: 'suite' });
  beforeAll(async () => {
    customer = await createCustomer();
    token = await store.ownerToken();
    ids = [];
    // The first by `customer`, the rest by others: one customer may have only 3 open orders.
    for (let i = 0; i < 5; i++) ids.push(await placeOrder(i === 0 ? customer : await createCustomer()));
    await move(ids[1]!, 'confirmed');
    await move(ids[3]!, 'confirmed');
  });

  it('lists newest first, a page at a time through the cursor', async () => {
    const first = (await get('/admin/orders?limit=2', token)).body;
    expect(first.orders.map((o: { _id: string }) => o._id)).toEqual([ids[4], ids[3]]);
    const second = (await get(`/admin/orders?limit=2&cursor=${first.nextCursor}`, token)).body;
    expect(second.orders.map((o: { _id: string }) => o._id)).toEqual([ids[2], ids[1]]);
    const third = (await get(`/admin/orders?limit=2&cursor=${second.nextCursor}`, token)).body;
    expect(third.orders.map((o: { _id: string }) => o._id)).toEqual([ids[0]]);
    expect(third.nextCursor).toBeNull();
  });

  it('filters by status', async () => {
    const confirmed = (await get('/admin/orders?status=confirmed', token)).body;
    expect(confirmed.orders.map((o: { _id: string }) => o._id)).toEqual([ids[3], ids[1]]);
    expect(confirmed.nextCursor).toBeNull();
    expect((await get('/admin/orders?status=shipped', token)).body.orders).toEqual([]);
  });

  it('returns one order, and 404 for an unknown one', async () => {
    const order = (await get(`/admin/orders/${ids[0]}`, token)).body;
    expect(order).toMatchObject({ _id: ids[0], status: 'pending', email: customer.email });
    expect(order.address.city).toBe('Bengaluru');
    expect((await get('/admin/orders/no-such-order', token)).status).toBe(404);
    expect((await move('no-such-order', 'confirmed')).status).toBe(404);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    expect((await get('/admin/orders?status=lost', token)).body.message).toBe(
      'Status must be one of: pending, awaiting-payment, payment-submitted, confirmed, shipped, delivered, cancelled, returned.',
    );
    expect((await get('/admin/orders?limit=0', token)).status).toBe(400);
    expect((await get('/admin/orders?limit=abc', token)).status).toBe(400);
    expect((await get('/admin/orders?cursor=nothing-here', token)).body.message).toBe('cursor is not valid.');
    for (const status of [undefined, 'lost', 3, ['shipped']]) {
      const response = await move(ids[0]!, status);
      expect(response.status, String(status)).toBe(400);
    }
    expect((await get(`/admin/orders/${ids[0]}`, token)).body.status).toBe('pending');
  });

  it('is for the owner only', async () => {
    expect((await get('/admin/orders')).status).toBe(401);
    expect((await get('/admin/orders', customer.idToken)).status).toBe(401);
    expect((await move(ids[0]!, 'confirmed', customer.idToken)).status).toBe(401);
    expect((await get(`/admin/orders/${ids[0]}`, token)).body.status).toBe('pending');
  });
});
