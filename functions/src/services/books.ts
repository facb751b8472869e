import { matchesSearch, sameCategory, type Book, type BookInput } from '@bookstore/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collections } from '../db/collections';
import { db } from '../firebase';
import { notFound } from '../http/errors';
import { bumpCatalogVersion, catalogSnapshot } from './catalog-cache';

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
  const snapshot = await collections.books().doc(id).get();
  const book = snapshot.data();
  if (!book) throw notFound('Book not found.');
  return book;
}

export async function createBook(input: BookInput): Promise<Book> {
  const ref = collections.bookRecords().doc();
  const now = Timestamp.now();
  const batch = db.batch();
  batch.create(ref, { ...input, createdAt: now, updatedAt: now });
  bumpCatalogVersion(batch);
  await batch.commit();
  return getBook(ref.id);
}

export async function updateBook(id: string, input: BookInput): Promise<Book> {
  const ref = collections.bookRecords().doc(id);
  try {
    // update() fails on a missing document, so an unknown id can never create one.
    const batch = db.batch();
    batch.update(ref, { ...input, updatedAt: FieldValue.serverTimestamp() });
    bumpCatalogVersion(batch);
    await batch.commit();
  } catch (error) {
    if (isNotFound(error)) throw notFound('Book not found.');
    throw error;
  }
  return getBook(id);
}

export async function deleteBook(id: string): Promise<Book> {
  const ref = collections.books().doc(id);
  return ref.firestore.runTransaction(async (tx) => {
    const book = (await tx.get(ref)).data();
    if (!book) throw notFound('Book not found.');
    tx.delete(ref);
    bumpCatalogVersion(tx);
    return book;
  });
}

function isNotFound(error: unknown): boolean {
  // gRPC status 5 = NOT_FOUND
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 5;
}
