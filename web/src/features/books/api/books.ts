import type { Book } from '@bookstore/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { CATALOG_KEY } from '../../../lib/catalog-key';
import { findCachedBook } from '../../../lib/catalog-query';

export function useBook(id: string) {
  const queryClient = useQueryClient();
  return useQuery<Book>({
    queryKey: [...CATALOG_KEY, 'book', id],
    queryFn: ({ signal }) => apiFetch<Book>(`/books/${encodeURIComponent(id)}`, { signal }),
    // A book the shopper came from (a carousel, a search, a suggestion) shows at once while its own request refreshes it.
    placeholderData: () => findCachedBook(queryClient, id),
  });
}
