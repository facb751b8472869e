import {
  DEFAULT_STORE_SETTINGS,
  formatRupees,
  fromPaise,
  refundOwedPaise,
  toPaise,
  type LatePaymentDecision,
  type OrderStatus,
  type RefundRecord,
  type ReturnReason,
  type StoreSettings,
} from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { OrderRecord } from '../../db/orders';
import { latePaymentMail, refundSentMail, refundWords } from '../../mail/templates/refund-sent';
import { ConflictError } from '../errors';
import { claimUtr, releaseUtr } from './upi-utrs';
import { recordRefund } from '../statistics/stats';
import type { SideMoves } from './side-move-rule';

/*
 * The events of money owed back (decision 050), as entries of order-moves.ts's
 * MOVES: what becomes owed when an order leaves the sale, a refund recorded, and a UTR sent
 * after the deadline with the owner's check of it. Their checks are here, in the move, so a
 * refused one writes nothing whoever asks for it.
 */

export type RefundEvent =
  | { kind: 'refund-recorded'; refund: RefundRecord }
  | { kind: 'late-payment'; utr: string }
  | { kind: 'late-payment-decided'; decision: LatePaymentDecision };

const DAY_MS = 86_400_000;

/** The fields of an order that owes `paise` back from `now`; none when it owes nothing. */
export function owed(paise: number, now: Timestamp, store: StoreSettings | undefined): Partial<OrderRecord> {
  if (paise <= 0) return {};
  const days = (store ?? DEFAULT_STORE_SETTINGS).refunds.days;
  const rupees = fromPaise(paise);
  return {
    refundOwed: rupees,
    refundOutstanding: rupees,
    refundDueBy: Timestamp.fromMillis(now.toMillis() + days * DAY_MS),
    refundOwedAt: now,
    refundPending: true,
  };
}

/**
 * What a cancel or a return leaves owed (refundOwedPaise: the shop held the money), fixed now
 * with its due date. The settings' policy as the move read them.
 */
export function owedOnLeaving(
  record: OrderRecord,
  to: OrderStatus,
  returnReason: ReturnReason | undefined,
  at: { now: Timestamp; store?: StoreSettings },
): Partial<OrderRecord> {
  const policy = (at.store ?? DEFAULT_STORE_SETTINGS).refunds;
  const paise = refundOwedPaise({ ...record, from: record.status, to, returnReason }, policy);
  return owed(paise, at.now, at.store);
}

/** True when the credit note of this return credits the books alone: the policy kept the charges. */
export function keepsCharges(record: OrderRecord, fields: Partial<OrderRecord>): boolean {
  const owedPaise = toPaise(fields.refundOwed ?? 0);
  return owedPaise > 0 && owedPaise < toPaise(record.totalPrice);
}

/** "Refund ₹250.00 by UPI, UTR 412345678901": the history's note and the owner's answer. */
export const refundSentence = (refund: RefundRecord) => `Refund ${refundWords(refund)}`;

export const REFUND_MOVES: SideMoves<RefundEvent> = {
  'refund-recorded': {
    actor: 'owner',
    details: (record, { refund }, { now }) => {
      const outstanding = toPaise(record.refundOutstanding);
      if (toPaise(record.refundOwed) === 0) throw new ConflictError('This order owes no refund.');
      if (toPaise(refund.amount) > outstanding)
        throw new ConflictError(
          outstanding === 0
            ? `This order’s refund of ${formatRupees(record.refundOwed)} is already paid in full: nothing is outstanding.`
            : `Only ${formatRupees(fromPaise(outstanding))} of this order’s refund is outstanding.`,
        );
      const left = outstanding - toPaise(refund.amount);
      return {
        fields: {
          refunds: [...record.refunds, { ...refund, refundedAt: now }],
          refundOutstanding: fromPaise(left),
          refundPending: left > 0,
        },
        note: refundSentence(refund),
      };
    },
    // The figures count the refund in the month it is made (decision 051).
    writes: (tx, _, { refund }, now) => recordRefund(tx, toPaise(refund.amount), now.toDate()),
    notify: (order, { refund }, mail) => ({ kind: 'refund-sent', message: refundSentMail(order, refund, mail) }),
  },
  // The shopper's UTR for an order the sweep (or the owner) cancelled unpaid: kept, and claimed
  // like any UTR, for the owner to check. Its caller (submitUpiPayment) checked the claim.
  'late-payment': {
    actor: 'customer',
    details: (record, { utr }, { now }) => {
      if (record.latePayment) throw new ConflictError('A late payment has already been sent for this order.');
      return {
        fields: { latePayment: { utr, submittedAt: now }, latePaymentPending: true },
        note: `Late payment: UTR ${utr}, sent after the order was cancelled`,
      };
    },
    writes: (tx, order, { utr }, now) => claimUtr(tx, utr, order.id, now),
  },
  // "received": the money is the shop's and the order is cancelled, so it is all owed back.
  // "not received": closed, and the UTR may be sent again for the order it really paid.
  'late-payment-decided': {
    actor: 'owner',
    details: (record, { decision }, { now, store }) => {
      const late = record.latePayment;
      if (!late || late.decision) throw new ConflictError('This order has no late payment waiting for a decision.');
      const received = decision === 'received';
      return {
        fields: {
          latePayment: { ...late, decision, decidedAt: now },
          latePaymentPending: false,
          ...(received ? owed(toPaise(record.totalPrice), now, store) : {}),
        },
        note: received
          ? `Late payment received (UTR ${late.utr}): ${formatRupees(record.totalPrice)} to refund`
          : `Late payment not received (UTR ${late.utr})`,
      };
    },
    writes: (tx, { record }, { decision }) => {
      if (decision === 'not-received' && record.latePayment) releaseUtr(tx, record.latePayment.utr);
    },
    notify: (order, _, mail) => ({ kind: 'late-payment', message: latePaymentMail(order, mail) }),
  },
};
