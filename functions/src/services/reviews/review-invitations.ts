import { orderReference } from '@bookstore/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import type { OrderRecord } from '../../db/orders';
import { runTransaction } from '../../db/store-transaction';
import { queueMail } from '../../mail/outbox/mail-outbox';
import { reviewInvitationMail, type InvitedBook } from '../../mail/templates/reviews';
import { readStoreSettings, shopMailSettings } from '../store/store-settings';

/*
 * Some days after delivery the customer gets one e-mail inviting a review of the
 * order's books. The delivered move stamps the order with its day (`reviewInviteDueAt`, by the
 * settings of that moment); an hourly sweep sends what is due. Each order's invitation is queued
 * in the transaction that takes the stamp off, so a sweep run twice, or two at once, or a
 * production retry, sends it once.
 */

const DAY_MS = 86_400_000;
/** Orders one sweep looks at; the next hour's run takes the rest. */
const SWEEP_LIMIT = 200;

/** The fields the delivered move writes: none when the shop sends no invitations. */
export function reviewInviteDue(deliveredAt: Timestamp, inviteAfterDays: number): Partial<OrderRecord> {
  return inviteAfterDays > 0
    ? { reviewInviteDueAt: Timestamp.fromMillis(deliveredAt.toMillis() + inviteAfterDays * DAY_MS) }
    : {};
}

/** The books the customer still has: each line less the copies received back through returns. */
function booksKept(record: OrderRecord): InvitedBook[] {
  const back = new Map<string, number>();
  for (const request of record.returns)
    if (request.state === 'received')
      for (const item of request.items) back.set(item.productId, (back.get(item.productId) ?? 0) + item.quantity);
  return record.products
    .filter((line) => line.quantity > (back.get(line.productId) ?? 0))
    .map((line) => ({ id: line.productId, title: line.title }));
}

export interface InvitationSweep {
  invited: string[];
  /** Due but no longer delivered (returned whole) or with nothing kept: stamp taken off, no e-mail. */
  dropped: string[];
}

/**
 * Sends every invitation due by `now`. Run hourly by the `inviteReviews` schedule; the emulator
 * fires no schedules, so the API tests call this directly (decision 061).
 */
export async function inviteDueReviews(now = Timestamp.now()): Promise<InvitationSweep> {
  const due = await collections
    .orders()
    .where('reviewInviteDueAt', '<=', now)
    .orderBy('reviewInviteDueAt')
    .limit(SWEEP_LIMIT)
    .get();
  const sweep: InvitationSweep = { invited: [], dropped: [] };
  if (due.empty) return sweep;
  const settings = await readStoreSettings();
  const mail = await shopMailSettings(settings);
  for (const doc of due.docs) {
    const outcome = await runTransaction(async (tx) => {
      const record = (await tx.get(collections.orders().doc(doc.id))).data();
      const dueAt = record?.reviewInviteDueAt;
      // Another sweep took it meanwhile, or the stamp moved: nothing to do.
      if (!record || !dueAt || dueAt.toMillis() > now.toMillis()) return null;
      tx.update(collections.orders().doc(doc.id), { reviewInviteDueAt: FieldValue.delete() });
      const books = record.status === 'delivered' ? booksKept(record) : [];
      if (books.length === 0) return 'dropped' as const;
      const message = reviewInvitationMail(orderReference({ _id: doc.id, number: record.number }), books, mail);
      queueMail(tx, { to: [record.email], message, kind: 'review-invitation', orderId: doc.id }, now);
      return 'invited' as const;
    });
    if (outcome) sweep[outcome].push(doc.id);
  }
  return sweep;
}
