import { FieldValue } from 'firebase-admin/firestore';
import { collections, type MergeWriter } from '../db/collections';

/**
 * Call inside every transaction or batch that changes books: instances cache the catalog per
 * version (catalog-cache.ts). The API, the seed and the bench all bump it through here; it
 * loads nothing but the collections, so scripts can import it cheaply.
 */
export function bumpCatalogVersion(writer: MergeWriter): void {
  writer.set(
    collections.catalogVersion(),
    { version: FieldValue.increment(1), changedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
}
