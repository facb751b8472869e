import { db } from './emulators';

/**
 * Every document of every top-level collection, as JSON text keyed by path. Comparing two
 * snapshots proves a request wrote nothing anywhere, including collections added later.
 */
export async function snapshotFirestore(options: { except?: string[] } = {}): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  const collections = (await db.listCollections()).filter((c) => !options.except?.includes(c.id));
  for (const collection of collections) {
    for (const doc of (await collection.get()).docs) snapshot[doc.ref.path] = JSON.stringify(doc.data());
  }
  return snapshot;
}
