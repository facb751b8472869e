import { categoryLabel, type Book } from '@bookstore/domain';
import { bookFromRecord, type BookRecord } from '../../db/catalog';
import { byRank, Tier, type Ranked } from './search/ranking';
import { SearchEngine, type SearchableBook } from './search/search-engine';

/**
 * The catalog's orderings and search in memory (decision 026): shoppers' pages, the search and
 * the owner's lists are answered from here without a Firestore read per book. How an instance
 * fills and refreshes it is instance-catalog.ts's (decision 060).
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

  /** Builds the list in one sort: a load brings every book at once. */
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

/**
 * A search that finds more than this fraction of the books it ranks (1 in 8) is ordered by a
 * walk of the sales order instead of a sort of its hits.
 */
const RANKED_BY_WALK = 8;

let versions = 0;
const nextVersion = () => ++versions;

/** The catalog's orderings, updated one changed book at a time. */
export class CatalogIndex {
  private readonly byId = new Map<string, IndexedBook>();
  readonly newest = new SortedList(byNewest);
  readonly topSellers = new SortedList(bySold);
  private readonly topSellersIn = new Map<string, SortedList>();
  /** The text search over the same books (search/search-engine.ts), kept current with them. */
  private readonly engine = new SearchEngine();
  /**
   * Moves on with every change, so answers built from the index can be cached per version. One
   * count for every index of the process: an instance that loads its catalog anew must not
   * find a cached answer of the index it replaced under the same number.
   */
  version = nextVersion();
  /**
   * The server time this index is known to be current at: the snapshot's, or the read time of
   * the full read or of the last catch-up. Books written after it are read again.
   */
  syncedAt = 0;

  get size(): number {
    return this.byId.size;
  }

  /** Every book, in no particular order: what a snapshot stores. */
  books(): IterableIterator<IndexedBook> {
    return this.byId.values();
  }

  get(id: string): IndexedBook | undefined {
    return this.byId.get(id);
  }

  load(entries: Array<[string, IndexedBook]>): void {
    this.version = nextVersion();
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
    this.version = nextVersion();
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
    const found = this.engine.find(q);
    if (found.size === 0) return [];
    const sameTitle = SearchEngine.exactTitle(q);
    // The engine marks only titles as long as the query (`the`: ~17,000 title hits, a few of one word).
    const confirmed = (tier: Tier, title: string) =>
      tier === Tier.ExactTitle && !sameTitle(title) ? Tier.Title : tier;
    const books = category ? this.topSellersOf(category) : this.topSellers.items;
    if (found.size * RANKED_BY_WALK < books.length) {
      const inGenre = this.genreTest(category);
      const ranked: Array<Ranked & { entry: IndexedBook }> = [];
      for (const { id, tier } of found.hits()) {
        const entry = this.byId.get(id);
        if (!entry || !inGenre(entry)) continue;
        ranked.push({
          entry,
          id,
          tier: confirmed(tier, entry.book.title),
          sold: entry.sold,
          createdMs: entry.createdMs,
        });
      }
      return ranked.sort(byRank).map((hit) => hit.entry);
    }
    // Within a tier the rank is the sales order (sold, newest, id), which the lists keep: one walk
    // of it, each book put in its tier, gives the same order as the sort without sorting.
    const tiers: IndexedBook[][] = [[], [], [], [], []];
    for (const entry of books) {
      const tier = found.tierOf(entry.book._id);
      if (tier !== undefined) tiers[confirmed(tier, entry.book.title)]!.push(entry);
    }
    return ([] as IndexedBook[]).concat(...tiers);
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
