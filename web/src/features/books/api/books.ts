import type { Book } from '@bookstore/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { booksQuery } from '../../../lib/books-query';

export function useBook(id: string) {
  const queryClient = useQueryClient();
  return useQuery<Book>({
    queryKey: ['books', id],
    queryFn: ({ signal }) => apiFetch<Book>(`/books/${encodeURIComponent(id)}`, { signal }),
    // A book already in the cached list shows at once while its own request refreshes it.
    placeholderData: (): Book | undefined =>
      queryClient.getQueryData(booksQuery.queryKey)?.find((book) => book._id === id),
  });
}
