import { matchesSearch, type Book } from '@bookstore/domain';

export const MIN_QUERY_LENGTH = 2;

/** The shared search rule over the cached catalog: title, author or ISBN. */
export function searchBooks(books: Book[], query: string, limit = Infinity): Book[] {
  const q = query.trim();
  if (q.length < MIN_QUERY_LENGTH) return [];
  return books.filter((book) => matchesSearch(book, q)).slice(0, limit);
}
