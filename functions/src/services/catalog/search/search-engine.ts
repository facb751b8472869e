import { isbnKey, normalizeIsbn } from '@bookstore/domain';
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import type SearchableMap from 'minisearch/SearchableMap';
import { devanagariToLatin } from './devanagari';
import { isbnForms, isbnQuery } from './isbn-forms';
import { Tier } from './ranking';
import { soundKey } from './sound-key';
import { isDevanagariWord, normalWord, words } from './words';

/** What the engine reads from a book; it keeps only its own index, not these strings. */
export interface SearchableBook {
  id: string;
  title: string;
  author?: string;
  ISBN: string;
  description: string;
  /** The genre as shoppers read it ('Mystery/Thriller'). */
  genre: string;
}

export interface SearchHit {
  id: string;
  tier: Tier;
}

/**
 * What a search found, to be listed or asked book by book: a broad word finds most of the
 * catalog, and the catalog index then walks its own sales order instead of sorting ~17,000
 * hits (decision 071). Tier.ExactTitle here marks a title hit whose title has as many words as
 * the query: the engine keeps no titles, so only the caller can tell whether it is the title
 * (exactTitle) or an ordinary title hit.
 */
export interface FoundBooks {
  readonly size: number;
  hits(): SearchHit[];
  /** A book's tier, undefined when the search did not find it. */
  tierOf(id: string): Tier | undefined;
}

const NOTHING_FOUND: FoundBooks = { size: 0, hits: () => [], tierOf: () => undefined };

/** Books found by their ISBN: all of the ISBN tier. */
function isbnHits(ids: string[]): FoundBooks {
  const found = new Set(ids);
  return {
    size: found.size,
    hits: () => [...found].map((id) => ({ id, tier: Tier.Isbn })),
    tierOf: (id) => (found.has(id) ? Tier.Isbn : undefined),
  };
}

/** A word's sound key; a Devanagari word is transliterated first, so गोदान's key is `godan`. */
export function wordKey(word: string): string {
  return soundKey(isDevanagariWord(word) ? devanagariToLatin(word) : word);
}

const keysOf = (text: string) => words(text).map(normalWord).map(wordKey).join(' ');

const PLAIN_FIELDS = ['title', 'author', 'isbn', 'description', 'genre'];
const KEY_FIELDS = ['titleKey', 'authorKey'];
const TITLE = { plain: ['title'], key: ['titleKey'] };
type Fields = typeof TITLE;

/** Typos forgiven: none below 4 letters, 1 from 4, 2 from 8. Numbers are exact. */
export function editsAllowed(term: string): number {
  if (/^\d+$/.test(term)) return 0;
  const letters = [...term].length;
  return letters >= 8 ? 2 : letters >= 4 ? 1 : 0;
}
/** "Did you mean" looks further: 1 from 3 letters, 2 from 5, 3 from 8. */
const looseEdits = (term: string) => {
  const letters = [...term].length;
  return letters >= 8 ? 3 : letters >= 5 ? 2 : letters >= 3 ? 1 : 0;
};

/**
 * A query's words, each once, at most MAX_QUERY_WORDS of them: `the the the …` (100 characters)
 * is one word, not 25 searches of 16,000 books each (2.6 s at 20,000 books before).
 */
export const MAX_QUERY_WORDS = 10;
export function queryWords(query: string): string[] {
  return [...new Set(words(query).map(normalWord))].slice(0, MAX_QUERY_WORDS);
}

/** The query's words are already split and normalised; the engine must not split them again. */
const AS_GIVEN: SearchOptions = { tokenize: (term) => [term], processTerm: (term) => term };
const BOOSTS = { title: 3, titleKey: 2, isbn: 3, author: 2, authorKey: 1.5, description: 0.5, genre: 0.5 };

/** One query word: the word itself in the plain fields, or its sound key beside the names. */
function wordQuery(word: string, last: boolean, fields: Fields, edits: (term: string) => number): Query {
  // The last word may be unfinished: someone is still typing it.
  const fuzzy = (term: string) => edits(term) || false;
  const key = wordKey(word);
  return {
    combineWith: 'OR',
    queries: [
      { queries: [word], fields: fields.plain, fuzzy, prefix: last && isPrefixLong(word) },
      { queries: [key], fields: fields.key, fuzzy, prefix: last && isPrefixLong(key) },
    ],
  };
}

