import { Timestamp } from 'firebase-admin/firestore';
import { MAIL_FIRST_RETRY_SECONDS, MAIL_LEASE_SECONDS, MAIL_MAX_ATTEMPTS } from '../../config';
import { collections } from '../../db/collections';
import type { MailDelivery, MailRecord } from '../../db/mail';
import type { MailSender } from '../transport/smtp-transport';
import { billAttachments } from '../../paper/bills/bill-documents';
import { ConflictError, NotFoundError } from '../../services/errors';
import { runTransaction } from '../../db/store-transaction';

/** What one call of deliverMail did. */
export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

const later = (now: Timestamp, seconds: number) => Timestamp.fromMillis(now.toMillis() + seconds * 1000);

/** The wait before the next try after `attempts` failed ones: 1, 2, 4, 8 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return MAIL_FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1);
}

/** Whether a sender may take the mail now: waiting, due for a retry, or left by a dead sender. */
function isClaimable(delivery: MailDelivery, now: Timestamp): boolean {
  switch (delivery.state) {
    case 'PENDING':
      return true;
    case 'RETRY':
      return !delivery.nextAttemptAt || delivery.nextAttemptAt.toMillis() <= now.toMillis();
    case 'PROCESSING':
      return Boolean(delivery.leaseExpireTime && delivery.leaseExpireTime.toMillis() <= now.toMillis());
    default:
      return false;
  }
}

/**
 * Takes the mail for one send, in a transaction: of two senders racing for one document (a
 * trigger delivered twice, the trigger and the retry sweep) exactly one gets it.
 */
async function claim(id: string, now: Timestamp): Promise<MailRecord | null> {
  const ref = collections.mail().doc(id);
  return runTransaction(async (tx) => {
    const mail = (await tx.get(ref)).data();
    if (!mail || !isClaimable(mail.delivery, now)) return null;
    const delivery: MailDelivery = {
      ...mail.delivery,
      state: 'PROCESSING',
      attempts: mail.delivery.attempts + 1,
      startTime: now,
      leaseExpireTime: later(now, MAIL_LEASE_SECONDS),
      nextAttemptAt: null,
    };
    tx.update(ref, { delivery });
    return { ...mail, delivery };
  });
}

/**
 * Records how a send ended, unless another sender took the mail over meanwhile (its lease ran
 * out): then that sender's record stands.
 */
async function settle(
  id: string,
  claimed: MailDelivery,
  outcome: Partial<MailDelivery>,
  now: Timestamp,
): Promise<void> {
  const ref = collections.mail().doc(id);
  await runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data()?.delivery;
    if (current?.state !== 'PROCESSING' || current.attempts !== claimed.attempts) return;
    tx.update(ref, { delivery: { ...current, ...outcome, leaseExpireTime: null, endTime: now } });
  });
}

/** The domain of the From address, for Message-IDs. */
const senderDomain = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';

/**
 * Sends one mail document if it is waiting, and records the outcome in its `delivery`. A
 * failure leaves it for the retry sweep after a backoff, or marks it ERROR on the last try.
 * Each document has a fixed Message-ID, so even the one send that can repeat (the SMTP server
 * accepted it, then this instance died before recording it) is recognisably the same e-mail.
 */
export async function deliverMail(
  id: string,
  sender: MailSender,
  now: Timestamp = Timestamp.now(),
): Promise<DeliveryOutcome> {
  const mail = await claim(id, now);
  if (!mail) return 'skipped';
  try {
    const attachments = (await billAttachments(mail.attachedBills)).map(({ filename, pdf }) => ({
      filename,
      content: pdf,
      contentType: 'application/pdf',
    }));
    const info = await sender.transport.send({
      from: sender.from,
      to: mail.to,
      subject: mail.message.subject,
      text: mail.message.text,
      html: mail.message.html,
      ...(mail.message.headers ? { headers: mail.message.headers } : {}),
      messageId: `<${id}@${senderDomain(sender.from)}>`,
      ...(attachments.length > 0 ? { attachments } : {}),
    });
    await settle(id, mail.delivery, { state: 'SUCCESS', error: null, info }, now);
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const final = mail.delivery.attempts >= MAIL_MAX_ATTEMPTS;
    await settle(
      id,
      mail.delivery,
      {
        state: final ? 'ERROR' : 'RETRY',
        error: message,
        nextAttemptAt: final ? null : later(now, retryDelaySeconds(mail.delivery.attempts)),
      },
      now,
    );
    return final ? 'failed' : 'retry';
  }
}

/** How many of each outcome one sweep had. */
export type SweepReport = Record<DeliveryOutcome, number>;

/** Mail whose trigger never ran (an instance lost the event) is picked up after this long. */
const STRANDED_PENDING_SECONDS = 5 * 60;

/**
 * The retry sweep (`retryMail`, every minute in production): sends every mail that is due for
 * a retry, whose sender died mid-send, or whose trigger never ran. Each goes through the same
 * claim as the trigger, so a sweep racing a trigger still sends once.
 */
export async function retryDueMail(
  sender: MailSender,
  { limit = 100, now = Timestamp.now() }: { limit?: number; now?: Timestamp } = {},
): Promise<SweepReport> {
  const mail = collections.mail();
  const [due, stranded, pending] = await Promise.all([
    mail.where('delivery.state', '==', 'RETRY').where('delivery.nextAttemptAt', '<=', now).limit(limit).get(),
    mail.where('delivery.state', '==', 'PROCESSING').where('delivery.leaseExpireTime', '<=', now).limit(limit).get(),
    mail
      .where('delivery.state', '==', 'PENDING')
      .where('createdAt', '<=', later(now, -STRANDED_PENDING_SECONDS))
      .limit(limit)
      .get(),
  ]);
  const report: SweepReport = { sent: 0, retry: 0, failed: 0, skipped: 0 };
  // One at a time: a sweep's mail is few, and one SMTP connection at a time is kind to the server.
  for (const doc of [...due.docs, ...stranded.docs, ...pending.docs]) {
    report[await deliverMail(doc.id, sender, now)] += 1;
  }
  return report;
}

/**
 * The owner's Resend: a mail that failed (or is waiting for its next retry) gets a fresh set
 * of tries and is sent now. A sent one, or one being sent, is refused: that would be a second copy.
 */
export async function resendMail(id: string, sender: MailSender): Promise<DeliveryOutcome> {
  const ref = collections.mail().doc(id);
  await runTransaction(async (tx) => {
    const mail = (await tx.get(ref)).data();
    if (!mail) throw new NotFoundError('E-mail not found.');
    const { state } = mail.delivery;
    if (state === 'SUCCESS') throw new ConflictError('This e-mail was delivered already; it is not sent twice.');
    if (state === 'PROCESSING' || state === 'PENDING')
      throw new ConflictError('This e-mail is being sent right now. Check again in a minute.');
    tx.update(ref, { delivery: { ...mail.delivery, state: 'RETRY', attempts: 0, nextAttemptAt: Timestamp.now() } });
  });
  return deliverMail(id, sender);
}
