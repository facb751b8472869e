/*
 * The words of a customer's return (decision 054), apart from its schemas: the
 * owner's screens and the customer's each load only the schema they send.
 */

/** Why the customer sends books back: the ids the API takes, with their labels. */
export const RETURN_REQUEST_REASONS = [
  'damaged',
  'wrong-book',
  'missing-pages',
  'not-as-described',
  'changed-my-mind',
] as const;
export type ReturnRequestReason = (typeof RETURN_REQUEST_REASONS)[number];
export const RETURN_REQUEST_REASON_LABELS: Record<ReturnRequestReason, string> = {
  damaged: 'Damaged',
  'wrong-book': 'Wrong book',
  'missing-pages': 'Missing pages',
  'not-as-described': 'Not as described',
  'changed-my-mind': 'Changed my mind',
};

/** requested → approved → received, or requested → declined. */
export const RETURN_REQUEST_STATES = ['requested', 'approved', 'declined', 'received'] as const;
export type ReturnRequestState = (typeof RETURN_REQUEST_STATES)[number];
/** The states whose copies are on their way back or back: a new request cannot ask for them again. */
export const ACTIVE_RETURN_STATES: readonly ReturnRequestState[] = ['requested', 'approved', 'received'];
/** The states the owner still has to act on: the daily queue's "Return requests". */
export const OPEN_RETURN_STATES: readonly ReturnRequestState[] = ['requested', 'approved'];

export const RETURN_NOTE_MAX = 1000;
export const RETURN_DECISION_REASON_MAX = 500;
export const RETURN_LINES_MAX = 50;
export const RETURN_COPIES_MAX = 99;
