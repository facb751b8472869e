import { toPaise } from '@bookstore/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call, get } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { salesFigures, setStock, stockOf } from '../../../tests/support/stock';
import { warmFunctionWorkers, withConcurrency } from '../../../tests/support/workers';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { readSalesStats } from '../../src/services/statistics/stats';

const [a, b] = [SEED_BOOKS[0]!, SEED_BOOKS[1]!];
let customer: Customer;

const place = (who: Customer, lines: Array<{ book: (typeof SEED_BOOKS)[0]; quantity: number }>) =>
  call('POST', '/orders/create-order', {
    token: who.idToken,
    body: orderFor(who, {
      products: lines.map(({ book, quantity }) => ({ productId: book.slug, quantity })),
      totalPrice: lines.reduce((sum, { book, quantity }) => sum + toPaise(book.newPrice) * quantity, 0) / 100,
    }),
  });

const { ownerToken } = useSeededStore();

beforeEach(async () => {
  customer = await createCustomer();
});

describe('stock', () => {
  it('every seeded book has stock, and the API shows it', async () => {
    const books = (await get('/books')).body as Array<{ _id: string; stock: number }>;
    expect(books).toHaveLength(SEED_BOOKS.length);
    for (const book of books) expect(book.stock).toBe(SEED_BOOKS.find((seed) => seed.slug === book._id)!.stock);
    expect(books.every((book) => book.stock > 0)).toBe(true);
  });

  it('an order takes its copies from stock, in the same write as the order', async () => {
    const [before, beforeB] = [await stockOf(a.slug), await stockOf(b.slug)];
    const response = await place(customer, [
      { book: a, quantity: 3 },
      { book: b, quantity: 1 },
    ]);
    expect(response.status).toBe(201);
    expect(response.body.status).toBe('pending');
    expect([await stockOf(a.slug), await stockOf(b.slug)]).toEqual([before - 3, beforeB - 1]);
    // The catalog copy moves with it at its next catch-up, within a second (decision 060).
    await vi.waitFor(
      async () => {
        const listed = (await get('/books')).body as Array<{ _id: string; stock: number }>;
        expect(listed.find((book) => book._id === a.slug)!.stock).toBe(before - 3);
      },
      { timeout: 5_000, interval: 200 },
    );
  });

  it('refuses with 409 naming the book when fewer copies are left than asked, and writes nothing', async () => {
    await setStock(2, [a.slug]);
    const response = await place(customer, [{ book: a, quantity: 3 }]);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(`Only 2 copies of '${a.title}' are left.`);
    await setStock(0, [a.slug]);
    expect((await place(customer, [{ book: a, quantity: 1 }])).body.message).toBe(`'${a.title}' is out of stock.`);
    expect((await db.collection('orders').get()).size).toBe(0);
    expect(await stockOf(a.slug)).toBe(0);
    expect((await readSalesStats()).totalOrders).toBe(0);
    expect((await db.collection('stats').doc('sales').collection('shards').get()).size).toBe(0);
  });

  it('a mixed cart that fails on one line changes no stock at all', async () => {
    await setStock(1, [b.slug]);
    const before = await stockOf(a.slug);
    const response = await place(customer, [
      { book: a, quantity: 2 },
      { book: b, quantity: 2 },
    ]);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(`Only 1 copy of '${b.title}' is left.`);
    expect([await stockOf(a.slug), await stockOf(b.slug)]).toEqual([before, 1]);
    expect((await db.collection('orders').get()).size).toBe(0);
  });

  it('the owner overview lists books with 3 or fewer copies, fewest first', async () => {
    await setStock(30);
    await setStock(3, [a.slug]);
    await setStock(0, [b.slug]);
    const stats = (await get('/admin', await ownerToken())).body as {
      lowStockBooks: Array<{ _id: string; title: string; stock: number }>;
    };
    expect(stats.lowStockBooks).toEqual([
      { _id: b.slug, title: b.title, stock: 0 },
      { _id: a.slug, title: a.title, stock: 3 },
    ]);
  });

  it('book writes take only a whole, non-negative stock', async () => {
    const token = await ownerToken();
    const { slug: _slug, ...book } = SEED_BOOKS[5]!;
    const body = { ...book, ISBN: '9780306406157', coverImage: '/covers/x.svg' };
    // A body without one is the specification's (seed-create-book.test.ts); one that is there must be right.
    for (const [stock, message] of [
      [-1, 'Stock must not be negative.'],
      [2.5, 'Stock must be a whole number.'],
      ['7', 'Stock must be a whole number.'],
    ] as const) {
      const response = await call('POST', '/books/create-book', { token, body: { ...body, stock } });
      expect(response.status, String(stock)).toBe(400);
      expect(response.body.errors.stock).toBe(message);
    }
    expect((await db.collection('books').get()).size).toBe(SEED_BOOKS.length);
    const created = await call('POST', '/books/create-book', { token, body: { ...body, stock: 4 } });
    expect(created.status).toBe(201);
    expect(created.body.book.stock).toBe(4);
  });
});

