import { matchesSearch, sameCategory, type Book, type BookInput } from '@bookstore/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collections, toBook, type BookRecord } from '../db/collections';
import { db } from '../firebase';
import { catalogSnapshot } from './catalog-cache';
import { bumpCatalogVersion } from './catalog-version';
import { ConflictError, NotFoundError } from './errors';

export interface BookFilter {
  category?: string;
  q?: string;
}

/** Every book, newest first, narrowed by category and search text. */
export async function listBooks(filter: BookFilter = {}): Promise<Book[]> {
  const { books } = await catalogSnapshot();
  return books
    .filter((book) => !filter.category || sameCategory(book.category, filter.category))
    .filter((book) => !filter.q || matchesSearch(book, filter.q));
}

export async function getBook(id: string): Promise<Book> {
  const book = toBook(await collections.books().doc(id).get());
  if (!book) throw new NotFoundError('Book not found.');
  return book;
}

export async function createBook(input: BookInput): Promise<Book> {
  const { expectedStock: _ignored, ...fields } = input;
  const ref = collections.books().doc();
  const now = Timestamp.now();
  const batch = db().batch();
  batch.create(ref, { ...fields, createdAt: now, updatedAt: now });
  bumpCatalogVersion(batch);
  await batch.commit();
  return getBook(ref.id);
}

export async function updateBook(id: string, input: BookInput): Promise<Book> {
  const { expectedStock, ...fields } = input;
  const ref = collections.books().doc(id);
  await db().runTransaction(async (tx) => {
    // update() on a missing document would fail too; reading first also gives the stock.
    const current = (await tx.get(ref)).data();
    if (!current) throw new NotFoundError('Book not found.');
    const stockNow = current.stock;
    const update: Partial<BookRecord> = { ...fields };
    if (expectedStock !== undefined && fields.stock === expectedStock) {
      // The owner left stock alone: keep the copies orders have taken meanwhile.
      delete update.stock;
    } else if (expectedStock !== undefined && stockNow !== expectedStock) {
      throw new ConflictError(
        `The stock of '${current.title}' changed to ${stockNow} while you were editing. Check it and save again.`,
      );
    }
    tx.update(ref, { ...update, updatedAt: FieldValue.serverTimestamp() });
    bumpCatalogVersion(tx);
  });
  return getBook(id);
}

export async function deleteBook(id: string): Promise<Book> {
  const ref = collections.books().doc(id);
  return ref.firestore.runTransaction(async (tx) => {
    const book = toBook(await tx.get(ref));
    if (!book) throw new NotFoundError('Book not found.');
    tx.delete(ref);
    bumpCatalogVersion(tx);
    return book;
  });
}
