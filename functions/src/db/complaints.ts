import { COMPLAINT_STATUSES } from '@bookstore/domain';
import { db } from '../firebase';
import { pendingLinkFields } from './confirmation-links';
import { attemptsInWindowShape, sequenceCounter } from './counters';
import { collectionOf } from './documents';
import {
  amount,
  listOf,
  oneOf,
  shape,
  text,
  textOrNull,
  timestamp,
  timestampOrNull,
  type RecordOf,
} from './stored-fields';

// Complaints with a ticket number (decision 055). Server-only, like every
// collection but the books and a customer's own orders (firestore.rules).

const messageShape = shape({
  from: oneOf(['customer', 'shop'] as const, 'customer'),
  text,
  at: timestamp,
  /** The owner's username on the shop's messages (never shown to the customer); the e-mail on the customer's. */
  by: text,
});
export type ComplaintMessageRecord = RecordOf<typeof messageShape>;

/** complaints/{T-1042}: one ticket and its whole thread (at most COMPLAINT_LIMITS.threadMax messages). */
export const complaintShape = shape({
  /** 1042 of T-1042, for ordering. */
  serial: amount,
  /** Lower-cased: the signed-in customer's token's, or the address a confirmation link proved. */
  email: text,
  /** The person keys its open-ticket allowance is counted under (customer-key.ts). */
  personKeys: listOf(text),
  orderId: textOrNull,
  subject: text,
  status: oneOf(COMPLAINT_STATUSES, 'open'),
  openedAt: timestamp,
  answerBy: timestamp,
  resolveBy: timestamp,
  answeredAt: timestampOrNull,
  resolvedAt: timestampOrNull,
  closedAt: timestampOrNull,
  messages: listOf(messageShape),
});
export type ComplaintRecord = RecordOf<typeof complaintShape>;

/** complaintPersons/{person key}: the person's tickets not yet resolved or closed. */
export const complaintPersonShape = shape({ open: listOf(text) });

/**
 * complaintPending/{hash of the link's token}: a Contact-page complaint waiting for its
 * confirmation link. The token itself is only in the e-mail.
 */
export const complaintPendingShape = shape({ ...pendingLinkFields, subject: text, message: text });
export type ComplaintPendingRecord = RecordOf<typeof complaintPendingShape>;

export const complaintCollections = {
  complaints: collectionOf('complaints', complaintShape),
  complaintPersons: collectionOf('complaintPersons', complaintPersonShape),
  complaintPending: collectionOf('complaintPending', complaintPendingShape),
  /** complaintAttempts/{hash of a purpose and a person or client}: messages or confirmation mails in the current window. */
  complaintAttempts: collectionOf('complaintAttempts', attemptsInWindowShape),
  /** counters/complaintNumbers: the next ticket's serial, taken in the transaction that opens it. */
  complaintNumberCounter: () => db().collection('counters').doc('complaintNumbers').withConverter(sequenceCounter),
};