/**
 * A word or sound key of letters is a prefix only from 3 letters: a sound key folds doubled
 * letters, so `zz` is `z`, and every name beginning with z matched a search for `zz $&`. A
 * number is one at any length (`title 1` finds Title 10 while it is typed).
 */
const MIN_PREFIX_LETTERS = 3;
const isPrefixLong = (term: string) => /^\d+$/.test(term) || [...term].length >= MIN_PREFIX_LETTERS;

/** A term's postings in MiniSearch 7's index: field id → document's short id → frequency. */
type Postings = Map<number, Map<number, number>>;

/**
 * The parts of MiniSearch's own state the matcher reads (7.2's fields below, not public API).
 * The search needs only which books match, never MiniSearch's BM25 scores, and scoring every
 * posting of a broad word (`the`: ~17,000 books, each scored and sorted three times) was the p95
 * (decision 071). Checked when the engine is made, so an upgrade that renames them fails every
 * search test at once instead of finding nothing.
 */
interface MiniSearchState {
  _index: SearchableMap<Postings>;
  _documentIds: Map<number, string>;
  _fieldIds: Record<string, number>;
  /** Short id → each field's word count. */
  _fieldLength: Map<number, number[]>;
  _idToShortId: Map<string, number>;
  /** One more than the highest short id given so far. */
  _nextId: number;
}

function stateOf(mini: MiniSearch<Record<string, string>>): MiniSearchState {
  const state = mini as unknown as Partial<MiniSearchState>;
  const fields = [...PLAIN_FIELDS, ...KEY_FIELDS].every((field) => typeof state._fieldIds?.[field] === 'number');
  const maps = [state._documentIds, state._fieldLength, state._idToShortId].every((map) => map instanceof Map);
  if (!fields || !maps || typeof state._index?.fuzzyGet !== 'function' || typeof state._nextId !== 'number')
    throw new Error('MiniSearch no longer has the index search-engine.ts reads (written for 7.2): update the matcher.');
  return state as MiniSearchState;
}

/** Where a query word matched, per book, as bits: in the title fields, the author fields, anywhere. */
const [IN_TITLE, IN_AUTHOR, ANYWHERE] = [1, 2, 4] as const;
/** A book's place in a search's tier table when the search did not find it. */
const NOT_FOUND = 255;

/** One query word's index terms (itself, its prefixes and typos), as MiniSearch expands a query term. */
interface WordTerms {
  plain: Postings[];
  key: Postings[];
  /** Postings the word touches: the cheapest word is matched first and narrows the others. */
  size: number;
}

/**
 * The catalog's text index over MiniSearch (decision 059). Kept current one book at a time by
 * the catalog index (catalog-index.ts): `put` replaces a book's entry, `remove` discards it;
 * MiniSearch vacuums discarded entries in the background once enough have piled up. The search
 * itself reads MiniSearch's term index directly (decision 071): the same terms, typos and
 * prefixes, without the scores.
 */
export class SearchEngine {
  private readonly mini = new MiniSearch<Record<string, string>>({
    fields: [...PLAIN_FIELDS, ...KEY_FIELDS],
    tokenize: words,
    processTerm: normalWord,
    searchOptions: { boost: BOOSTS },
  });
  private readonly state = stateOf(this.mini);
  /** Field id → where a match there counts, for a word's plain and its sound-key terms. */
  private readonly plainBits = this.fieldBits(PLAIN_FIELDS, 'title', 'author');
  private readonly keyBits = this.fieldBits(KEY_FIELDS, 'titleKey', 'authorKey');
  /** ISBN-13 (or the bare stored value) → the books stored with it. */
  private readonly byIsbn = new Map<string, Set<string>>();
  private readonly isbnOf = new Map<string, string>();

  get size(): number {
    return this.mini.documentCount;
  }

  load(books: SearchableBook[]): void {
    this.mini.removeAll();
    this.byIsbn.clear();
    this.isbnOf.clear();
    this.mini.addAll(books.map((book) => this.document(book)));
  }

  put(book: SearchableBook): void {
    if (this.mini.has(book.id)) this.remove(book.id);
    this.mini.add(this.document(book));
  }

