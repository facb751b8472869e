import type { MyReview, ReviewRequest, ReviewWriteResult } from '@bookstore/domain';
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { hashedId } from '../../db/hashed-id';
import type { ReviewRecord } from '../../db/reviews';
import { runTransaction } from '../../db/store-transaction';
import { queueMail } from '../../mail/outbox/mail-outbox';
import { reviewHiddenMail } from '../../mail/templates/reviews';
import { personKeys } from '../customers/customer-key';
import type { Customer } from '../customers/customers';
import { ConflictError, NotFoundError } from '../errors';
import { checkRate } from '../rate-limit';
import { shopMailSettings } from '../store/store-settings';
import { deliveredBuyerName } from './review-buyers';
import { reviewWriteLimits } from './review-rate';
import { ratingView, reviewView } from './review-views';

/*
 * Writing reviews (decision 061). Each write changes the book's rating document in
 * its own transaction by increments: concurrent reviews of one book never read-modify-write the
 * same numbers, so the count and the sum stay exact whatever arrives at once, and nothing here
 * touches the book's document, which orders lock for its stock.
 */

const ALREADY_REVIEWED = 'You have already reviewed this book. You can edit or delete your review instead.';
const NO_REVIEW = 'You have not reviewed this book.';

/** The claim of one person key on one book's single review. */
const claimRef = (bookId: string, personKey: string) =>
  collections.reviewClaims().doc(hashedId('review-claim', bookId, personKey));

async function bookTitle(bookId: string): Promise<string> {
  const book = (await collections.books().doc(bookId).get()).data();
  if (!book) throw new NotFoundError('Book not found.');
  return book.title;
}

/** Moves the book's visible count and sum of stars by the given amounts, in `tx`, without reading them. */
function moveRating(tx: Transaction, bookId: string, count: number, stars: number): void {
  if (count === 0 && stars === 0) return;
  tx.set(
    collections.bookRatings().doc(bookId),
    { count: FieldValue.increment(count), starsTotal: FieldValue.increment(stars) },
    { merge: true },
  );
}

async function written(message: string, id: string, record: ReviewRecord): Promise<ReviewWriteResult> {
  const rating = await collections.bookRatings().doc(record.bookId).get();
  return { message, review: reviewView(id, record), rating: ratingView(rating.data()) };
}

const writeLimitsOf = (customer: Customer, client: string | undefined) =>
  reviewWriteLimits(personKeys(customer.email, customer.provenPhone), client);

/**
 * The customer's own review of the book, found through any of their person keys' claims: read in
 * `tx` when one is given (the writes), by plain reads otherwise (GET /api/books/{id}/reviews/mine).
 */
async function mineIn(tx: Transaction | null, bookId: string, customer: Customer) {
  const read = <T>(ref: DocumentReference<T>) => (tx ? tx.get(ref) : ref.get());
  const claims = await Promise.all(
    personKeys(customer.email, customer.provenPhone).map((key) => read(claimRef(bookId, key))),
  );
  const reviewId = claims.map((claim) => claim.data()?.reviewId).find(Boolean);
  if (!reviewId) throw new NotFoundError(NO_REVIEW);
  const ref = collections.reviews().doc(reviewId);
  const record = (await read(ref)).data();
  if (!record) throw new NotFoundError(NO_REVIEW);
  return { ref, record };
}

