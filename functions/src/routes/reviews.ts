import {
  REVIEW_LIMITS,
  REVIEWS_FROM_BUYERS,
  myReviewSchema,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewRequestSchema,
  reviewWriteResultSchema,
} from '@bookstore/domain';
import { CATALOG_CACHE, NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { bookIdParam } from '../http/route-ids';
import { BOOK_ID, errorAnswer, headerRef, json, noBody, noStoreHeaders } from '../openapi/answers';
import { reviewPage } from '../services/reviews/review-pages';
import { addReview, deleteMyReview, editMyReview, readMyReview } from '../services/reviews/review-writes';

/* Reviews from buyers (decision 061): the public list and the buyer's own review. */

const ID = { id: { description: BOOK_ID } };
const ONE_PERSON =
  'One review per book per person: per mailbox (the spellings of one address that deliver to it, as for the COD limits) and per proven phone.';
const notABuyer = errorAnswer(`Not a buyer of this book: “${REVIEWS_FROM_BUYERS}”`);
const { writesPerPerson, writesPerClient, writeWindowSeconds } = REVIEW_LIMITS;
const tooManyWrites = errorAnswer(
  `${writesPerPerson} review writes (add, edit, delete) by this person (mailbox or proven phone), or ${writesPerClient} from this client address (an IPv6 /64), within ${writeWindowSeconds / 60} minutes; the count starts over when the window ends.`,
  { ...noStoreHeaders, 'Retry-After': headerRef('RetryAfter') },
);

export const listBookReviews = endpoint({
  operationId: 'listBookReviews',
  method: 'get',
  path: '/api/books/{id}/reviews',
  access: 'anyone',
  cache: CATALOG_CACHE,
  tags: ['catalog', 'reviews'],
  summary: 'A book’s reviews, newest first, with its average and count',
  description: `${REVIEW_LIMITS.pageSize} a page; \`nextCursor\` (opaque) names the next. Hidden reviews are not listed or counted. The average and count are kept as reviews change: one document read, not a pass over the reviews. An unknown book has no reviews (200, empty).`,
  params: ID,
  query: reviewListQuerySchema,
  answers: { '200': json('One page of reviews.', reviewPageSchema), '404': 'NotFound' },
  handle: ({ params, query }) => reviewPage(bookIdParam(params.id), query.cursor),
});

export const addBookReview = endpoint({
  operationId: 'addBookReview',
  method: 'post',
  path: '/api/books/{id}/reviews',
  access: 'verified-customer',
  cache: NO_STORE,
  tags: ['reviews'],
  summary: 'Review a book the customer has received',
  description: `Only a customer with a delivered order containing the book (403 otherwise). 1 to 5 stars, an optional title (at most ${REVIEW_LIMITS.titleMax} characters) and text (at most ${REVIEW_LIMITS.textMax}). ${ONE_PERSON} A second is a 409.`,
  params: ID,
  body: reviewRequestSchema,
  answers: {
    '201': json('The review, shown at once, and the book’s rating.', reviewWriteResultSchema),
    '403': notABuyer,
    '404': 'NotFound',
    '409': errorAnswer('This person has already reviewed this book: edit or delete that review.'),
    '429': tooManyWrites,
  },
  handle: ({ params, body, req }) => addReview(bookIdParam(params.id), req.customer!, body, req.ip),
});

export const getMyBookReview = endpoint({
  operationId: 'getMyBookReview',
  method: 'get',
  path: '/api/books/{id}/reviews/mine',
  access: 'verified-customer',
  cache: NO_STORE,
  tags: ['reviews'],
  summary: 'The customer’s own review of a book',
  description:
    'Found by the same person keys as the one-review rule; a review the owner hid is answered, marked hidden with the reason, for its author to edit or delete.',
  params: ID,
  answers: {
    '200': json('Their review.', myReviewSchema),
    // Not a 404: every book page a signed-in shopper opens asks, and a browser logs a 404 as a failure.
    '204': noBody('The customer has not reviewed this book.'),
  },
  handle: async ({ params, req, res }) => {
    const mine = await readMyReview(bookIdParam(params.id), req.customer!);
    if (mine) return mine;
    res.status(204).end();
  },
});

export const editMyBookReview = endpoint({
  operationId: 'editMyBookReview',
  method: 'put',
  path: '/api/books/{id}/reviews/mine',
  access: 'verified-customer',
  cache: NO_STORE,
  tags: ['reviews'],
  summary: 'Rewrite the customer’s own review of a book',
  description: 'Stars, title and text, replaced whole. A review the owner hid stays hidden.',
  params: ID,
  body: reviewRequestSchema,
  answers: {
    '200': json('The review as it now reads, and the book’s rating.', reviewWriteResultSchema),
    '404': errorAnswer('The customer has not reviewed this book.'),
    '429': tooManyWrites,
  },
  handle: ({ params, body, req }) => editMyReview(bookIdParam(params.id), req.customer!, body, req.ip),
});

export const deleteMyBookReview = endpoint({
  operationId: 'deleteMyBookReview',
  method: 'delete',
  path: '/api/books/{id}/reviews/mine',
  access: 'verified-customer',
  cache: NO_STORE,
  tags: ['reviews'],
  summary: 'Delete the customer’s own review of a book',
  description: 'Its stars leave the average; the customer may then review the book again.',
  params: ID,
  answers: {
    '204': noBody('Deleted.'),
    '404': errorAnswer('The customer has not reviewed this book.'),
    '429': tooManyWrites,
  },
  handle: async ({ params, req, res }) => {
    await deleteMyReview(bookIdParam(params.id), req.customer!, req.ip);
    res.status(204).end();
  },
});
