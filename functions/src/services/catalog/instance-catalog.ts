import { Timestamp } from 'firebase-admin/firestore';
import type { BookRecord } from '../../db/catalog';
import { collections } from '../../db/collections';
import { countCatalogDocuments } from '../../db/operation-count';
import { CatalogIndex, indexedBook } from './catalog-index';
import { readSnapshot, readSnapshotHead, writeSnapshot, type SnapshotHead } from './catalog-snapshot';

/**
 * This instance's copy of the catalog (decision 060). It starts from the stored snapshot (a
 * handful of documents) and catches up on the books written and deleted since, by their
 * `updatedAt` and `deletedAt` in the server's commit time; no listener, so a write costs no
 * instance anything until it next asks. Shoppers' requests catch up at most once a second and
 * share that catch-up; the owner's (`fresh`) catch up every time, so an owner never sees a list
 * older than their last change, whichever instance made it.
 */

/** How stale a shopper's list may be: one catch-up a second per busy instance, none when idle. */
export const FRESH_MS = 1_000;
/** Books changed since the snapshot after which an instance stores a new one. */
export const REBUILD_CHANGES = 500;
/** Server time after which any change since the snapshot is worth a new one. */
export const REBUILD_AGE_MS = 10 * 60_000;

interface InstanceCatalog {
  index: CatalogIndex;
  /** The head this copy follows; undefined when none could be stored. */
  head: SnapshotHead | undefined;
  /** Books and deletions taken in since `head` was built, as this instance counted them. */
  changesSinceHead: number;
  /** This instance's clock at its last catch-up. */
  caughtUpAt: number;
}

let current: InstanceCatalog | null = null;
let loading: Promise<InstanceCatalog> | null = null;
let sharedCatchUp: Promise<void> | null = null;

/** The snapshot's books caught up to now; or, with no usable snapshot, every book, stored as one. */
async function load(): Promise<InstanceCatalog> {
  const head = await readSnapshotHead();
  const stored = head && (await readSnapshot(head));
  const index = new CatalogIndex();
  if (head && stored) {
    index.load(stored);
    index.syncedAt = head.syncedAt.toMillis();
    const state: InstanceCatalog = { index, head, changesSinceHead: 0, caughtUpAt: 0 };
    // Replaced between the head and the catch-up (a wipe mid-load): the caller loads again.
    await catchUp(state);
    return state;
  }
  const books = await collections.books().get();
  countCatalogDocuments(books.size);
  index.load(books.docs.map((doc) => [doc.id, indexedBook(doc.id, doc.data())]));
  index.syncedAt = books.readTime.toMillis();
  const { head: now } = await writeSnapshot(index.books(), index.syncedAt, head);
  return { index, head: now, changesSinceHead: 0, caughtUpAt: Date.now() };
}

/**
 * Whether the store's catalog was replaced under this copy, so catching up by time would miss
 * what went: the head gone (an emulator wiped between tests), of another lineage (a snapshot
 * built from an empty store), or older than the one this copy followed (a restore).
 */
function replaced(known: SnapshotHead | undefined, head: SnapshotHead | undefined): boolean {
  if (!known) return false;
  return !head || head.lineage !== known.lineage || head.version < known.version;
}

class CatalogReplaced extends Error {}

/**
 * Reads the books written and deleted since the copy was last known current: only those,
 * however large the catalog, and the head, in parallel (three reads when nothing changed).
 * Every writer of books stamps `updatedAt` (and a deletion `deletedAt`) with the server's commit
 * time, which is what `syncedAt` counts in, so nothing committed after it is missed.
 */
async function catchUp(state: InstanceCatalog): Promise<void> {
  const { index } = state;
  const since = Timestamp.fromMillis(index.syncedAt);
  const [head, changed, deleted] = await Promise.all([
    readSnapshotHead(),
    collections.books().where('updatedAt', '>', since).get(),
    collections.bookDeletions().where('deletedAt', '>', since).get(),
  ]);
  if (replaced(state.head, head)) throw new CatalogReplaced();
  changed.docs.forEach((doc) => index.put(doc.id, indexedBook(doc.id, doc.data())));
  deleted.docs.forEach((doc) => {
    const entry = index.get(doc.id);
    // A book written again after its deletion (same id) stays.
    if (entry && Date.parse(entry.book.updatedAt) <= doc.data().deletedAt.toMillis()) index.put(doc.id, undefined);
  });
  countCatalogDocuments(changed.size + deleted.size);
  index.syncedAt = Math.max(index.syncedAt, Math.min(changed.readTime.toMillis(), deleted.readTime.toMillis()));
  state.caughtUpAt = Date.now();
  if (head?.id !== state.head?.id) {
    state.head = head;
    state.changesSinceHead = 0;
  }
  state.changesSinceHead += changed.size + deleted.size;
  if (!head || state.changesSinceHead === 0) return;
  const aged = index.syncedAt - head.syncedAt.toMillis() > REBUILD_AGE_MS;
  if (state.changesSinceHead >= REBUILD_CHANGES || aged) {
    // Debounced by the head: of the instances that decide at once, one build becomes it.
    state.head = (await writeSnapshot(index.books(), index.syncedAt, head)).head;
    state.changesSinceHead = 0;
  }
}

/** load(), again while the catalog is replaced under it, a few times at most. */
async function loadSettled(): Promise<InstanceCatalog> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (!(error instanceof CatalogReplaced) || attempt === 3) throw error;
    }
  }
}

/**
 * Loads the copy once for the requests that arrive together; a failed load fails them, and the
 * next request tries again.
 */
function loaded(): Promise<InstanceCatalog> {
  loading ??= loadSettled().then(
    (state) => {
      current = state;
      loading = null;
      return state;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Catches `state` up, or loads the catalog anew when it was replaced. */
async function refresh(state: InstanceCatalog): Promise<void> {
  try {
    await catchUp(state);
  } catch (error) {
    if (!(error instanceof CatalogReplaced)) throw error;
    if (current === state) current = null;
    await loaded();
  }
}

/** The catalog index, current as described above. */
export async function catalogIndex({ fresh = false }: { fresh?: boolean } = {}): Promise<CatalogIndex> {
  const state = current ?? (await loaded());
  if (fresh) await refresh(state);
  else if (Date.now() - state.caughtUpAt >= FRESH_MS) {
    sharedCatchUp ??= refresh(state).finally(() => (sharedCatchUp = null));
    await sharedCatchUp;
  }
  return (current ?? (await loaded())).index;
}

/** A book this instance has just written or deleted, applied without waiting for a catch-up. */
export function noteBookChange(id: string, record: BookRecord | undefined): void {
  current?.index.put(id, record && indexedBook(id, record));
}
