import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { bookShape, type CatalogSnapshotHeadRecord } from '../../db/catalog';
import { collections } from '../../db/collections';
import { getAllOf } from '../../db/documents';
import { runTransaction } from '../../db/store-transaction';
import { db } from '../../firebase';
import { indexedBook, type IndexedBook } from './catalog-index';

/**
 * The catalog as a handful of documents (decision 060): every book's list and search fields as
 * one gzipped JSON array, cut into parts under Firestore's 1 MiB document limit, and a head
 * document naming the parts. A new instance reads the head and its parts (3 documents at
 * 20,000 books) instead of every book, then catches up on the books changed since.
 */

export type SnapshotHead = CatalogSnapshotHeadRecord;

/** What `format` says the parts hold: rows as rowOf writes them. */
export const SNAPSHOT_FORMAT = 1;
/** Bytes of the gzip stream per part: a document is at most 1 MiB with its name and fields. */
export const PART_BYTES = 900_000;
/** Parts written per batch: a request is at most 10 MiB. */
const PARTS_PER_BATCH = 8;

/** One book in a snapshot, as an array: field names would be most of the bytes. */
type Row = [
  id: string,
  ISBN: string,
  title: string,
  author: string | null,
  description: string,
  category: string,
  trending: 0 | 1,
  coverImage: string,
  oldPrice: number,
  newPrice: number,
  stock: number,
  sold: number,
  createdMs: number,
  updatedMs: number,
];

function rowOf({ book, sold, createdMs }: IndexedBook): Row {
  const { _id, ISBN, title, author, description, category, trending, coverImage, oldPrice, newPrice, stock } = book;
  return [
    _id,
    ISBN,
    title,
    author ?? null,
    description,
    category,
    trending ? 1 : 0,
    coverImage,
    oldPrice,
    newPrice,
    stock,
    sold,
    createdMs,
    Date.parse(book.updatedAt),
  ];
}

/** A row back to the index's entry, read by the books' own shape, so odd values get its defaults. */
function entryOf(row: unknown): [string, IndexedBook] {
  if (!Array.isArray(row) || row.length !== 14 || typeof row[0] !== 'string' || row[0] === '')
    throw new Error('A catalog snapshot row is not in format 1.');
  const [id, ISBN, title, author, description, category, trending, coverImage, oldPrice, newPrice, stock, sold] =
    row as Row;
  const at = (ms: unknown) => (typeof ms === 'number' && Number.isFinite(ms) ? Timestamp.fromMillis(ms) : undefined);
  const stored = {
    ISBN,
    title,
    author,
    description,
    category,
    trending: trending === 1,
    coverImage,
    oldPrice,
    newPrice,
    stock,
    sold,
    createdAt: at(row[12]),
    updatedAt: at(row[13]),
  };
  return [id, indexedBook(id, bookShape(stored, stored))];
}

/** The books as one gzip stream, cut into parts of at most PART_BYTES. */
export function encodeCatalog(books: Iterable<IndexedBook>): { parts: Buffer[]; books: number; bytes: number } {
  const rows = Array.from(books, rowOf);
  const stream = gzipSync(JSON.stringify(rows));
  const parts: Buffer[] = [];
  for (let at = 0; at < stream.length; at += PART_BYTES) parts.push(stream.subarray(at, at + PART_BYTES));
  return { parts, books: rows.length, bytes: stream.length };
}

/** The parts' books; throws on anything that is not a whole snapshot of this format. */
export function decodeCatalog(parts: readonly Buffer[]): Array<[string, IndexedBook]> {
  const rows: unknown = JSON.parse(gunzipSync(Buffer.concat(parts)).toString('utf8'));
  if (!Array.isArray(rows)) throw new Error('A catalog snapshot is not a list of books.');
  return rows.map(entryOf);
}

export async function readSnapshotHead(): Promise<SnapshotHead | undefined> {
  return (await collections.catalogSnapshotHead().get()).data();
}

/**
 * The books of the snapshot `head` names, or undefined when it cannot be used: another format,
 * a part gone (two builds replaced it while this instance read), or bytes that do not decode.
 */
export async function readSnapshot(head: SnapshotHead): Promise<Array<[string, IndexedBook]> | undefined> {
  if (head.format !== SNAPSHOT_FORMAT || head.parts.length === 0) return undefined;
  const parts = await getAllOf(head.parts.map((id) => collections.catalogSnapshotParts().doc(id)));
  const data = parts.map((part) => part.data()?.data);
  if (data.some((bytes) => bytes === undefined)) return undefined;
  try {
    return decodeCatalog(data as Buffer[]);
  } catch (error) {
    logger.warn('Catalog snapshot unreadable; reading the books instead', { id: head.id, error: String(error) });
    return undefined;
  }
}

async function writeParts(ids: readonly string[], parts: readonly Buffer[] | null): Promise<void> {
  const ref = (id: string) => collections.catalogSnapshotParts().doc(id);
  for (let from = 0; from < ids.length; from += PARTS_PER_BATCH) {
    const batch = db().batch();
    ids.slice(from, from + PARTS_PER_BATCH).forEach((id, i) => {
      if (parts) batch.set(ref(id), { data: parts[from + i]! });
      else batch.delete(ref(id));
    });
    await batch.commit();
  }
}

export interface SnapshotWrite {
  /** Whether this snapshot became the head; false when another instance's build came first. */
  written: boolean;
  /** The head now, this build's or the one that came first (undefined only if none is stored). */
  head: SnapshotHead | undefined;
}

/**
 * Stores `books`, current at the server time `syncedAt`, as the successor of `basedOn` (the head
 * as the caller last read it; undefined when there was none). The parts are written first; the
 * head then moves to them in a transaction, only if it is still `basedOn`, so of two instances
 * building at once one wins and the other deletes its parts. The head before `basedOn` loses its
 * parts then: instances that were reading them have had a whole build's time to finish.
 */
export async function writeSnapshot(
  books: Iterable<IndexedBook>,
  syncedAt: number,
  basedOn: SnapshotHead | undefined,
): Promise<SnapshotWrite> {
  const { parts, books: count, bytes } = encodeCatalog(books);
  const id = randomUUID();
  const partIds = parts.map((_, n) => `${id}-${n}`);
  await writeParts(partIds, parts);
  const headRef = collections.catalogSnapshotHead();
  const outcome = await runTransaction(async (tx): Promise<SnapshotWrite> => {
    const current = (await tx.get(headRef)).data();
    if (current?.id !== basedOn?.id) return { written: false, head: current };
    const head: SnapshotHead = {
      id,
      // A build from an empty or replaced store starts a lineage; its successors keep it.
      lineage: basedOn?.lineage || randomUUID(),
      version: (basedOn?.version ?? 0) + 1,
      format: SNAPSHOT_FORMAT,
      syncedAt: Timestamp.fromMillis(syncedAt),
      builtAt: Timestamp.now(),
      books: count,
      bytes,
      parts: partIds,
      retired: current?.parts ?? [],
    };
    for (const old of current?.retired ?? []) tx.delete(collections.catalogSnapshotParts().doc(old));
    tx.set(headRef, head);
    return { written: true, head };
  });
  if (!outcome.written) await writeParts(partIds, null);
  return outcome;
}
