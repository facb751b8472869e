import { DEMO_PROJECT_ID } from '@bookstore/domain';
import { auth, db } from '../../functions/src/firebase';
import type { RunningEmulators } from './emulator-hub';

/** Documents per top-level collection, and Auth accounts: what a backup holds, in the owner's terms. */
export interface StoreContents {
  collections: Record<string, number>;
  accounts: number;
}

/** Points the Admin SDK at the emulators the hub named (before its first call). */
export function useHubEmulators(emulators: RunningEmulators): void {
  process.env.GCLOUD_PROJECT = DEMO_PROJECT_ID;
  process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore.host;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulators.auth.host;
}

export async function storeContents(): Promise<StoreContents> {
  const collections: Record<string, number> = {};
  for (const collection of await db().listCollections()) {
    collections[collection.id] = (await collection.count().get()).data().count;
  }
  let accounts = 0;
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(1000, pageToken);
    accounts += page.users.length;
    pageToken = page.pageToken;
  } while (pageToken);
  return { collections, accounts };
}

/** One line: "orders 12, books 42, … ; 7 accounts". */
export function describeContents({ collections, accounts }: StoreContents): string {
  const parts = Object.entries(collections)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => `${name} ${count}`);
  return `${parts.length > 0 ? parts.join(', ') : 'no documents'}; ${accounts} account${accounts === 1 ? '' : 's'}`;
}
