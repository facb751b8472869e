import { isbnKey, normalizeIsbn } from '@bookstore/domain';
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
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

/** A word's sound key; a Devanagari word is transliterated first, so गोदान's key is `godan`. */
export function wordKey(word: string): string {
  return soundKey(isDevanagariWord(word) ? devanagariToLatin(word) : word);
}

const keysOf = (text: string) => words(text).map(normalWord).map(wordKey).join(' ');

const PLAIN_FIELDS = ['title', 'author', 'isbn', 'description', 'genre'];
const KEY_FIELDS = ['titleKey', 'authorKey'];
const TITLE = { plain: ['title'], key: ['titleKey'] };
const AUTHOR = { plain: ['author'], key: ['authorKey'] };
const EVERYWHERE = { plain: PLAIN_FIELDS, key: KEY_FIELDS };
type Fields = typeof EVERYWHERE;

/** Typos forgiven (issue 42 §1): none below 4 letters, 1 from 4, 2 from 8. Numbers are exact. */
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

/**
 * The catalog's text index over MiniSearch (decision 059). Kept current one book at a time by
 * the catalog index (catalog-index.ts): `put` replaces a book's entry, `remove` discards it;
 * MiniSearch vacuums discarded entries in the background once enough have piled up.
 */
export class SearchEngine {
  private readonly mini = new MiniSearch<Record<string, string>>({
    fields: [...PLAIN_FIELDS, ...KEY_FIELDS],
    tokenize: words,
    processTerm: normalWord,
    searchOptions: { boost: BOOSTS },
  });
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
    const isbn = isbnQuery(query);
    const sameIsbn = isbn === undefined ? undefined : this.byIsbn.get(isbn);
    if (sameIsbn?.size) return [...sameIsbn].map((id) => ({ id, tier: Tier.Isbn }));
    // Part of an ISBN as printed (978-93-81…): the bare digits, as the start of a stored ISBN.
    const bare = normalizeIsbn(query);
    if (/^\d{4,}X?$/.test(bare) && /[\s-]/.test(query.trim())) {
      return this.mini
        .search(bare, { ...AS_GIVEN, fields: ['isbn'], prefix: true })
        .map((result) => ({ id: String(result.id), tier: Tier.Isbn }));
    }
    const terms = queryWords(query);
    if (terms.length === 0) return [];
    const found = this.matching(terms, EVERYWHERE);
    if (found.length === 0) return [];
    const inTitle = new Set(this.matching(terms, TITLE));
    const inAuthor = new Set(this.matching(terms, AUTHOR));
    return found.map((id) => ({
      id,
      tier: inTitle.has(id) ? Tier.Title : inAuthor.has(id) ? Tier.Author : Tier.Other,
    }));
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

  /** Ids of the books with every term (AND) in the given fields. */
  private matching(terms: string[], fields: Fields): string[] {
    const query: Query = {
      combineWith: 'AND',
      queries: terms.map((term, i) => wordQuery(term, i === terms.length - 1, fields, editsAllowed)),
    };
    return this.mini.search(query, AS_GIVEN).map((result) => String(result.id));
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
