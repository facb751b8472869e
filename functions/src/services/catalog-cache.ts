import type { Book } from '@bookstore/domain';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { collections } from '../db/collections';
import { db } from '../firebase';

/**
 * The whole catalog, kept in this instance's memory between requests. Every write to books
 * bumps `meta/catalog.version` in the same transaction; a request reads only that one small
 * document and reuses the cached list while the version is unchanged. Instances do not share
 * memory, but they all read the same version, so none serves a list older than its last check.
 */
export interface CatalogSnapshot {
  books: Book[];
  /** The list serialised once, so unchanged lists cost no JSON work. */
  json: string;
  etag: string;
  /** The same JSON gzipped once per version: ~19 KB becomes ~4 KB on a phone's connection. */
  gzip: Buffer;
  gzipEtag: string;
}

const versionRef = () => db.collection('meta').doc('catalog');
let cached: (CatalogSnapshot & { version: string }) | null = null;

/** Call inside every transaction or batch that changes books. */
export function bumpCatalogVersion(writer: Transaction | WriteBatch): void {
  (writer as WriteBatch).set(versionRef(), { version: FieldValue.increment(1), changedAt: FieldValue.serverTimestamp() }, { merge: true });
}

export async function catalogSnapshot(): Promise<CatalogSnapshot> {
  const meta = await versionRef().get();
  // No version document (a database written by hand): read through, cache nothing.
  const version = meta.exists ? `${meta.get('version')}@${meta.updateTime?.toMillis()}` : null;
  if (version && cached?.version === version) return cached;
  const snapshot = await collections.books().orderBy('createdAt', 'desc').get();
  const books = snapshot.docs.map((doc) => doc.data());
  const json = JSON.stringify(books);
  const hash = createHash('sha1').update(json).digest('base64url');
  // Each encoding is its own representation, so each gets its own strong ETag.
  const entry = { books, json, etag: `"${hash}"`, gzip: gzipSync(json), gzipEtag: `"${hash}-gz"` };
  cached = version ? { ...entry, version } : null;
  return entry;
}
