import {
  MAIL_KINDS,
  MAIL_STATES,
  ORDER_STATUSES,
  type MailKind,
  type MailState,
  type OrderMail,
} from '@bookstore/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { collectionOf } from './documents';
import {
  amount,
  listOf,
  mapOf,
  mapOrNull,
  oneOf,
  shape,
  text,
  textOrNull,
  timestamp,
  timestampOrNull,
  iso,
  type RecordOf,
} from './stored-fields';

// The mail kinds and states are shared with the owner's order page (domain/src/store/mail.ts).
export type { MailKind, MailState };

const texts = listOf(text);
const headers = mapOf(text);

const messageShape = shape({
  subject: text,
  text,
  html: text,
  /** Extra headers, such as List-Unsubscribe on newsletter e-mail; left out when there are none. */
  headers: (value, message): Record<string, string> | undefined => {
    const read = headers(value, message);
    return Object.keys(read).length > 0 ? read : undefined;
  },
});
export type MailMessage = RecordOf<typeof messageShape>;

const deliveryShape = shape({
  // A document written by hand without a delivery is waiting to be sent.
  state: oneOf(MAIL_STATES, 'PENDING'),
  /** Sends tried since the mail was queued or the owner last pressed Resend. */
  attempts: amount,
  error: textOrNull,
  startTime: timestampOrNull,
  endTime: timestampOrNull,
  /** While PROCESSING: when the claim lapses and another sender may take the mail over. */
  leaseExpireTime: timestampOrNull,
  /** While RETRY: when the retry sweep sends it again. */
  nextAttemptAt: timestampOrNull,
  /** The SMTP server's answer to the last successful send. */
  info: mapOrNull(shape({ messageId: text, accepted: texts, rejected: texts, response: text })),
});
export type MailDelivery = RecordOf<typeof deliveryShape>;

/**
 * mail/{id}: the transactional outbox, in the shape of Firebase's "Trigger Email from
 * Firestore" extension (`to`, `message`, `delivery`), plus what the owner's screens need.
 * Written in the same transaction as the change it tells of; sent by the `sendMail` trigger.
 */
export const mailShape = shape({
  // The extension accepts one address or a list.
  to: (value, mail) => (typeof value === 'string' ? [value] : texts(value, mail)),
  message: messageShape,
  kind: oneOf(MAIL_KINDS, 'other'),
  /** The order the e-mail is about, for the owner's order page; empty for others. */
  orderId: text,
  /**
   * The status an 'order-status' e-mail announces, so the owner's page can name it; null for
   * others. Status e-mail queued before the status was recorded with it are named by their subject alone.
   */
  orderStatus: oneOf(ORDER_STATUSES, null),
  /**
   * bills/ ids of the bill of supply or credit note the e-mail carries. The PDF is drawn
   * when the mail is sent, from the frozen document: a mail document stays small, and a resend
   * carries the same paper.
   */
  attachedBills: texts,
  createdAt: timestamp,
  delivery: deliveryShape,
});
export type MailRecord = RecordOf<typeof mailShape>;

export const mailCollections = {
  mail: collectionOf('mail', mailShape),
};

/** The owner's view of one e-mail: who it went to and how its delivery stands, without its bodies. */
export function toOrderMail(id: string, record: MailRecord): OrderMail {
  const { delivery } = record;
  const isoOrNull = (at: Timestamp | null) => (at ? iso(at) : null);
  return {
    _id: id,
    kind: record.kind,
    orderStatus: record.orderStatus,
    to: record.to,
    subject: record.message.subject,
    state: delivery.state,
    attempts: delivery.attempts,
    error: delivery.state === 'RETRY' || delivery.state === 'ERROR' ? delivery.error : null,
    createdAt: iso(record.createdAt),
    endedAt: isoOrNull(delivery.endTime),
    nextAttemptAt: delivery.state === 'RETRY' ? isoOrNull(delivery.nextAttemptAt) : null,
  };
}
