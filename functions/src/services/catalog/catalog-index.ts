import { categoryLabel, type Book } from '@bookstore/domain';
import { Timestamp, type DocumentChange, type QuerySnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { bookFromRecord, type BookRecord } from '../../db/catalog';
import { collections } from '../../db/collections';
import { countListenerDocuments } from '../../db/operation-count';
import { lastWake } from './instance-wake';
import { byRank, Tier } from './search/ranking';
import { SearchEngine, type SearchableBook } from './search/search-engine';

/**
 * The catalog in this instance's memory, kept current by a listener on `books` (decision 026).
 * The listener reads every book once when the instance starts, then only the documents that
 * change: an order that takes stock from one book costs each instance one document, at 42 books
 * or 20,000. Shoppers' pages, the search and the owner's lists are answered from here without
 * a Firestore read.
 */

/** One book as the index holds it: the API's Book, and what its orderings and search need. */
export interface IndexedBook {
  book: Book;
  sold: number;
  createdMs: number;
  /** Lower-cased and trimmed, as `sameCategory` compares. */
  category: string;
}

/** Newest first; the id settles equal times, so every ordering is total and pages never overlap. */
const byNewest = (a: IndexedBook, b: IndexedBook) =>
  b.createdMs - a.createdMs || (a.book._id < b.book._id ? -1 : a.book._id > b.book._id ? 1 : 0);
/** Most copies sold first, then newest: a new catalog with no sales reads like the newest-first list. */
const bySold = (a: IndexedBook, b: IndexedBook) => b.sold - a.sold || byNewest(a, b);

/** A list kept in order by inserting and removing at binary-searched positions. */
class SortedList {
  readonly items: IndexedBook[] = [];
  constructor(private readonly compare: (a: IndexedBook, b: IndexedBook) => number) {}

  /** First position whose item does not sort before `entry`. */
  private lowerBound(entry: IndexedBook): number {
    let low = 0;
    let high = this.items.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.compare(this.items[mid]!, entry) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  insert(entry: IndexedBook): void {
    this.items.splice(this.lowerBound(entry), 0, entry);
  }

  remove(entry: IndexedBook): void {
    // The ordering is total, so the entry sits exactly at its lower bound.
    const at = this.lowerBound(entry);
    if (this.items[at] === entry) this.items.splice(at, 1);
  }

  /** Builds the list in one sort: the first snapshot brings every book at once. */
  reset(entries: IndexedBook[]): void {
    this.items.length = 0;
    this.items.push(...entries.sort(this.compare));
  }
}

export function indexedBook(id: string, record: BookRecord): IndexedBook {
  return {
    book: bookFromRecord(id, record),
    sold: record.sold,
    createdMs: record.createdAt.toMillis(),
    category: record.category.trim().toLowerCase(),
  };
}

/** What the search engine indexes of a book. */
export function searchableBook(entry: IndexedBook): SearchableBook {
  const { _id, title, author, ISBN, description, category } = entry.book;
  return { id: _id, title, author, ISBN, description, genre: categoryLabel(category) };
}

/** The catalog's orderings, updated one changed book at a time. */
export class CatalogIndex {
  private readonly byId = new Map<string, IndexedBook>();
  readonly newest = new SortedList(byNewest);
  readonly topSellers = new SortedList(bySold);
  private readonly topSellersIn = new Map<string, SortedList>();
  /** The text search over the same books (search/search-engine.ts), kept current with them. */
  private readonly engine = new SearchEngine();
  /** Moves on with every change, so answers built from the index can be cached per version. */
  version = 0;
  /**
   * The server time this index is known to be current at: the read time of the listener's last
   * snapshot, or of the last catch-up. After an idle spell, books written since are read again.
   */
  syncedAt = 0;

  get size(): number {
    return this.byId.size;
  }

  get(id: string): IndexedBook | undefined {
    return this.byId.get(id);
  }

  load(entries: Array<[string, IndexedBook]>): void {
    this.version++;
    this.byId.clear();
    this.topSellersIn.clear();
    for (const [id, entry] of entries) this.byId.set(id, entry);
    const all = [...this.byId.values()];
    this.newest.reset([...all]);
    this.topSellers.reset([...all]);
    const groups = new Map<string, IndexedBook[]>();
    for (const entry of all) {
      const group = groups.get(entry.category) ?? [];
      group.push(entry);
      groups.set(entry.category, group);
    }
    for (const [category, group] of groups) this.genre(category).reset(group);
    this.engine.load(all.map(searchableBook));
  }

  /** Puts a changed book in place (or removes it, with `entry` undefined). */
  put(id: string, entry: IndexedBook | undefined): void {
    this.version++;
    const old = this.byId.get(id);
    if (old) {
      this.newest.remove(old);
      this.topSellers.remove(old);
      this.topSellersIn.get(old.category)?.remove(old);
      this.byId.delete(id);
      this.engine.remove(id);
    }
    if (!entry) return;
    this.byId.set(id, entry);
    this.engine.put(searchableBook(entry));
    this.newest.insert(entry);
    this.topSellers.insert(entry);
    this.genre(entry.category).insert(entry);
  }

  /** Top Sellers of one genre (any spelling of its id), empty for a genre with no books. */
  topSellersOf(category: string): readonly IndexedBook[] {
    return this.topSellersIn.get(category.trim().toLowerCase())?.items ?? [];
  }

  /**
   * Every book the query finds (search/search-engine.ts: all words, typos and spellings
   * forgiven), in one genre when asked, ranked by search/ranking.ts.
   */
  search(q: string, category?: string): IndexedBook[] {
    const inGenre = this.genreTest(category);
    const sameTitle = SearchEngine.exactTitle(q);
    const ranked = this.engine.search(q).flatMap(({ id, tier }) => {
      const entry = this.byId.get(id);
      if (!entry || !inGenre(entry)) return [];
      const exact = tier === Tier.Title && sameTitle(entry.book.title);
      return [{ entry, id, tier: exact ? Tier.ExactTitle : tier, sold: entry.sold, createdMs: entry.createdMs }];
    });
    return ranked.sort(byRank).map((hit) => hit.entry);
  }

  /**
   * The book stored with this ISBN (either form), from the search engine's ISBN table: the
   * catalog import's exact match. Two books with one ISBN: the oldest, as it always was.
   */
  withIsbn(isbn: string): Book | undefined {
    const entries = this.engine.withIsbn(isbn).map((id) => this.byId.get(id)!);
    return entries.sort((a, b) => byNewest(b, a))[0]?.book;
  }

  /** For a search that found nothing: up to `count` titles close to the query, best first. */
  didYouMean(q: string, count: number, category?: string): string[] {
    const inGenre = this.genreTest(category);
    const titles = new Set<string>();
    for (const id of this.engine.closest(q, count * 2, (id) => inGenre(this.byId.get(id)))) {
      if (titles.size < count) titles.add(this.byId.get(id)!.book.title);
    }
    return [...titles];
  }

  private genreTest(category: string | undefined): (entry: IndexedBook | undefined) => entry is IndexedBook {
    const wanted = category?.trim().toLowerCase();
    return (entry): entry is IndexedBook => entry !== undefined && (!wanted || entry.category === wanted);
  }

  private genre(category: string): SortedList {
    let list = this.topSellersIn.get(category);
    if (!list) this.topSellersIn.set(category, (list = new SortedList(bySold)));
    return list;
  }
}

let index: CatalogIndex | null = null;
let ready: Promise<CatalogIndex> | null = null;
/** The catch-up for the instance's latest wake, shared by the requests that arrive with it. */
let wakeCatchUp: { wokeAt: number; done: Promise<void> } | null = null;

function applySnapshot(target: CatalogIndex, snapshot: QuerySnapshot<BookRecord, BookRecord>, first: boolean): void {
  const changes = snapshot.docChanges();
  countListenerDocuments(changes.length);
  if (first) target.load(snapshot.docs.map((doc) => [doc.id, indexedBook(doc.id, doc.data())]));
  else
    changes.forEach((change: DocumentChange<BookRecord, BookRecord>) =>
      target.put(change.doc.id, change.type === 'removed' ? undefined : indexedBook(change.doc.id, change.doc.data())),
    );
  // A snapshot holds every commit up to its read time.
  target.syncedAt = Math.max(target.syncedAt, snapshot.readTime.toMillis());
}

/** Starts this instance's listener once; resolves with the index when the first snapshot is in. */
function listen(): Promise<CatalogIndex> {
  ready ??= new Promise<CatalogIndex>((resolve, reject) => {
    const target = new CatalogIndex();
    let first = true;
    const stop = collections.books().onSnapshot(
      (snapshot) => {
        applySnapshot(target, snapshot, first);
        if (first) {
          first = false;
          index = target;
          resolve(target);
        }
      },
      (error) => {
        // The next request listens again; this one fails rather than answer from a dead index.
        logger.warn('Catalog listener failed', { error: String(error) });
        stop();
        index = null;
        ready = null;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
  return ready;
}

/**
 * Reads the books written and deleted since the index was last known current: only those,
 * however large the catalog. Two queries in parallel, each billed as at least one read. The
 * API's writers stamp `updatedAt` and `deletedAt` with the server's commit time, which is what
 * `syncedAt` counts in, so nothing committed after it is missed and nothing before it re-read.
 */
async function catchUp(target: CatalogIndex): Promise<void> {
  const since = Timestamp.fromMillis(target.syncedAt);
  const [changed, deleted] = await Promise.all([
    collections.books().where('updatedAt', '>', since).get(),
    collections.bookDeletions().where('deletedAt', '>', since).get(),
  ]);
  changed.docs.forEach((doc) => target.put(doc.id, indexedBook(doc.id, doc.data())));
  deleted.docs.forEach((doc) => {
    const entry = target.get(doc.id);
    // A book written again after its deletion (same id) stays.
    if (entry && Date.parse(entry.book.updatedAt) <= doc.data().deletedAt.toMillis()) target.put(doc.id, undefined);
  });
  target.syncedAt = Math.max(target.syncedAt, Math.min(changed.readTime.toMillis(), deleted.readTime.toMillis()));
}

/**
 * The catalog index, current as far as this instance knows.
 * - Shoppers (`fresh` false): no Firestore read in the steady state; the listener has pushed
 *   every change. Once per wake from an idle spell (instance-wake.ts), the books changed and
 *   deleted meanwhile are read, and the requests arriving with it wait for that one catch-up.
 * - The owner's screens (`fresh` true): a catch-up on every request, so an owner never sees a
 *   list older than their last change, whichever instance made it.
 */
export async function catalogIndex({ fresh = false }: { fresh?: boolean } = {}): Promise<CatalogIndex> {
  const wasListening = index !== null;
  const target = await listen();
  // A listener that has only just started has read everything; nothing to catch up on.
  if (!wasListening) return target;
  if (fresh) {
    await catchUp(target);
    return target;
  }
  const wokeAt = lastWake();
  if (wakeCatchUp?.wokeAt !== wokeAt) {
    // A failed catch-up fails its requests, and the next request tries again.
    const done = catchUp(target).catch((error: unknown) => {
      wakeCatchUp = null;
      throw error;
    });
    wakeCatchUp = { wokeAt, done };
  }
  await wakeCatchUp?.done;
  return target;
}

/** A book this instance has just written or deleted, applied without waiting for the listener. */
export function noteBookChange(id: string, record: BookRecord | undefined): void {
  index?.put(id, record && indexedBook(id, record));
}
