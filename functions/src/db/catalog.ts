import type { Book, NewsItem } from '@bookstore/domain';
import type {
  DocumentReference,
  DocumentSnapshot,
  Query,
  QueryDocumentSnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import { db } from '../firebase';
import { collectionOf, storedAs } from './documents';
import {
  amount,
  bytes,
  flag,
  iso,
  listOf,
  pick,
  shape,
  text,
  timestamp,
  type RecordOf,
  type SameType,
} from './stored-fields';

// The catalog: books, their covers, deletions and seed marker, and the home page's news.

/** How a book is stored: the API's Book without its id, dates as Timestamps, and its sold count. */
export const bookShape = shape({
  ISBN: text,
  title: text,
  // A book created without an author (the specification's body) has none: it is shown as
  // shownAuthor() says, never stored or answered as a name (decision 032).
  author: (value): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined),
  description: text,
  category: text,
  trending: flag,
  coverImage: text,
  oldPrice: amount,
  newPrice: amount,
  /** A book stored before stock existed has none on hand until the owner sets it. */
  stock: amount,
  /**
   * Copies sold: orders add, cancels and returns take back (Top Sellers ranks by it). Kept off the
   * public Book: a shop's sales figures are its own. Books stored before it existed sold none.
   */
  sold: amount,
  createdAt: timestamp,
  /**
   * Moved on by every write to the book, orders' stock changes included, in the server's commit
   * time (FieldValue.serverTimestamp()): catalog-index.ts catches up by it.
   */
  updatedAt: (value, book) => timestamp(value ?? book.createdAt, book),
});
export type BookRecord = RecordOf<typeof bookShape>;
// The stored book is the domain's Book, field for field, but for the id, the dates and `sold`.
const _bookIsTheDomainsBook: SameType<
  Omit<BookRecord, 'sold' | 'createdAt' | 'updatedAt'>,
  Omit<Book, '_id' | 'createdAt' | 'updatedAt'>
> = true;

/** A cover image, stored under the SHA-256 of its bytes. */
export const coverShape = shape({
  contentType: text,
  data: bytes,
  size: amount,
  uploadedBy: text,
  createdAt: timestamp,
});
export type CoverRecord = RecordOf<typeof coverShape>;

/** A news item, and its place on the home page. */
export const newsShape = shape({ title: text, description: text, image: text, order: amount });
export type NewsRecord = RecordOf<typeof newsShape>;
const _newsIsTheDomainsNews: SameType<Omit<NewsRecord, 'order'>, Omit<NewsItem, '_id'>> = true;

/**
 * bookDeletions/{bookId}: when a book was deleted. Instances catching up after an idle spell
 * query books by updatedAt, which cannot show a deletion; this can (catalog-index.ts).
 */
export const bookDeletionShape = shape({ deletedAt: timestamp });
export type BookDeletionRecord = RecordOf<typeof bookDeletionShape>;

/** meta/seed: the demo catalog was written once, so deleting its books does not bring them back. */
export const seedMarkerShape = shape({ seededAt: timestamp, books: amount });
export type SeedMarkerRecord = RecordOf<typeof seedMarkerShape>;

const seedMarkerConverter = storedAs(seedMarkerShape);

/**
 * meta/catalogSnapshot: which compact copy of the catalog a new instance loads (decision 060,
 * services/catalog/catalog-snapshot.ts). `lineage` is kept by each successor and made anew when
 * a snapshot is built from an empty or replaced store; `syncedAt` is the server time the copy
 * is current at, which is where a loading instance's catch-up by `updatedAt` starts.
 */
export const catalogSnapshotHeadShape = shape({
  id: text,
  lineage: text,
  version: amount,
  /** The encoding of the parts; an instance that knows another one reads the books instead. */
  format: amount,
  syncedAt: timestamp,
  builtAt: timestamp,
  books: amount,
  bytes: amount,
  /** catalogSnapshotParts ids, in order: their bytes joined are one gzip stream. */
  parts: listOf(text),
  /** The previous snapshot's parts, left for instances still reading them; the next build deletes them. */
  retired: listOf(text),
});
export type CatalogSnapshotHeadRecord = RecordOf<typeof catalogSnapshotHeadShape>;

/** catalogSnapshotParts/{id}: up to 900,000 bytes of a snapshot's gzip stream. */
export const catalogSnapshotPartShape = shape({ data: bytes });
export type CatalogSnapshotPartRecord = RecordOf<typeof catalogSnapshotPartShape>;

const catalogSnapshotHeadConverter = storedAs(catalogSnapshotHeadShape);

export const catalogCollections = {
  books: collectionOf('books', bookShape),
  covers: collectionOf('covers', coverShape),
  news: collectionOf('news', newsShape),
  bookDeletions: collectionOf('bookDeletions', bookDeletionShape),
  seedMarker: () => db().collection('meta').doc('seed').withConverter(seedMarkerConverter),
  catalogSnapshotHead: () => db().collection('meta').doc('catalogSnapshot').withConverter(catalogSnapshotHeadConverter),
  catalogSnapshotParts: collectionOf('catalogSnapshotParts', catalogSnapshotPartShape),
};

const titleAndStock = storedAs(pick(bookShape, 'title', 'stock'));
const category = storedAs(pick(bookShape, 'category'));
/** Books stored before stock existed have no stock field at all: `stock` is then left out. */
const storedStock = storedAs(
  shape({ stock: (value): number | undefined => (typeof value === 'number' ? value : undefined) }),
);

/**
 * `select()` answers untyped documents with only the fields asked for; these ask for a few
 * fields of the books and type exactly what comes back.
 */
export const bookFields = {
  titleAndStock: (books: Query<BookRecord, BookRecord>) => books.select('title', 'stock').withConverter(titleAndStock),
  /** The stored category as it is, not trimmed: the genre migration compares it exactly. */
  category: (books: Query<BookRecord, BookRecord>) => books.select('category').withConverter(category),
  storedStock: (books: Query<BookRecord, BookRecord>) => books.select('stock').withConverter(storedStock),
};

/**
 * Books read in a transaction in one call, sorted by id, and answered in the order asked. Reads
 * lock on the emulator: every transaction that reads books takes their locks in this one order
 * (after the customer's documents), so two of them never wait on each other until a lock times out.
 */
export async function getBooksInLockOrder(
  tx: Transaction,
  refs: Array<DocumentReference<BookRecord, BookRecord>>,
): Promise<Array<DocumentSnapshot<BookRecord, BookRecord>>> {
  const sorted = [...refs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byId = new Map((await tx.getAll(...sorted)).map((snapshot) => [snapshot.id, snapshot]));
  return refs.map((ref) => byId.get(ref.id)!);
}

export function toBook(snapshot: QueryDocumentSnapshot<BookRecord, BookRecord>): Book;
export function toBook(snapshot: DocumentSnapshot<BookRecord, BookRecord>): Book | undefined;
export function toBook(snapshot: DocumentSnapshot<BookRecord, BookRecord>): Book | undefined {
  const record = snapshot.data();
  if (!record) return undefined;
  return bookFromRecord(snapshot.id, record);
}

/** The API's Book from a stored record: the sold count stays on the server. */
export function bookFromRecord(id: string, record: BookRecord): Book {
  const { createdAt, updatedAt, sold: _private, ...fields } = record;
  return { _id: id, ...fields, createdAt: iso(createdAt), updatedAt: iso(updatedAt) };
}

export function toNewsItem(snapshot: QueryDocumentSnapshot<NewsRecord, NewsRecord>): NewsItem {
  const { title, description, image } = snapshot.data();
  return { _id: snapshot.id, title, description, image };
}
