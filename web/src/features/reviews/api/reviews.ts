import type { BookRating, MyReview, ReviewPage, ReviewRequest, ReviewWriteResult } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, call } from '@web/lib/api-client';
import { asCustomer } from '@web/lib/as-customer';
import { useAuth } from '@web/lib/auth-context';
import { ratingQueryKey } from './rating';

// A book's reviews (issue 43 §1), in the reviews' lazy chunk: their pages and the signed-in
// customer's own, and the writes. The rating, which the book page itself shows, is rating.ts.

const pagesKey = (bookId: string) => ['reviews', bookId, 'pages'];
const mineKey = (bookId: string, uid: string | undefined) => ['reviews', bookId, 'mine', uid ?? ''];

export function useReviewPages(bookId: string) {
  return useInfiniteQuery<ReviewPage>({
    queryKey: pagesKey(bookId),
    queryFn: ({ pageParam, signal }) =>
      call(routes.listBookReviews, {
        params: { id: bookId },
        query: pageParam ? { cursor: pageParam as string } : {},
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The signed-in customer's review of the book; null when they have none. */
export function useMyReview(bookId: string) {
  const auth = useAuth();
  const uid = auth.user?.uid;
  return useQuery<MyReview | null>({
    queryKey: mineKey(bookId, uid),
    enabled: Boolean(uid && auth.user?.emailVerified),
    queryFn: async ({ signal }) => {
      try {
        return await asCustomer(auth, (token) =>
          call(routes.getMyBookReview, { params: { id: bookId }, token, signal }),
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** After a write: the rating as the server answered it, and the lists read afresh. */
function settle(queryClient: QueryClient, bookId: string, rating: BookRating | null) {
  if (rating) queryClient.setQueryData(ratingQueryKey(bookId), rating);
  return queryClient.invalidateQueries({ queryKey: ['reviews', bookId] });
}

/** Writes the customer's review: a new one (POST) or their existing one (PUT). */
export function useSaveReview(bookId: string, existing: boolean) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation<ReviewWriteResult, Error, ReviewRequest>({
    mutationFn: (body) =>
      asCustomer(auth, (token) =>
        call(existing ? routes.editMyBookReview : routes.addBookReview, { params: { id: bookId }, token, body }),
      ),
    onSuccess: (answer) => settle(queryClient, bookId, answer.rating),
  });
}

export function useDeleteReview(bookId: string) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => asCustomer(auth, (token) => call(routes.deleteMyBookReview, { params: { id: bookId }, token })),
    onSuccess: () => settle(queryClient, bookId, null),
  });
}
