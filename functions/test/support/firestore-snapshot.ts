import { db } from './emulators';

/**
 * Every document of every top-level collection, as JSON text keyed by path. Comparing two
 * snapshots proves a request wrote nothing anywhere, including collections added later.
 * A mail document's `delivery` is left out: the sender moves it on by itself after an earlier
 * request's commit, while the request under test runs. A mail document added or changed
 * otherwise still shows.
 */
export async function snapshotFirestore(options: { except?: string[] } = {}): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  const collections = (await db.listCollections()).filter((c) => !options.except?.includes(c.id));
  for (const collection of collections) {
    for (const doc of (await collection.get()).docs) {
      const data = doc.data();
      if (collection.id === 'mail') delete data.delivery;
      snapshot[doc.ref.path] = JSON.stringify(data);
    }
  }
  return snapshot;
}
