import { REVIEW_LIMITS, type OwnerReviewList, type ReviewPage } from '@bookstore/domain';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { InvalidInputError } from '../errors';
import { ownerReviewView, ratingView, reviewView } from './review-views';

/*
 * Reading a book's reviews: one page of visible ones, newest first, and the owner's whole list.
 * The rating is one document read (bookRatings/{book id}), never a pass over the reviews.
 */

const BAD_CURSOR = 'The cursor must be the nextCursor of an earlier page.';

/** Opaque to clients: the last review's creation time and id, base64url. */
const encodeCursor = (at: Timestamp, id: string) =>
  Buffer.from(JSON.stringify([at.toMillis(), id])).toString('base64url');

function decodeCursor(cursor: string): { at: Timestamp; id: string } {
  try {
    const [millis, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (Number.isSafeInteger(millis) && typeof id === 'string' && id.length > 0 && id.length <= 100) {
      return { at: Timestamp.fromMillis(millis as number), id };
    }
  } catch {
    // Not ours: refused below like any other.
  }
  throw new InvalidInputError(BAD_CURSOR, { cursor: BAD_CURSOR });
}

export async function reviewPage(bookId: string, cursor: string | undefined): Promise<ReviewPage> {
  let query = collections
    .reviews()
    .where('bookId', '==', bookId)
    .where('hidden', '==', false)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  if (cursor) {
    const after = decodeCursor(cursor);
    query = query.startAfter(after.at, after.id);
  }
  const [snapshot, rating] = await Promise.all([
    query.limit(REVIEW_LIMITS.pageSize + 1).get(),
    collections.bookRatings().doc(bookId).get(),
  ]);
  const docs = snapshot.docs.slice(0, REVIEW_LIMITS.pageSize);
  const last = docs.at(-1);
  return {
    ...ratingView(rating.data()),
    reviews: docs.map((doc) => reviewView(doc.id, doc.data())),
    nextCursor: snapshot.size > REVIEW_LIMITS.pageSize && last ? encodeCursor(last.data().createdAt, last.id) : null,
  };
}

/** The owner's book page: every review of the book, newest first, hidden ones marked. */
export async function ownerReviewList(bookId: string): Promise<OwnerReviewList> {
  const [snapshot, rating] = await Promise.all([
    collections
      .reviews()
      .where('bookId', '==', bookId)
      .orderBy('createdAt', 'desc')
      .limit(REVIEW_LIMITS.ownerListMax)
      .get(),
    collections.bookRatings().doc(bookId).get(),
  ]);
  return { ...ratingView(rating.data()), reviews: snapshot.docs.map((doc) => ownerReviewView(doc.id, doc.data())) };
}
