import { isValidIsbn } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { BookRecord } from '../../functions/src/db/catalog';
import { collections } from '../../functions/src/db/collections';
import { db } from '../../functions/src/firebase';
import { addToSales } from '../../functions/src/services/statistics/stats';
import { coverPath, SEED_BOOKS } from '../../seed/catalog';

/** Firestore's most writes in one batch. */
const BATCH_SIZE = 500;
/** Batches in flight at once: enough to keep the emulator busy, few enough not to queue for minutes. */
const PARALLEL_BATCHES = 4;
/** The newest generated book's time: older than the seed's, so the seed's home page is unchanged. */
const GENERATED_FROM = Date.now() - 10 * 24 * 3600 * 1000;

/** The id of the n-th generated book (0-based). */
export const benchBookId = (n: number) => `bench-${n}`;
/** The seed book the n-th generated book copies. */
const seedFor = (n: number) => SEED_BOOKS[n % SEED_BOOKS.length]!;
/** The n-th generated book as an order names it. */
export const benchBook = (n: number) => ({ id: benchBookId(n), price: seedFor(n).newPrice });

/**
 * A valid, unique ISBN-13 for the n-th generated book, as long as the seed's (17 characters
 * with hyphens). seed's makeIsbn13 runs out of digits past serial 18,999, so these take the
 * 979-8 group instead, out of the seed's range; the check digit is whichever one the store's
 * own validator accepts.
 */
export function benchIsbn(n: number): string {
  const body = `9798${String(n).padStart(8, '0')}`;
  const digit = [...'0123456789'].find((d) => isValidIsbn(body + d))!;
  return `${body.slice(0, 3)}-${body.slice(3, 4)}-${body.slice(4, 8)}-${body.slice(8)}-${digit}`;
}

/**
 * The n-th generated book: a copy of a seed book (title, author, genre, description, cover)
 * with a number after the title, older than the seed. The bench's search figures index these
 * in its own process (search-engine.ts).
 */
export function benchBookRecord(n: number): BookRecord {
  const seed = seedFor(n);
  const at = Timestamp.fromMillis(GENERATED_FROM - n * 1000);
  return {
    ISBN: benchIsbn(n),
    title: `${seed.title} ${Math.floor(n / SEED_BOOKS.length) + 2}`,
    author: seed.author,
    description: seed.description,
    category: seed.category,
    trending: seed.trending,
    coverImage: coverPath(seed),
    oldPrice: seed.oldPrice,
    newPrice: seed.newPrice,
    stock: 50,
    sold: 0,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * Adds generated books until the catalog holds `total`, in parallel batches, and returns the
 * seconds it took. Each is a copy of a seed book (title, author, genre, description, cover)
 * with a number after the title, so the books a page shows weigh what the demo's do, and each
 * is older than the seed: the home page still shows the seed's newest books.
 */
export async function fillCatalog(total: number): Promise<number> {
  const started = performance.now();
  // The catalog is the seed and the books generated so far: numbering goes on from there.
  const existing = (await collections.books().count().get()).data().count;
  const [first, end] = [existing - SEED_BOOKS.length, total - SEED_BOOKS.length];
  const queue: number[] = [];
  for (let from = first; from < end; from += BATCH_SIZE) queue.push(from);
  const writeBatch = async (from: number) => {
    const batch = db().batch();
    for (let n = from; n < Math.min(end, from + BATCH_SIZE); n++) {
      batch.set(collections.books().doc(benchBookId(n)), benchBookRecord(n));
    }
    await batch.commit();
  };
  await Promise.all(
    Array.from({ length: PARALLEL_BATCHES }, async () => {
      for (let from = queue.shift(); from !== undefined; from = queue.shift()) await writeBatch(from);
    }),
  );
  return (performance.now() - started) / 1000;
}

/**
 * Writes `count` stored orders and the matching statistics directly, in batches: the
 * statistics endpoint must not care how many there are.
 */
export async function addOrders(count: number, bookId: string, price: number): Promise<void> {
  for (let i = 0; i < count; i += 450) {
    const batch = db().batch();
    const n = Math.min(450, count - i);
    const now = Timestamp.now();
    for (let k = 0; k < n; k++) {
      const email = `bench${(i + k) % 50}@example.com`;
      batch.set(collections.orders().doc(), {
        name: 'Bench',
        email,
        phone: '9999999999',
        address: { street: 's', city: 'c', country: 'India', state: 'st', zipcode: '411001', landmark: '' },
        products: [{ productId: bookId, quantity: 1, title: 'Bench', price }],
        productIds: [bookId],
        paymentMethod: 'cod',
        subtotal: price,
        shippingCharge: 0,
        codFee: 0,
        totalPrice: price,
        status: 'pending',
        history: [{ status: 'pending', at: now, by: email }],
        createdAt: now,
        refundOwed: 0,
        refunds: [],
        refundOutstanding: 0,
        returns: [],
      });
    }
    // Pending orders: counted as placed, no bill yet, so no sales (decision 051).
    addToSales(batch, { orders: n }, now.toDate());
    await batch.commit();
  }
}
