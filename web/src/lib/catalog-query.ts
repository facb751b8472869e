import { isDocumentId, MAX_BOOK_IDS, type Book } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from './api-client';
import { CATALOG_KEY } from './catalog-key';

/**
 * The cart's books, for their stock (GET /api/catalog/books?ids=). The ids are sorted for the
 * key, so the same cart in another order is the same answer. An id the API would refuse (a
 * cart edited by hand) is left out rather than failing the others. A cart past the API's limit
 * of ids is refused at checkout anyway; its extra lines go without a stock note.
 */
export function cartBooksQuery(ids: readonly string[]) {
  const sorted = [...new Set(ids.filter(isDocumentId))].sort().slice(0, MAX_BOOK_IDS);
  return queryOptions({
    queryKey: [...CATALOG_KEY, 'books', sorted],
    queryFn: ({ signal }) => call(routes.getBooksByIds, { query: { ids: sorted.join(',') }, signal }),
    enabled: sorted.length > 0,
  });
}

/** A book in any cached catalog answer, whatever its shape (a page, the home page's lists, a book). */
export function findCachedBook(queryClient: QueryClient, id: string): Book | undefined {
  for (const [, data] of queryClient.getQueriesData({ queryKey: CATALOG_KEY })) {
    const book = findBook(data, id);
    if (book) return book;
  }
  return undefined;
}

function findBook(value: unknown, id: string): Book | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const book = findBook(item, id);
      if (book) return book;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  // Anything with an _id here is a book: look no deeper into it.
  if ('_id' in value) return value._id === id ? (value as Book) : undefined;
  return findBook(Object.values(value), id);
}
