import {
  formatStoreDateTime,
  MAIL_KINDS,
  type MailKind,
  type OrderMail,
  type ResendMailResult,
} from '@bookstore/domain';
import { collections } from '../../db/collections';
import { toOrderMail } from '../../db/mail';
import type { MailSender } from '../../mail/transport/smtp-transport';
import { resendMail, type DeliveryOutcome } from '../../mail/outbox/mail-delivery';
import { NotFoundError } from '../errors';

/**
 * Every e-mail about one order, oldest first, for the owner's order page. An order has a few
 * (placed, owner alert, a low-stock alert per line, one per status move), so no page is needed.
 * An unknown order is a 404 rather than an empty list, so a mistyped id is not read as "no mail".
 */
export async function mailOfOrder(orderId: string): Promise<OrderMail[]> {
  const [order, mail] = await Promise.all([
    collections.orders().doc(orderId).get(),
    collections.mail().where('orderId', '==', orderId).orderBy('createdAt').get(),
  ]);
  if (!order.exists) throw new NotFoundError('Order not found.');
  // One transaction queues several at the same instant; Firestore orders those by their random
  // ids, so they are put in the order the store writes them (confirmation, owner alert, low stock).
  const rank = (kind: MailKind) => MAIL_KINDS.indexOf(kind);
  return mail.docs
    .map((doc) => ({ id: doc.id, record: doc.data() }))
    .sort(
      (a, b) =>
        a.record.createdAt.seconds - b.record.createdAt.seconds ||
        a.record.createdAt.nanoseconds - b.record.createdAt.nanoseconds ||
        rank(a.record.kind) - rank(b.record.kind),
    )
    .map(({ id, record }) => toOrderMail(id, record));
}

function resendMessage(outcome: DeliveryOutcome, mail: OrderMail): string {
  switch (outcome) {
    case 'sent':
      return 'Sent again.';
    case 'retry':
      return `Still failing: ${mail.error}; it will be retried at ${mail.nextAttemptAt ? formatStoreDateTime(mail.nextAttemptAt) : 'the next sweep'}.`;
    case 'failed':
      return `Still failing: ${mail.error}; no tries are left. Resend it once the mail server works again.`;
    case 'skipped':
      // The retry sweep claimed it between the reset and this send: its result is the one that counts.
      return 'The store’s sender took this e-mail over just now; its state is shown as it is.';
  }
}

/**
 * The owner's Resend (resendMail: only a failed or waiting e-mail, never a second copy of a
 * sent one), answered with what happened in words and the e-mail as it now stands.
 */
export async function resendMailForOwner(id: string, sender: MailSender): Promise<ResendMailResult> {
  const outcome = await resendMail(id, sender);
  const record = (await collections.mail().doc(id).get()).data();
  if (!record) throw new NotFoundError('E-mail not found.');
  const mail = toOrderMail(id, record);
  return { message: resendMessage(outcome, mail), mail };
}
