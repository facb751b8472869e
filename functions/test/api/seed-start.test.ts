import { FieldValue } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { BACKFILL_STOCK, backfillStock, seedIfEmpty } from '../../../scripts/lib/seed';
import { db, resetEmulators } from '../../../tests/support/emulators';

// What `npm start` does to the local store before the emulators serve it (scripts/start.ts):
// the demo shop only into an empty, never-seeded store, and stock for books stored before it.

beforeEach(resetEmulators);

describe("npm start's seed", () => {
  it('seeds an empty store once, and never a store whose books were deleted', async () => {
    const first = await seedIfEmpty();
    expect(first?.books).toBe(SEED_BOOKS.length);
    expect((await db.collection('books').count().get()).data().count).toBe(SEED_BOOKS.length);
    expect(await seedIfEmpty()).toBeNull();
    // The owner deletes every demo book: the marker stays, so the next start adds none back.
    const books = await db.collection('books').listDocuments();
    await Promise.all(books.map((book) => book.delete()));
    expect(await seedIfEmpty()).toBeNull();
    expect((await db.collection('books').count().get()).data().count).toBe(0);
  });

  it('gives a book stored before stock existed the backfill stock, and leaves the rest', async () => {
    await seedIfEmpty();
    const [old, kept] = SEED_BOOKS.map((book) => book.slug);
    await db.collection('books').doc(old!).update({ stock: FieldValue.delete() });
    const keptStock = (await db.collection('books').doc(kept!).get()).get('stock') as number;
    expect(await backfillStock()).toBe(1);
    expect((await db.collection('books').doc(old!).get()).get('stock')).toBe(BACKFILL_STOCK);
    expect((await db.collection('books').doc(kept!).get()).get('stock')).toBe(keptStock);
    expect(await backfillStock()).toBe(0);
  });
});
