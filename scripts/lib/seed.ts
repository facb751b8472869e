import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { bookFields } from '../../functions/src/db/catalog';
import { collections } from '../../functions/src/db/collections';
import { db } from '../../functions/src/firebase';
import { coverPath, newsImagePath, SEED_BOOKS, SEED_NEWS } from '../../seed/catalog';
import { DEMO_SHOP_DETAILS } from '../../seed/shop';

// Written through the API's own collections, so the seed stores
// exactly what the API reads. The Admin SDK starts on first use, after useEmulators().

/** Writes the demo catalog and news. Newest-first order follows the catalog order. */
export async function writeSeed(): Promise<{ books: number; news: number }> {
  const batch = db().batch();
  const start = Date.now();
  SEED_BOOKS.forEach((book, index) => {
    const { slug, ...fields } = book;
    const at = Timestamp.fromMillis(start - index * 60_000);
    batch.set(collections.books().doc(slug), {
      ...fields,
      coverImage: coverPath(book),
      sold: 0,
      createdAt: at,
      // The commit's time: instances catch up on books by updatedAt (instance-catalog.ts), and a
      // copy loaded while this batch was in flight is older than it.
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  SEED_NEWS.forEach((item, order) => {
    batch.set(collections.news().doc(item.slug), {
      title: item.title,
      description: item.description,
      image: newsImagePath(item),
      order,
    });
  });
  batch.set(collections.seedMarker(), { seededAt: Timestamp.now(), books: SEED_BOOKS.length });
  await batch.commit();
  return { books: SEED_BOOKS.length, news: SEED_NEWS.length };
}

/**
 * Seeds only a database that has never been seeded and holds no books, so an owner who
 * deletes the demo books does not get them back on the next start.
 */
export async function seedIfEmpty(): Promise<{ books: number; news: number } | null> {
  const [marker, anyBook] = await Promise.all([collections.seedMarker().get(), collections.books().limit(1).get()]);
  if (marker.exists || !anyBook.empty) return null;
  return writeSeed();
}

/**
 * Saves the demo shop's details on an emulator whose settings were never saved, so a local
 * store issues bills at once (decision 048); saved settings are the owner's and stay. `create`
 * fails if the owner saved meanwhile, and then nothing is written. Returns whether it wrote.
 */
export async function seedShopDetails(): Promise<boolean> {
  if ((await collections.storeSettings().get()).exists) return false;
  await collections
    .storeSettings()
    .create({ settings: DEMO_SHOP_DETAILS, updatedAt: Timestamp.now(), updatedBy: 'npm start (demo shop)' });
  return true;
}

/** What a book stored before stock existed gets on the first start after the upgrade. */
export const BACKFILL_STOCK = 10;

/**
 * Gives every book without a stock field some stock. Local data saved before books had
 * stock would otherwise show every book as out of stock. Returns how many were changed.
 */
export async function backfillStock(): Promise<number> {
  const books = await bookFields.storedStock(collections.books()).get();
  const missing = books.docs.filter((doc) => doc.data().stock === undefined);
  for (let i = 0; i < missing.length; i += 400) {
    const batch = db().batch();
    missing.slice(i, i + 400).forEach((doc) =>
      batch.update(collections.books().doc(doc.id), {
        stock: BACKFILL_STOCK,
        updatedAt: FieldValue.serverTimestamp(),
      }),
    );
    await batch.commit();
  }
  return missing.length;
}
