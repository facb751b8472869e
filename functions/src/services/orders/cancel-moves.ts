import { cancelWords, formatRupees, toPaise, type OrderCancelRequest } from '@bookstore/domain';
import type { OrderRecord } from '../../db/orders';
import { ConflictError } from '../errors';
import { owed, owedOnLeaving } from './refund-moves';
import { releaseUtr } from './upi-utrs';
import type { SideMoves } from './side-move-rule';

/*
 * The customer's own cancel (decision 053), as entries of order-moves.ts's MOVES.
 * An order the shop holds no money of, or holds it for sure, is cancelled at once, the
 * customer named in its history; one whose UTR waits for the owner's check keeps the request,
 * and the owner's check settles both: the money in, cancelled with all of it owed back; not
 * in, cancelled unpaid. Each move checks its own preconditions, so a refused one writes nothing.
 */

export type CancelEvent =
  | { kind: 'customer-cancelled'; request: OrderCancelRequest }
  | { kind: 'cancel-requested'; request: OrderCancelRequest }
  | { kind: 'cancel-request-paid' }
  | { kind: 'cancel-request-unpaid' };

/** The order's pending request, or a refusal: only an order whose payment waits for the check has one to settle. */
function pendingRequest(record: OrderRecord) {
  if (record.status !== 'payment-submitted' || !record.cancelRequest)
    throw new ConflictError('This order has no cancellation request waiting for its payment’s check.');
  return record.cancelRequest;
}

const utrOf = (record: OrderRecord) => record.payment?.utr ?? 'none';

export const CANCEL_MOVES: SideMoves<CancelEvent> = {
  // What the shop holds is owed back whole, as on the owner's cancel (refund-moves.ts).
  'customer-cancelled': {
    to: 'cancelled',
    actor: 'customer',
    details: (record, { request }, at) => ({
      fields: { ...owedOnLeaving(record, 'cancelled', undefined, at), cancelRequest: { ...request, at: at.now } },
      note: `Cancelled by the customer: ${cancelWords(request)}`,
    }),
  },
  'cancel-requested': {
    actor: 'customer',
    details: (record, { request }, { now }) => {
      if (record.status !== 'payment-submitted')
        throw new ConflictError('Only an order whose payment is being checked takes a cancellation request.');
      if (record.cancelRequest)
        throw new ConflictError(
          'You have already asked to cancel this order: the shop cancels it once your payment is checked.',
        );
      return {
        fields: { cancelRequest: { ...request, at: now } },
        note: `Asked to cancel (the payment is being checked): ${cancelWords(request)}`,
      };
    },
  },
  // "Mark paid" on a requested cancel: the money is the shop's, so all of it is owed back. No
  // bill was issued (it is issued on confirming), so no credit note either: the late payment's way.
  'cancel-request-paid': {
    to: 'cancelled',
    actor: 'owner',
    details: (record, _, { now, store }) => {
      pendingRequest(record);
      return {
        fields: owed(toPaise(record.totalPrice), now, store),
        note: `Payment received (UTR ${utrOf(record)}); cancelled as the customer asked: ${formatRupees(record.totalPrice)} to refund`,
      };
    },
  },
  // "Not received": cancelled unpaid, and the UTR's claim goes, as "not received" always does.
  'cancel-request-unpaid': {
    to: 'cancelled',
    actor: 'owner',
    details: (record) => {
      pendingRequest(record);
      return {
        fields: {},
        note: `Payment not received (UTR ${utrOf(record)}); cancelled as the customer asked`,
        quoted: { refusedUtr: utrOf(record) },
      };
    },
    clears: ['payment'],
    writes: (tx, { record }) => {
      if (record.payment) releaseUtr(tx, record.payment.utr);
    },
  },
};
