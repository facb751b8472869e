import type { CollectionReference, DocumentData } from 'firebase-admin/firestore';
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

/**
 * Every document at every depth (subcollections too), whole, keyed by path: for proving two
 * states of the database identical field by field, as the restore test does. Data, not JSON
 * text: a document read back from an import may list its fields in another order.
 */
export async function everyDocument(): Promise<Record<string, DocumentData>> {
  const documents: Record<string, DocumentData> = {};
  const walk = async (collections: CollectionReference[]): Promise<void> => {
    for (const collection of collections) {
      for (const ref of await collection.listDocuments()) {
        const doc = await ref.get();
        // A path with subcollections but no document of its own holds nothing to compare.
        if (doc.exists) documents[ref.path] = doc.data()!;
        await walk(await ref.listCollections());
      }
    }
  };
  await walk(await db.listCollections());
  return documents;
}
