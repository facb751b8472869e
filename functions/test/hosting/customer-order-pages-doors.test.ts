import { BAD_ORDER_CURSOR, MY_ORDERS_PAGE_SIZE, NEXT_CURSOR_HEADER } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { API_DOORS, doorCall, post } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';

// A customer's orders a page at a time (decision 070), through Hosting's rewrite and the
// function's own URL: 60 orders come in pages of MY_ORDERS_PAGE_SIZE, newest first, each once;
// a cursor that is not one is a 400 that says so; another customer's cursor shows only one's own.

useSeededStore({ per: 'suite' });

const ORDERS = 60;
let customer: Customer;
let stranger: Customer;
/** The customer's order ids as the list must give them: newest first, ties by id, descending. */
let newestFirst: string[];
let strangersIds: string[];

/**
 * Copies of one real order of `who` at the given creation times: the data any order of theirs
 * holds, so the answers are checked against the contract like a placed order's.
 */
async function ordersAt(who: Customer, times: Timestamp[]): Promise<string[]> {
  const placed = await post('/orders/create-order', orderFor(who), who.idToken);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const record = (await db.collection('orders').doc(placed.body._id).get()).data()!;
  const batch = db.batch();
  const ids = times.map((createdAt, i) => {
    const ref = db.collection('orders').doc();
    batch.set(ref, { ...record, number: record.number * 1000 + i, createdAt });
    return ref.id;
  });
  await batch.commit();
  return [placed.body._id as string, ...ids];
}

beforeAll(async () => {
  customer = await createCustomer();
  stranger = await createCustomer();
  const start = Math.floor(Date.now() / 1000) - 100_000;
  const times = Array.from({ length: ORDERS - 1 }, (_, i) => new Timestamp(start + i * 60, 0));
  // Three orders at one instant across the first page's end: the id orders them.
  times[40] = times[39] = times[38] = times[38]!;
  // Two in one millisecond across the second page's end: only the nanoseconds tell them apart.
  times[19] = new Timestamp(times[20]!.seconds, 100_000);
  times[20] = new Timestamp(times[20]!.seconds, 900_000);
  const ids = await ordersAt(customer, times);
  const stored = await db.getAll(...ids.map((id) => db.collection('orders').doc(id)));
  newestFirst = stored
    .sort((a, b) => b.get('createdAt').valueOf().localeCompare(a.get('createdAt').valueOf()) || (a.id < b.id ? 1 : -1))
    .map((doc) => doc.id);
  // The stranger's: one older than all of the customer's, one newer than their first page's end.
  strangersIds = await ordersAt(stranger, [new Timestamp(start - 60, 0)]);
}, 60_000);

describe.each(API_DOORS)('through %s', (_door, base) => {
  /** `query` as the address writes it, already encoded. */
  const listWith = (who: Customer, query: string) =>
    doorCall(base)('GET', `/orders/email/${encodeURIComponent(who.email)}${query}`, undefined, who.idToken);
  const list = (who: Customer, cursor?: string) =>
    listWith(who, cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`);

  it(`gives ${ORDERS} orders in pages of ${MY_ORDERS_PAGE_SIZE}, newest first, each once`, async () => {
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await list(customer, cursor);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(Array.isArray(page.body)).toBe(true);
      pages.push((page.body as unknown as Array<{ _id: string; email: string }>).map((order) => order._id));
      cursor = page.headers.get(NEXT_CURSOR_HEADER) ?? undefined;
    } while (cursor !== undefined && pages.length < 10);
    expect(pages.map((page) => page.length)).toEqual([20, 20, 20]);
    expect(pages.flat()).toEqual(newestFirst);
  });

  it('refuses a cursor that is not one with a 400 that says so', async () => {
    const odd = [
      'not-a-cursor',
      '=cmd',
      '$&',
      'आदेश',
      '<script>alert(1)</script>',
      '1764620000.12345.abc',
      '999999999999.000000000.abc',
      '1764620000.000000000.__name__',
      '1764620000.000000000.a/b',
    ].map((cursor) => `?cursor=${encodeURIComponent(cursor)}`);
    // A lone surrogate, as an address can carry it; and two cursors at once.
    odd.push('?cursor=1764620000.000000000.a%ED%A0%80', '?cursor=1.000000000.a&cursor=2.000000000.b');
    for (const query of odd) {
      const refused = await listWith(customer, query);
      expect(refused.status, query).toBe(400);
      expect(refused.body.errors?.cursor, query).toBe(BAD_ORDER_CURSOR);
      expect(refused.body.message, query).toBe(BAD_ORDER_CURSOR);
      expect(refused.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    }
  });

  it("shows nothing of another customer's through their cursor: only one's own orders past that point", async () => {
    const first = await list(customer);
    const theirCursor = first.headers.get(NEXT_CURSOR_HEADER)!;
    expect(theirCursor).toMatch(/^\d+\.\d{9}\./);
    const seen = await list(stranger, theirCursor);
    expect(seen.status).toBe(200);
    const orders = seen.body as unknown as Array<{ _id: string; email: string }>;
    // The stranger's older order only (their newer one is before the cursor's point in time).
    expect(orders.map((order) => order._id)).toEqual([strangersIds[1]]);
    expect(orders.every((order) => order.email === stranger.email)).toBe(true);
    expect(seen.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    // Their own list, from the top, is both of theirs; the customer's list is still 403 to them.
    const own = (await list(stranger)).body as unknown as Array<{ _id: string }>;
    expect(own.map((order) => order._id).sort()).toEqual([...strangersIds].sort());
    const asStranger = await doorCall(base)(
      'GET',
      `/orders/email/${encodeURIComponent(customer.email)}?cursor=${encodeURIComponent(theirCursor)}`,
      undefined,
      stranger.idToken,
    );
    expect(asStranger.status).toBe(403);
  });
});