  remove(id: string): void {
    if (!this.mini.has(id)) return;
    this.mini.discard(id);
    const isbn = this.isbnOf.get(id);
    this.isbnOf.delete(id);
    if (isbn !== undefined) this.byIsbn.get(isbn)?.delete(id);
  }

  /** The books stored with this ISBN, either form (the catalog import matches rows by it). */
  withIsbn(isbn: string): string[] {
    return [...(this.byIsbn.get(isbnKey(isbn)) ?? [])];
  }

  /** Every book the query finds, with its tier; unordered (ranking.ts orders them). */
  search(query: string): SearchHit[] {
    return this.find(query)
      .hits()
      .map(({ id, tier }) => ({ id, tier: tier === Tier.ExactTitle ? Tier.Title : tier }));
  }

  /** The books the query finds: every query word, typos and spellings forgiven (decision 059). */
  find(query: string): FoundBooks {
    const isbn = isbnQuery(query);
    const sameIsbn = isbn === undefined ? undefined : this.byIsbn.get(isbn);
    if (sameIsbn?.size) return isbnHits([...sameIsbn]);
    // Part of an ISBN as printed (978-93-81…): the bare digits, as the start of a stored ISBN.
    const bare = normalizeIsbn(query);
    if (/^\d{4,}X?$/.test(bare) && /[\s-]/.test(query.trim()))
      return isbnHits(
        this.mini.search(bare, { ...AS_GIVEN, fields: ['isbn'], prefix: true }).map((result) => String(result.id)),
      );
    const terms = queryWords(query);
    if (terms.length === 0) return NOTHING_FOUND;
    const { ids, where } = this.matching(terms);
    // Each found book's tier, worked out once: a broad word's walk asks for every book.
    const titleField = this.state._fieldIds.title!;
    const queryLength = words(query).length;
    const tiers = new Uint8Array(where.length).fill(NOT_FOUND);
    for (const shortId of ids) {
      const at = where[shortId]!;
      tiers[shortId] =
        at & IN_TITLE
          ? this.state._fieldLength.get(shortId)?.[titleField] === queryLength
            ? Tier.ExactTitle
            : Tier.Title
          : at & IN_AUTHOR
            ? Tier.Author
            : Tier.Other;
    }
    const { _documentIds: idOf, _idToShortId: shortIdOf } = this.state;
    return {
      size: ids.length,
      hits: () => ids.map((shortId) => ({ id: idOf.get(shortId)!, tier: tiers[shortId] as Tier })),
      tierOf: (id) => {
        const tier = tiers[shortIdOf.get(id) ?? -1];
        return tier === undefined || tier === NOT_FOUND ? undefined : (tier as Tier);
      },
    };
  }

  /**
   * Whether a title is the query, word for word or sound key for sound key (`godaan` is
   * गोदान). The query is worked out once; a title of another length is refused before any key.
   */
  static exactTitle(query: string): (title: string) => boolean {
    const wanted = words(query).map(normalWord);
    const plain = wanted.join(' ');
    let keyed: string | undefined;
    return (title) => {
      const have = words(title).map(normalWord);
      if (have.length !== wanted.length) return false;
      if (have.join(' ') === plain) return true;
      keyed ??= wanted.map(wordKey).join(' ');
      return have.map(wordKey).join(' ') === keyed;
    };
  }

  /**
   * For a search that found nothing: the ids of up to `count` books whose titles come closest,
   * any word matching with more typos forgiven, best first; none when no title is near (fewer
   * than half the query's words match).
   */
  closest(query: string, count: number, accept: (id: string) => boolean): string[] {
    const terms = queryWords(query);
    if (terms.length === 0) return [];
    const needed = Math.ceil(terms.length / 2);
    const results = this.mini.search(
      {
        combineWith: 'OR',
        queries: terms.map((term, i) => wordQuery(term, i === terms.length - 1, TITLE, looseEdits)),
      },
      AS_GIVEN,
    );
    const picked: string[] = [];
    for (const result of results) {
      if (picked.length >= count) break;
      const matched = terms.filter(
        (term) => result.queryTerms.includes(term) || result.queryTerms.includes(wordKey(term)),
      );
      if (matched.length >= needed && accept(String(result.id))) picked.push(String(result.id));
    }
    return picked;
  }

