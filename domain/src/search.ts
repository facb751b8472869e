import { normalizeIsbn } from './isbn';

interface Searchable {
  title: string;
  author: string;
  ISBN: string;
}

/**
 * The one search rule, used by the API's ?q= and the header's suggestions:
 * title or author contain the text (case-insensitive), or the ISBN does, ignoring hyphens.
 */
export function matchesSearch(book: Searchable, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (book.title.toLowerCase().includes(q) || book.author.toLowerCase().includes(q)) return true;
  const isbnQuery = normalizeIsbn(q);
  return isbnQuery.length > 0 && normalizeIsbn(book.ISBN).includes(isbnQuery);
}
