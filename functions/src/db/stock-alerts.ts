import { pendingLinkFields } from './confirmation-links';
import { collectionOf } from './documents';
import { attemptsInWindowShape } from './counters';
import { amount, flag, oneOf, shape, text, timestamp, timestampOrNull, type RecordOf } from './stored-fields';

// "Tell me when it's back" (decision 063). Server-only, like every collection but
// the books and a customer's own orders (firestore.rules): the API serves them.

/**
 * stockAlerts/{hash of the book and the mailbox}: one address waiting for one book. The id makes
 * it one per mailbox per book, however the address is spelled. A restock marks it sent in the
 * transaction that queues its e-mail, so a retried send finds it sent and mails nothing.
 */
export const stockAlertShape = shape({
  bookId: text,
  /** Lower-cased, as typed (or the signed-in customer's verified address): where the e-mail goes. */
  email: text,
  /** When they asked: the e-mails go out in this order. */
  createdAt: timestamp,
  state: oneOf(['waiting', 'sent'] as const, 'waiting'),
  sentAt: timestampOrNull,
  /** Random, kept as it is: every alert e-mail puts it in its unsubscribe link, like the newsletter's. */
  unsubscribeToken: text,
});
export type StockAlertRecord = RecordOf<typeof stockAlertShape>;

/**
 * stockAlertPending/{hash of the link's token}: an address given without a sign-in, waiting for
 * its confirmation link. Only the token's hash is stored.
 */
export const stockAlertPendingShape = shape({ bookId: text, ...pendingLinkFields });
export type StockAlertPendingRecord = RecordOf<typeof stockAlertPendingShape>;

/**
 * stockAlertCounts/{book id}: how many wait for the book, moved by FieldValue.increment in the
 * transaction that adds, sends or removes an alert. Manage Books and the reorder list read these,
 * never the alerts; off the book's document, which orders lock for its stock. `restocked` is set
 * by the transaction that brings a sold-out book back and cleared by the send that finds nothing
 * more due: the sweep reads only these (decision 071).
 */
export const stockAlertCountShape = shape({ waiting: amount, restocked: flag });
export type StockAlertCountRecord = RecordOf<typeof stockAlertCountShape>;

export const stockAlertCollections = {
  stockAlerts: collectionOf('stockAlerts', stockAlertShape),
  stockAlertPending: collectionOf('stockAlertPending', stockAlertPendingShape),
  stockAlertCounts: collectionOf('stockAlertCounts', stockAlertCountShape),
  /** Alert requests per mailbox and per client address in the current window (the complaints' shape). */
  stockAlertAttempts: collectionOf('stockAlertAttempts', attemptsInWindowShape),
};
