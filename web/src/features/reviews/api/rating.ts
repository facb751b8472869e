import type { BookRating } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

// A book's average and count (issue 43 §1): a small answer the served page carries, read by the
// book page's own chunk; the reviews themselves load with their lazy chunk (reviews.ts).

export const ratingQueryKey = (bookId: string) => ['reviews', bookId, 'rating'];

export function useBookRating(bookId: string) {
  return useQuery<BookRating>({
    queryKey: ratingQueryKey(bookId),
    queryFn: ({ signal }) => call(routes.getBookRating, { params: { id: bookId }, signal }),
  });
}
