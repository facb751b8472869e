import {
  CATALOG_PAGE_SIZE,
  DID_YOU_MEAN_COUNT,
  NEW_RELEASES_COUNT,
  RECOMMENDED_COUNT,
  RECOMMENDED_FROM,
  type AdminBooksQuery,
  type Book,
  type BookInput,
  type BookPage,
  type BooksListQuery,
  type CatalogSearchQuery,
  type HomeCatalog,
  type SearchPage,
  type TopSellersQuery,
} from '@bookstore/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { toBook, type BookRecord } from '../../db/catalog';
import { collections } from '../../db/collections';
import { editedBookFields, newBookFields } from './book-fields';
import type { IndexedBook } from './catalog-index';
import { catalogIndex, noteBookChange } from './instance-catalog';
import { ConflictError, NotFoundError } from '../errors';
import { runTransaction } from '../../db/store-transaction';
import { afterRestock, markIfBackInStock } from '../stock-alerts/stock-alert-sends';

const booksOf = (entries: readonly IndexedBook[]) => entries.map((entry) => entry.book);

/** One page of an ordered list of index entries; only the page's books are touched. */
function page(entries: readonly IndexedBook[], query: { page: number; limit: number }): BookPage {
  const start = (query.page - 1) * query.limit;
  return {
    books: booksOf(entries.slice(start, start + query.limit)),
    total: entries.length,
    page: query.page,
    pageSize: query.limit,
  };
}

/**
 * GET /api/books: newest first, narrowed by category, `limit` at a time (decision 026: the
 * original contract's array, paged past BOOKS_LIST_PAGE_SIZE); with search text, ranked as the
 * search ranks (decision 059).
 */
export async function listBooks(query: BooksListQuery): Promise<BookPage> {
  const index = await catalogIndex();
  const entries = query.q
    ? index.search(query.q, query.category)
    : query.category
      ? index.newest.items.filter((entry) => entry.category === query.category!.trim().toLowerCase())
      : index.newest.items;
  return page(entries, query);
}

/** The home page in one answer: the banner's covers, Top Sellers' first page, Recommended. */
export async function homeCatalog(): Promise<HomeCatalog> {
  const index = await catalogIndex();
  const newest = index.newest.items;
  return {
    newReleases: booksOf(newest.slice(0, NEW_RELEASES_COUNT)),
    topSellers: page(index.topSellers.items, { page: 1, limit: CATALOG_PAGE_SIZE }),
    recommended: booksOf(newest.slice(RECOMMENDED_FROM, RECOMMENDED_FROM + RECOMMENDED_COUNT)),
  };
}

/** Ranked by copies sold, then newest; one genre when asked. */
export async function topSellers(query: TopSellersQuery): Promise<BookPage> {
  const index = await catalogIndex();
  return page(query.category ? index.topSellersOf(query.category) : index.topSellers.items, query);
}

/** The storefront's search and suggestions: ranked (decision 059), and "Did you mean" when nothing is found. */
export async function searchBooks(query: CatalogSearchQuery): Promise<SearchPage> {
  const index = await catalogIndex();
  const found = index.search(query.q, query.category);
  const didYouMean = found.length > 0 ? [] : index.didYouMean(query.q, DID_YOU_MEAN_COUNT, query.category);
  return { ...page(found, query), didYouMean };
}

/** The books named, in that order; unknown ids are left out (a cart may hold a deleted book). */
export async function booksByIds(ids: string[]): Promise<Book[]> {
  const index = await catalogIndex();
  return ids.flatMap((id) => {
    const entry = index.get(id);
    return entry ? [entry.book] : [];
  });
}

/** Manage Books: newest first, or ranked as the storefront's search when searched; current with the owner's own changes. */
export async function adminBooks(query: AdminBooksQuery): Promise<BookPage> {
  const index = await catalogIndex({ fresh: true });
  return page(query.q ? index.search(query.q) : index.newest.items, query);
}

export async function getBook(id: string): Promise<Book> {
  const book = toBook(await collections.books().doc(id).get());
  if (!book) throw new NotFoundError('Book not found.');
  return book;
}

/** Reads the book just written and applies it to this instance's index at once. */
async function written(id: string): Promise<Book> {
  const snapshot = await collections.books().doc(id).get();
  noteBookChange(id, snapshot.data());
  const book = toBook(snapshot);
  if (!book) throw new NotFoundError('Book not found.');
  return book;
}

export async function createBook(input: BookInput): Promise<Book> {
  const { expectedStock: _ignored, ...fields } = input;
  const ref = collections.books().doc();
  const now = Timestamp.now();
  // updatedAt in the server's time, as every writer stamps it (catalog-index.ts catches up by it).
  await ref.create({ ...newBookFields(fields), sold: 0, createdAt: now, updatedAt: FieldValue.serverTimestamp() });
  return written(ref.id);
}

export async function updateBook(id: string, input: BookInput): Promise<Book> {
  const { expectedStock, ...fields } = input;
  const ref = collections.books().doc(id);
  await runTransaction(async (tx) => {
    // update() on a missing document would fail too; reading first also gives the stock.
    const current = (await tx.get(ref)).data();
    if (!current) throw new NotFoundError('Book not found.');
    const stockNow = current.stock;
    const update: Partial<BookRecord> = editedBookFields(fields);
    if (update.stock === undefined || (expectedStock !== undefined && update.stock === expectedStock)) {
      // No stock in the body, or the owner left it alone: keep the copies orders have taken meanwhile.
      delete update.stock;
    } else if (expectedStock !== undefined && stockNow !== expectedStock) {
      throw new ConflictError(
        `The stock of '${current.title}' changed to ${stockNow} while you were editing. Check it and save again.`,
      );
    }
    tx.update(ref, { ...update, updatedAt: FieldValue.serverTimestamp() });
    markIfBackInStock(tx, id, stockNow, update.stock ?? stockNow);
  });
  // Back in stock: the waiting addresses are told; a no-op unless somebody waits.
  await afterRestock([id]);
  return written(id);
}

export async function deleteBook(id: string): Promise<Book> {
  const ref = collections.books().doc(id);
  const book = await ref.firestore.runTransaction(async (tx) => {
    const found = toBook(await tx.get(ref));
    if (!found) throw new NotFoundError('Book not found.');
    tx.delete(ref);
    // Instances back from idle learn of it here (catalog-index.ts); a book re-created with this
    // id later is simply written again, newer than the deletion.
    tx.set(collections.bookDeletions().doc(id), { deletedAt: FieldValue.serverTimestamp() });
    return found;
  });
  noteBookChange(id, undefined);
  return book;
}
