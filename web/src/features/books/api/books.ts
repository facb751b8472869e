import { type Book, type BookDetail } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '@web/lib/api-client';
import { CATALOG_KEY } from '@web/lib/catalog-key';
import { findCachedBook } from '@web/lib/catalog-query';

export const bookQueryKey = (id: string) => [...CATALOG_KEY, 'book', id];

/** The book page's book: its rating is missing only while a book from a list stands in for it. */
export type BookOnPage = Book & { rating?: BookDetail['rating'] };

/** The book, or null when there is no such book (the page then shows not-found, as the server does). */
async function fetchBook(id: string, signal: AbortSignal): Promise<BookDetail | null> {
  try {
    return await call(routes.getBook, { params: { id }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useBook(id: string) {
  const queryClient = useQueryClient();
  return useQuery<BookOnPage | null>({
    queryKey: bookQueryKey(id),
    queryFn: ({ signal }) => fetchBook(id, signal),
    // A book the shopper came from (a carousel, a search, a suggestion) shows at once while its own request refreshes it.
    placeholderData: () => findCachedBook(queryClient, id),
  });
}
