import { attemptsInWindowShape } from './counters';
import { collectionOf } from './documents';
import { amount, flag, listOf, shape, text, timestamp, timestampOrNull, type RecordOf } from './stored-fields';

// Reviews from buyers (decision 061). Server-only, like every collection but the
// books and a customer's own orders (firestore.rules): the API serves them.

/** reviews/{auto id}: one buyer's review of one book. */
export const reviewShape = shape({
  bookId: text,
  /** Lower-cased: the signed-in customer's verified address. */
  email: text,
  /** The person keys (customer-key.ts) its reviewClaims are held under. */
  personKeys: listOf(text),
  /** The first name of the delivered order it was allowed by. */
  author: text,
  stars: amount,
  title: text,
  text: text,
  createdAt: timestamp,
  updatedAt: timestamp,
  hidden: flag,
  hiddenReason: text,
  hiddenAt: timestampOrNull,
  /** The owner who hid it. */
  hiddenBy: text,
});
export type ReviewRecord = RecordOf<typeof reviewShape>;

/**
 * reviewClaims/{hash of the book and a person key}: the one review a person may have of a book.
 * Created in the review's transaction, so a second review by the same mailbox or proven phone,
 * however spelled and however concurrent, finds it (or conflicts and re-runs) and is a 409.
 */
export const reviewClaimShape = shape({ reviewId: text });
export type ReviewClaimRecord = RecordOf<typeof reviewClaimShape>;

/**
 * bookRatings/{book id}: the visible reviews' count and sum of stars, changed in each review's
 * transaction. Off the book's document, which orders lock for its stock (decision 061).
 */
export const bookRatingShape = shape({ count: amount, starsTotal: amount });
export type BookRatingRecord = RecordOf<typeof bookRatingShape>;

export const reviewCollections = {
  reviews: collectionOf('reviews', reviewShape),
  reviewClaims: collectionOf('reviewClaims', reviewClaimShape),
  bookRatings: collectionOf('bookRatings', bookRatingShape),
  /** reviewAttempts/{hash of a person key or a client address}: review writes in the current window. */
  reviewAttempts: collectionOf('reviewAttempts', attemptsInWindowShape),
};
