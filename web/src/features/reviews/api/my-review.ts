import type { MyReview, ReviewRequest } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { asCustomer } from '@web/lib/as-customer';
import { useAuth } from '@web/lib/auth-context';
import { bookReviewsKey } from './book-reviews';
import { CATALOG_KEY } from '@web/lib/catalog-key';

const myReviewKey = (bookId: string, uid: string) => ['my-review', bookId, uid];

/**
 * The signed-in customer's review of the book, or null when they have none (204). Every call
 * goes through asCustomer: a token made before the e-mail link was opened is asked afresh once.
 */
export function useMyReview(bookId: string) {
  const auth = useAuth();
  const uid = auth.user?.uid ?? '';
  return useQuery<MyReview | null>({
    queryKey: myReviewKey(bookId, uid),
    // Only a verified address may have one (the API answers anyone else 403).
    enabled: Boolean(auth.user?.emailVerified),
    // 204 (no review yet) answers nothing.
    queryFn: async ({ signal }) =>
      (await asCustomer(auth, (token) => call(routes.getMyBookReview, { params: { id: bookId }, token, signal }))) ??
      null,
  });
}

/** Add (no review yet), rewrite or delete the customer's review; the list and the rating are asked again. */
export function useReviewWrites(bookId: string) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['my-review', bookId] }),
      queryClient.invalidateQueries({ queryKey: bookReviewsKey(bookId) }),
      // The book page's own query (features/books), whose rating line shows the new average.
      queryClient.invalidateQueries({ queryKey: [...CATALOG_KEY, 'book', bookId], exact: true }),
    ]);
  const save = useMutation({
    mutationFn: ({ review, editing }: { review: ReviewRequest; editing: boolean }) =>
      asCustomer(auth, (token) =>
        call(editing ? routes.editMyBookReview : routes.addBookReview, { params: { id: bookId }, body: review, token }),
      ),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => asCustomer(auth, (token) => call(routes.deleteMyBookReview, { params: { id: bookId }, token })),
    onSuccess: refresh,
  });
  return { save, remove };
}
