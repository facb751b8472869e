import { normalizeIsbn } from './isbn';

interface Searchable {
  title: string;
  /** A book without an author is found by its title and ISBN. */
  author?: string;
  ISBN: string;
}

/** What the search compares, worked out once per book: the catalog index keeps it. */
export interface SearchKey {
  /** Title and author, lower-cased, on separate lines so no match spans both. */
  text: string;
  isbn: string;
}

export function searchKey(book: Searchable): SearchKey {
  return { text: `${book.title}\n${book.author ?? ''}`.toLowerCase(), isbn: normalizeIsbn(book.ISBN) };
}

/** A query worked out once, for comparing with many books. */
export interface SearchQuery {
  text: string;
  isbn: string;
}

export function searchQuery(query: string): SearchQuery {
  const text = query.trim().toLowerCase();
  return { text, isbn: normalizeIsbn(text) };
}

export function matchesSearchKey(key: SearchKey, query: SearchQuery): boolean {
  if (!query.text) return true;
  if (!query.text.includes('\n') && key.text.includes(query.text)) return true;
  return query.isbn.length > 0 && key.isbn.includes(query.isbn);
}

/**
 * The one search rule, used by the API and the owner's Manage Books: title or author contain
 * the text (case-insensitive), or the ISBN does, ignoring hyphens.
 */
export function matchesSearch(book: Searchable, query: string): boolean {
  return matchesSearchKey(searchKey(book), searchQuery(query));
}
