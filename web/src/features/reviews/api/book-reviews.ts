import * as routes from '@bookstore/domain/api-routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { CATALOG_KEY } from '@web/lib/catalog-key';

export const bookReviewsKey = (bookId: string) => [...CATALOG_KEY, 'reviews', bookId];

/** A book's visible reviews, newest first, a page (20) at a time by the API's cursor. */
export function useBookReviews(bookId: string) {
  return useInfiniteQuery({
    queryKey: bookReviewsKey(bookId),
    queryFn: ({ pageParam, signal }) =>
      call(routes.listBookReviews, { params: { id: bookId }, query: { cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