/** GET /api/books/{id}/reviews/mine: the customer's review as they wrote it, and whether the owner hid it. */
export async function readMyReview(bookId: string, customer: Customer): Promise<MyReview | null> {
  try {
    const { ref, record } = await mineIn(null, bookId, customer);
    return { ...reviewView(ref.id, record), hidden: record.hidden, hiddenReason: record.hiddenReason };
  } catch (error) {
    // None yet is the usual answer on a book page, not a failure: the route sends 204.
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** POST /api/books/{id}/reviews: 403 unless delivered to them, 409 when the person has one. */
export async function addReview(
  bookId: string,
  customer: Customer,
  what: ReviewRequest,
  client: string | undefined,
): Promise<ReviewWriteResult> {
  await bookTitle(bookId);
  const author = await deliveredBuyerName(customer.email, bookId);
  const keys = personKeys(customer.email, customer.provenPhone);
  const ref = collections.reviews().doc();
  const record = await runTransaction(async (tx) => {
    const now = Timestamp.now();
    const count = await checkRate(tx, reviewWriteLimits(keys, client), now.toMillis());
    const claims = await Promise.all(keys.map((key) => tx.get(claimRef(bookId, key))));
    if (claims.some((claim) => claim.exists)) throw new ConflictError(ALREADY_REVIEWED);
    count();
    const review: ReviewRecord = {
      bookId,
      email: customer.email,
      personKeys: keys,
      author,
      stars: what.stars,
      title: what.title,
      text: what.text,
      createdAt: now,
      updatedAt: now,
      hidden: false,
      hiddenReason: '',
      hiddenAt: null,
      hiddenBy: '',
    };
    tx.create(ref, review);
    keys.forEach((key) => tx.create(claimRef(bookId, key), { reviewId: ref.id }));
    moveRating(tx, bookId, 1, what.stars);
    return review;
  });
  return written('Thank you: your review is on the book’s page.', ref.id, record);
}

/** PUT /api/books/{id}/reviews/mine: new stars and words; a hidden review stays hidden (and out of the average). */
export async function editMyReview(
  bookId: string,
  customer: Customer,
  what: ReviewRequest,
  client: string | undefined,
): Promise<ReviewWriteResult> {
  const { id, record } = await runTransaction(async (tx) => {
    const now = Timestamp.now();
    const count = await checkRate(tx, writeLimitsOf(customer, client), now.toMillis());
    const mine = await mineIn(tx, bookId, customer);
    count();
    const changed: ReviewRecord = { ...mine.record, ...what, updatedAt: now };
    tx.set(mine.ref, changed);
    if (!mine.record.hidden) moveRating(tx, bookId, 0, what.stars - mine.record.stars);
    return { id: mine.ref.id, record: changed };
  });
  return written('Your review is updated.', id, record);
}

/** DELETE /api/books/{id}/reviews/mine: the review, its claims and its stars go; the person may review again. */
export async function deleteMyReview(bookId: string, customer: Customer, client: string | undefined): Promise<void> {
  await runTransaction(async (tx) => {
    const count = await checkRate(tx, writeLimitsOf(customer, client), Date.now());
    const { ref, record } = await mineIn(tx, bookId, customer);
    count();
    tx.delete(ref);
    record.personKeys.forEach((key) => tx.delete(claimRef(bookId, key)));
    if (!record.hidden) moveRating(tx, bookId, -1, -record.stars);
  });
}

/**
 * The owner hides a review with a reason: it leaves the page and the average, its words stay as
 * written, and the customer is e-mailed the reason through the outbox in the same transaction.
 */
export async function hideReview(reviewId: string, reason: string, by: string): Promise<ReviewWriteResult> {
  const ref = collections.reviews().doc(reviewId);
  const before = (await ref.get()).data();
  if (!before) throw new NotFoundError('Review not found.');
  const [title, settings] = await Promise.all([bookTitle(before.bookId), shopMailSettings()]);
  const record = await runTransaction(async (tx) => {
    const review = (await tx.get(ref)).data();
    if (!review) throw new NotFoundError('Review not found.');
    if (review.hidden) throw new ConflictError('This review is already hidden.');
    const now = Timestamp.now();
    const hidden: ReviewRecord = { ...review, hidden: true, hiddenReason: reason, hiddenAt: now, hiddenBy: by };
    tx.set(ref, hidden);
    moveRating(tx, review.bookId, -1, -review.stars);
    const mail = { bookId: review.bookId, bookTitle: title, stars: review.stars, title: review.title, reason };
    queueMail(tx, { to: [review.email], message: reviewHiddenMail(mail, settings), kind: 'review-hidden' }, now);
    return hidden;
  });
  return written('The review is hidden, and its author has been e-mailed the reason.', reviewId, record);
}
