import { FieldValue, Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { coverPath, newsImagePath, SEED_BOOKS, SEED_NEWS } from '../../seed/catalog';

const MARKER = { collection: 'meta', doc: 'seed' };

/**
 * The API caches the catalog per version (functions/src/services/catalog-cache.ts). The same
 * write as its bumpCatalogVersion, which scripts cannot import at load time: that module
 * creates the Admin SDK app before the scripts have pointed it at the emulators.
 */
export function markCatalogChanged(db: Firestore, batch: WriteBatch): void {
  batch.set(db.collection('meta').doc('catalog'), { version: FieldValue.increment(1), changedAt: FieldValue.serverTimestamp() }, { merge: true });
}

/** Writes the demo catalog and news. Newest-first order follows the catalog order. */
export async function writeSeed(db: Firestore): Promise<{ books: number; news: number }> {
  const batch = db.batch();
  const start = Date.now();
  SEED_BOOKS.forEach((book, index) => {
    const { slug, ...fields } = book;
    const at = Timestamp.fromMillis(start - index * 60_000);
    batch.set(db.collection('books').doc(slug), { ...fields, coverImage: coverPath(book), createdAt: at, updatedAt: at });
  });
  SEED_NEWS.forEach((item, order) => {
    batch.set(db.collection('news').doc(item.slug), { title: item.title, description: item.description, image: newsImagePath(item), order });
  });
  batch.set(db.collection(MARKER.collection).doc(MARKER.doc), { seededAt: Timestamp.now(), books: SEED_BOOKS.length });
  markCatalogChanged(db, batch);
  await batch.commit();
  return { books: SEED_BOOKS.length, news: SEED_NEWS.length };
}

/**
 * Seeds only a database that has never been seeded and holds no books, so an owner who
 * deletes the demo books does not get them back on the next start.
 */
export async function seedIfEmpty(db: Firestore): Promise<{ books: number; news: number } | null> {
  const [marker, anyBook] = await Promise.all([
    db.collection(MARKER.collection).doc(MARKER.doc).get(),
    db.collection('books').limit(1).get(),
  ]);
  if (marker.exists || !anyBook.empty) return null;
  return writeSeed(db);
}

/** What a book stored before stock existed gets on the first start after the upgrade. */
export const BACKFILL_STOCK = 10;

/**
 * Gives every book without a stock field some stock. Local data saved before books had
 * stock would otherwise show every book as out of stock. Returns how many were changed.
 */
export async function backfillStock(db: Firestore): Promise<number> {
  const books = await db.collection('books').select('stock').get();
  const missing = books.docs.filter((doc) => typeof doc.get('stock') !== 'number');
  for (let i = 0; i < missing.length; i += 400) {
    const batch = db.batch();
    missing.slice(i, i + 400).forEach((doc) => batch.update(doc.ref, { stock: BACKFILL_STOCK }));
    markCatalogChanged(db, batch);
    await batch.commit();
  }
  return missing.length;
}
