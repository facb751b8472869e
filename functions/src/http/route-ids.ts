import { isDocumentId } from '@bookstore/domain';
import { InvalidInputError, NotFoundError } from '../services/errors';

/**
 * Ids from the URL are checked before they reach Firestore: a path segment Firestore cannot
 * use as a document id names nothing, so it is a 404 like any other unknown id.
 */
function idParam(raw: unknown, what: string): string {
  if (typeof raw !== 'string' || !isDocumentId(raw)) throw new NotFoundError(`${what} not found.`);
  return raw;
}

/** Older clients send a book id as ":abc" (a route template left in the URL). */
export const bookIdParam = (raw: unknown): string =>
  idParam(typeof raw === 'string' ? raw.replace(/^:/, '') : raw, 'Book');

export const orderIdParam = (raw: unknown): string => idParam(raw, 'Order');
export const returnIdParam = (raw: unknown): string => idParam(raw, 'Return request');
export const reviewIdParam = (raw: unknown): string => idParam(raw, 'Review');

/**
 * A mail id only ever comes from the owner's list of an order's e-mails (never typed, shared or
 * guessed), so one that cannot be a document id is a broken request (400), unlike the order
 * and book ids of pages a person may type or bookmark.
 */
export function mailIdParam(raw: unknown): string {
  if (typeof raw !== 'string' || !isDocumentId(raw)) {
    throw new InvalidInputError('That is not an e-mail id.', { id: 'That is not an e-mail id.' });
  }
  return raw;
}