/**
 * Orders racing at any moment. All 50 at once deadlock the Firestore emulator: every
 * transaction holds a read lock on the one book and waits to upgrade it, until the
 * emulator's lock timeout (ABORTED) and Hosting's 60 s proxy timeout (504s, with some
 * orders committing after the test had moved on). Production Firestore breaks such
 * deadlocks at once (wound-wait); the emulator cannot, so 10 race at a time, all for the
 * same copies, which is what the test is about.
 */
const RACE_IN_FLIGHT = 10;

describe(`oversell: 50 customers order the last 10 copies (${RACE_IN_FLIGHT} racing at a time)`, () => {
  it('exactly 10 succeed, the rest get 409, stock ends at 0, and the statistics equal the stored orders', async () => {
    await setStock(10, [a.slug]);
    const customers = await Promise.all(Array.from({ length: 50 }, () => createCustomer()));
    await warmFunctionWorkers(RACE_IN_FLIGHT);
    // Every value the stock takes during the race, as Firestore reports it.
    const seen: number[] = [];
    const stopWatching = db
      .collection('books')
      .doc(a.slug)
      .onSnapshot((doc) => seen.push(doc.get('stock') as number));
    const responses = await withConcurrency(
      RACE_IN_FLIGHT,
      customers.map((who) => () => place(who, [{ book: a, quantity: 1 }])),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    stopWatching();
    const statuses = responses.map((r) => r.status).sort();
    expect(new Set(statuses)).toEqual(new Set([201, 409]));
    expect(Math.min(...seen)).toBe(0);
    expect(seen.every((stock) => stock >= 0)).toBe(true);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await stockOf(a.slug)).toBe(0);
    expect((await db.collection('orders').get()).size).toBe(10);
    const figures = await salesFigures();
    expect(figures.stored).toEqual(figures.summed);
    // Ten orders placed, none billed yet: no sale (decision 051).
    expect(figures.stored).toEqual({ orders: 10, salesPaise: 0 });
  }, 300_000);
});

describe('editing a book while orders take its copies', () => {
  const edit = async (token: string, changes: Record<string, unknown>) => {
    const { slug: _slug, ...book } = a;
    return call('PUT', `/books/edit/${a.slug}`, { token, body: { ...book, coverImage: '/covers/x.svg', ...changes } });
  };

  it('keeps the copies sold meanwhile when the owner left stock alone', async () => {
    const token = await ownerToken();
    await setStock(10, [a.slug]);
    expect((await place(customer, [{ book: a, quantity: 2 }])).status).toBe(201); // sold while the form was open
    const response = await edit(token, { title: 'Renamed', stock: 10, expectedStock: 10 });
    expect(response.status).toBe(200);
    expect(response.body.book).toMatchObject({ title: 'Renamed', stock: 8 });
    expect(await stockOf(a.slug)).toBe(8);
  });

  it('refuses with 409 a new stock typed over a count that changed, and writes nothing', async () => {
    const token = await ownerToken();
    await setStock(10, [a.slug]);
    expect((await place(customer, [{ book: a, quantity: 2 }])).status).toBe(201);
    const response = await edit(token, { title: 'Renamed', stock: 20, expectedStock: 10 });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      `The stock of '${a.title}' changed to 8 while you were editing. Check it and save again.`,
    );
    expect(await stockOf(a.slug)).toBe(8);
    expect((await db.collection('books').doc(a.slug).get()).get('title')).toBe(a.title);
    // With the current count, the same change goes through; without expectedStock, stock is set as sent.
    expect((await edit(token, { stock: 20, expectedStock: 8 })).body.book.stock).toBe(20);
    expect((await edit(token, { stock: 15 })).body.book.stock).toBe(15);
  });
});
