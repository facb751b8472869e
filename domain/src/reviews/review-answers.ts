import { number, object, string, type InferType } from 'yup';
import { count, flag, isoTime, listOf, plainText, storedId, wholeNumber } from '../shared/answer-fields';
import { described, named } from '../shared/fields';

const ratingFields = {
  average: described(number().defined().nullable(), {
    description: 'The mean of the visible reviews’ stars, to one decimal; null when there are none.',
  }),
  count: count('Visible reviews (hidden ones are left out).'),
};

/** A book's average and count, kept as reviews change (decision 061). */
export const bookRatingSchema = named('BookRating', object(ratingFields));
export type BookRating = InferType<typeof bookRatingSchema>;

const reviewFields = {
  id: storedId(),
  stars: wholeNumber(1, '1 to 5.'),
  title: plainText('As written; shown escaped. Empty when none.'),
  text: plainText('As written; shown escaped. Empty when none.'),
  author: plainText('The buyer’s first name, from their delivered order.'),
  createdAt: isoTime(),
  updatedAt: isoTime(),
};

/** A review as anyone reads it. */
export const reviewSchema = named('Review', object(reviewFields));
export type Review = InferType<typeof reviewSchema>;

/** One page of a book's visible reviews, newest first, with the book's rating. */
export const reviewPageSchema = named(
  'ReviewPage',
  object({
    ...ratingFields,
    reviews: listOf(reviewSchema),
    nextCursor: described(string().defined().nullable(), {
      description: 'Pass as `cursor` for the next page; null on the last.',
    }),
  }),
);
export type ReviewPage = InferType<typeof reviewPageSchema>;

/** A review as its owner-side list shows it: hidden ones marked, with the reason. */
export const ownerReviewSchema = named(
  'OwnerReview',
  object({
    ...reviewFields,
    email: plainText('The reviewer’s address.'),
    hidden: flag('Hidden by the owner: not shown, not in the average.'),
    hiddenReason: plainText('Why, as e-mailed to the customer; empty when not hidden.'),
    hiddenAt: isoTime().nullable(),
  }),
);
export type OwnerReview = InferType<typeof ownerReviewSchema>;

/** GET /api/books/{id}/reviews/mine: the customer's own review, and whether the owner hid it. */
export const myReviewSchema = named(
  'MyReview',
  object({
    ...reviewFields,
    hidden: flag('Hidden by the owner: not shown to others, not in the average.'),
    hiddenReason: plainText('Why, as e-mailed to the customer; empty when not hidden.'),
  }),
);
export type MyReview = InferType<typeof myReviewSchema>;

/** The owner's list of one book's reviews. */
export const ownerReviewListSchema = named(
  'OwnerReviewList',
  object({ ...ratingFields, reviews: listOf(ownerReviewSchema, 'Newest first, hidden ones included.') }),
);
export type OwnerReviewList = InferType<typeof ownerReviewListSchema>;

/** What a review's write answers. */
export const reviewWriteResultSchema = named(
  'ReviewWriteResult',
  object({ message: plainText(), review: reviewSchema, rating: bookRatingSchema }),
);
export type ReviewWriteResult = InferType<typeof reviewWriteResultSchema>;
