import type { Book } from '@bookstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/**
 * The whole catalog, one cached list. Shared code rather than the books feature's: the search
 * box and the cart's stock notes read it, and orders and the owner's changes invalidate it.
 */
export const booksQuery = queryOptions({
  queryKey: ['books'],
  queryFn: ({ signal }) => apiFetch<Book[]>('/books', { signal }),
});

export function useBooks() {
  return useQuery(booksQuery);
}
