import type { ReviewHide } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_BOOKS } from '@web/features/admin/api/admin-keys';

// The owner's list of one book's reviews, hidden ones included, and the hide.

const reviewsKey = (bookId: string) => [...ADMIN_BOOKS, bookId, 'reviews'];

export function useAdminBookReviews(bookId: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: reviewsKey(bookId),
    queryFn: ({ signal }) => request(routes.listAdminBookReviews, { params: { id: bookId }, signal }),
  });
}

export function useHideReview(bookId: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: ReviewHide }) =>
      request(routes.hideAdminReview, { params: { id: reviewId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(bookId) }),
  });
}