  /**
   * The books with every term (AND) somewhere among the fields, each with where all of them
   * matched (IN_TITLE when every word is in the title or its sound keys, IN_AUTHOR likewise):
   * the same sets as MiniSearch's AND query over all fields, the title's and the author's. The
   * word with the fewest postings goes first; each next word only looks up the books still in.
   */
  private matching(terms: string[]): { ids: number[]; where: Uint8Array } {
    const expanded = terms
      .map((term, i) => this.wordTerms(term, i === terms.length - 1))
      .sort((a, b) => a.size - b.size);
    let ids: number[] | undefined;
    let where: Uint8Array = new Uint8Array(0);
    for (const word of expanded) {
      if (ids === undefined) {
        ids = [];
        where = this.wordMatches(word, undefined, ids);
      } else {
        const here = this.wordMatches(word, where);
        for (const shortId of ids) where[shortId]! &= here[shortId]!;
        ids = ids.filter((shortId) => where[shortId]);
      }
      if (ids.length === 0) break;
    }
    return { ids: ids ?? [], where };
  }

  /** A word's terms as MiniSearch expands them: itself, words it begins (the last word), typos. */
  private wordTerms(word: string, last: boolean): WordTerms {
    const plain = this.expand(word, last);
    const key = this.expand(wordKey(word), last);
    const size = (list: Postings[], bits: Map<number, number>) =>
      list.reduce((sum, postings) => {
        for (const [fieldId, docs] of postings) if (bits.has(fieldId)) sum += docs.size;
        return sum;
      }, 0);
    return { plain, key, size: size(plain, this.plainBits) + size(key, this.keyBits) };
  }

  private expand(term: string, last: boolean): Postings[] {
    const index = this.state._index;
    const found = new Map<string, Postings>();
    const exact = index.get(term);
    if (exact) found.set(term, exact);
    if (last && isPrefixLong(term)) for (const [more, postings] of index.atPrefix(term)) found.set(more, postings);
    const edits = editsAllowed(term);
    if (edits > 0) for (const [near, [postings]] of index.fuzzyGet(term, edits)) found.set(near, postings);
    return [...found.values()];
  }

  /**
   * Where a word matches each book (by short id; 0 for no match). Once an earlier word has
   * narrowed the books, only those still in (`within`) are looked at; the first word lists the
   * books it finds in `found` instead. Short ids grow with every change an instance takes in
   * (a changed book is indexed anew), so nothing here walks every id.
   */
  private wordMatches(word: WordTerms, within: Uint8Array | undefined, found?: number[]): Uint8Array {
    const live = this.state._documentIds;
    const out = new Uint8Array(this.state._nextId);
    const add = (list: Postings[], bits: Map<number, number>) => {
      for (const postings of list)
        for (const [fieldId, docs] of postings) {
          const bit = bits.get(fieldId);
          if (bit === undefined) continue;
          for (const shortId of docs.keys()) {
            if (within ? !within[shortId] : !live.has(shortId)) continue; // discarded, awaiting vacuum
            if (found && !out[shortId]) found.push(shortId);
            out[shortId]! |= bit;
          }
        }
    };
    add(word.plain, this.plainBits);
    add(word.key, this.keyBits);
    return out;
  }

  private fieldBits(fields: string[], title: string, author: string): Map<number, number> {
    const ids = this.state._fieldIds;
    return new Map(
      fields.map((field) => [
        ids[field]!,
        ANYWHERE | (field === title ? IN_TITLE : 0) | (field === author ? IN_AUTHOR : 0),
      ]),
    );
  }

  private document(book: SearchableBook): Record<string, string> {
    const isbn = isbnKey(book.ISBN);
    this.isbnOf.set(book.id, isbn);
    const same = this.byIsbn.get(isbn) ?? new Set<string>();
    same.add(book.id);
    this.byIsbn.set(isbn, same);
    return {
      id: book.id,
      title: book.title,
      author: book.author ?? '',
      isbn: isbnForms(book.ISBN).join(' '),
      description: book.description,
      genre: book.genre,
      titleKey: keysOf(book.title),
      authorKey: keysOf(book.author ?? ''),
    };
  }
}
