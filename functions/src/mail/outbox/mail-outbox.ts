import type { OrderStatus } from '@bookstore/domain';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import type { MailKind, MailMessage, MailRecord } from '../../db/mail';

export interface OutgoingMail {
  to: string[];
  message: MailMessage;
  kind: MailKind;
  orderId?: string;
  /** The status an 'order-status' e-mail announces. */
  orderStatus?: OrderStatus;
  /** Bills of supply and credit notes sent with it, by document id: drawn as PDFs when it is sent. */
  attachedBills?: string[];
}

/**
 * Queues an e-mail in the caller's transaction: it exists if and only if the change it tells
 * of committed. The `sendMail` trigger sends it once the transaction has committed, so the
 * request that caused it never waits for SMTP. An e-mail with no recipient is not queued.
 */
export function queueMail(tx: Transaction, mail: OutgoingMail, now: Timestamp = Timestamp.now()): string | null {
  const to = [...new Set(mail.to.map((address) => address.trim()).filter(Boolean))];
  if (to.length === 0) return null;
  const ref = collections.mail().doc();
  const record: MailRecord = {
    to,
    message: mail.message,
    kind: mail.kind,
    orderId: mail.orderId ?? '',
    orderStatus: mail.orderStatus ?? null,
    attachedBills: mail.attachedBills ?? [],
    createdAt: now,
    delivery: {
      state: 'PENDING',
      attempts: 0,
      error: null,
      startTime: null,
      endTime: null,
      leaseExpireTime: null,
      nextAttemptAt: null,
      info: null,
    },
  };
  tx.create(ref, record);
  return ref.id;
}
