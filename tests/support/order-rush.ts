import { FieldValue } from 'firebase-admin/firestore';
import { toPaise } from '@bookstore/domain';
import { SEED_BOOKS } from '../../seed/catalog';
import { createCustomer, db, type Customer } from './emulators';
import { fetchChecked } from './http';
import { orderFor } from './orders';
import { salesFigures, setStock } from './stock';
import { withConcurrency } from './workers';

/** Books in each order of a rush: five, as each shopper of a flash sale orders. */
const BOOKS_PER_ORDER = 5;

export interface Rush {
  statuses: number[];
  numbers: number[];
  /** Milliseconds from the first request sent to the last answer, and each answer's own time. */
  wallMs: number;
  timesMs: number[];
  storedOrders: number;
  stored: { orders: number; salesPaise: number };
  summed: { orders: number; salesPaise: number };
}

/** How the rush's orders meet on books: the seed's favourites, or each its own books. */
export type RushBooks = 'overlapping' | 'distinct';

/**
 * Order n's five books: from the seed, starting at the nth, so each order shares books with the
 * eight around it; or, `distinct`, five copies of a seed book made for order n alone.
 */
function rushOrder(customer: Customer, n: number, books: RushBooks) {
  const lines = Array.from({ length: BOOKS_PER_ORDER }, (_, i) =>
    books === 'distinct'
      ? { productId: distinctBookId(n, i), book: SEED_BOOKS[0]! }
      : { productId: SEED_BOOKS[(n + i) % SEED_BOOKS.length]!.slug, book: SEED_BOOKS[(n + i) % SEED_BOOKS.length]! },
  );
  return orderFor(customer, {
    name: `Rush shopper ${n}`,
    products: lines.map(({ productId }) => ({ productId, quantity: 1 })),
    totalPrice: lines.reduce((sum, { book }) => sum + toPaise(book.newPrice), 0) / 100,
  });
}

const distinctBookId = (n: number, i: number) => `rush-${n}-${i}`;

/** Copies of the first seed book, five for each of `count` orders. */
async function writeDistinctBooks(count: number): Promise<void> {
  const model = (await db.collection('books').doc(SEED_BOOKS[0]!.slug).get()).data()!;
  for (let n = 0; n < count; n += 50) {
    const batch = db.batch();
    for (let m = n; m < Math.min(count, n + 50); m++)
      for (let i = 0; i < BOOKS_PER_ORDER; i++)
        batch.set(db.collection('books').doc(distinctBookId(m, i)), {
          ...model,
          title: `Rush copy ${m}-${i}`,
          stock: 10,
          updatedAt: FieldValue.serverTimestamp(),
        });
    await batch.commit();
  }
}

/**
 * `count` customers, each placing one order of five books at the same moment at `base` (the
 * API's `/api`). Stock for everyone: the rush is about numbers, figures and answers in time.
 */
export async function orderRush(count: number, base: string, books: RushBooks = 'overlapping'): Promise<Rush> {
  await setStock(1000);
  if (books === 'distinct') await writeDistinctBooks(count);
  const customers = await withConcurrency(
    10,
    Array.from({ length: count }, () => () => createCustomer()),
  );
  const bodies = customers.map((customer, n) => rushOrder(customer, n, books));
  const started = Date.now();
  const answers = await Promise.all(
    customers.map(async (customer, n) => {
      const sent = Date.now();
      const response = await fetchChecked(`${base}/orders/create-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.idToken}` },
        body: JSON.stringify(bodies[n]),
      });
      const body = (await response.json()) as { number?: number };
      return { status: response.status, number: body.number, ms: Date.now() - sent };
    }),
  );
  const wallMs = Date.now() - started;
  const { stored, summed } = await salesFigures();
  return {
    statuses: answers.map((answer) => answer.status),
    numbers: answers.flatMap((answer) => (answer.number === undefined ? [] : [answer.number])),
    wallMs,
    timesMs: answers.map((answer) => answer.ms),
    storedOrders: (await db.collection('orders').count().get()).data().count,
    stored,
    summed,
  };
}

/** The rush's figures, printed for the run's log (not asserted: these machines are shared). */
export function describeRush(label: string, rush: Rush): string {
  const sorted = [...rush.timesMs].sort((a, b) => a - b);
  const p50 = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `${label}: ${rush.statuses.filter((status) => status === 201).length}/${rush.statuses.length} placed in ${rush.wallMs} ms, p50 ${p50} ms, slowest ${sorted.at(-1) ?? 0} ms`;
}
