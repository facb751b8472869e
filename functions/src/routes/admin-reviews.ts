import { ownerReviewListSchema, reviewHideSchema, reviewWriteResultSchema } from '@bookstore/domain';
import { NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { bookIdParam, reviewIdParam } from '../http/route-ids';
import { BOOK_ID, json } from '../openapi/answers';
import { ownerReviewList } from '../services/reviews/review-pages';
import { hideReview } from '../services/reviews/review-writes';

/* Reviews (decision 061): the owner's list of a book's reviews and the hide. */

export const listAdminBookReviews = endpoint({
  operationId: 'listAdminBookReviews',
  method: 'get',
  path: '/api/admin/books/{id}/reviews',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner', 'reviews'],
  summary: 'Every review of a book, hidden ones marked',
  description: 'Newest first, with the reviewer’s address and, for a hidden one, the reason.',
  params: { id: { description: BOOK_ID } },
  answers: { '200': json('The reviews and the book’s rating.', ownerReviewListSchema) },
  handle: ({ params }) => ownerReviewList(bookIdParam(params.id)),
});

export const hideAdminReview = endpoint({
  operationId: 'hideAdminReview',
  method: 'post',
  path: '/api/admin/reviews/{id}/hide',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner', 'reviews'],
  summary: 'Hide a review, with the reason the customer is e-mailed',
  description:
    'The review leaves the book’s page and its average; its words are never changed. The customer is e-mailed the reason. An already hidden review is a 409.',
  params: { id: { description: 'The review’s id.' } },
  body: reviewHideSchema,
  answers: {
    '200': json('The review and the book’s rating without it.', reviewWriteResultSchema),
    '404': 'NotFound',
    '409': 'Conflict',
  },
  handle: ({ params, body, req }) => hideReview(reviewIdParam(params.id), body.reason, req.admin!.username),
});
