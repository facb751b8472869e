// Written by `npm run api:generate` from the endpoint declarations in functions/src/routes; do not
// edit. tests/scripts/api-artifacts.test.ts fails while it differs from what they make.
import type { ApiRoute } from '../shared/api-route';
import type { MyReview, ReviewRequest, ReviewWriteResult } from '../index';

/** POST /api/books/{id}/reviews (verified customer): Review a book the customer has received */
export const addBookReview: ApiRoute<ReviewRequest, ReviewWriteResult, 'id'> = {
  method: 'POST',
  path: '/api/books/{id}/reviews',
};
/** DELETE /api/books/{id}/reviews/mine (verified customer): Delete the customer’s own review of a book */
export const deleteMyBookReview: ApiRoute<undefined, void, 'id'> = {
  method: 'DELETE',
  path: '/api/books/{id}/reviews/mine',
};
/** GET /api/books/{id}/reviews/mine (verified customer): The customer’s own review of a book */
export const getMyBookReview: ApiRoute<undefined, MyReview, 'id'> = { path: '/api/books/{id}/reviews/mine' };
/** PUT /api/books/{id}/reviews/mine (verified customer): Rewrite the customer’s own review of a book */
export const editMyBookReview: ApiRoute<ReviewRequest, ReviewWriteResult, 'id'> = {
  method: 'PUT',
  path: '/api/books/{id}/reviews/mine',
};
