import {
  ACTIVE_RETURN_STATES,
  BILL_TITLES,
  billNumber,
  canMoveTo,
  cancelWords,
  chargesPaidPaise,
  courierLabel,
  DEFAULT_STORE_SETTINGS,
  defaultReturnReason,
  formatRupees,
  fromPaise,
  isDocumentId,
  isOpenOrder,
  isRestocked,
  LOW_STOCK_THRESHOLD,
  OPEN_RETURN_STATES,
  overpaidRefundProblem,
  refundOwedPaise,
  remittanceDeduction,
  remittanceDifference,
  RETURN_REASON_LABELS,
  RETURN_REQUEST_REASON_LABELS,
  returnPartOwedPaise,
  returnReasonFits,
  STORE_ACTOR,
  toPaise,
  trackingUrl,
  type BillDocument,
  type CourierId,
  type LatePaymentDecision,
  type MailKind,
  type Order,
  type OrderCancelRequest,
  type OrderStatus,
  type PaidOrder,
  type RefundRecord,
  type RefundTo,
  type ReturnReason,
  type StoreSettings,
} from '@bookstore/domain';
import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '../../config';
import { billId } from '../../db/bills';
import { getBooksInLockOrder, type BookRecord } from '../../db/catalog';
import { collections } from '../../db/collections';
import { unchangedSince } from '../../db/contended-transaction';
import { orderFromRecord, type IdempotencyKeyRecord, type OrderHistoryRecord, type OrderRecord } from '../../db/orders';
import type { ReturnOnOrderRecord } from '../../db/return-requests';
import { queueMail } from '../../mail/outbox/mail-outbox';
import { lowStockMail } from '../../mail/templates/low-stock';
import { orderPlacedMail } from '../../mail/templates/order-placed';
import { orderStatusMail, type Quoted } from '../../mail/templates/order-status';
import { ownerNewOrderMail } from '../../mail/templates/owner-new-order';
import { latePaymentMail, refundSentMail, refundWords } from '../../mail/templates/refund-sent';
import { returnRequestMail } from '../../mail/templates/return-request';
import type { MailContent, MailSettings } from '../../mail/templates/types';
import {
  issueBill,
  paperIssuedBy,
  readIssuedBill,
  takeBillNumber,
  type TakenNumber,
} from '../../paper/bills/bill-issue';
import { issueReturnCreditNote } from '../../paper/bills/return-credit-note';
import { giveCouponBack, recordCouponUse, type CouponRead } from '../coupons/coupon-redemption';
import type { StandingOrders } from '../customers/customer-averages';
import {
  addOpenOrder,
  countRto,
  readStandingOrders,
  removeOpenOrder,
  removeStandingOrder,
  type OpenOrders,
} from '../customers/customer-open-orders';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { reviewInviteDue } from '../reviews/review-invitations';
import { recordOrderPlaced, recordPaper, recordRefund } from '../statistics/stats';
import { markIfBackInStock } from '../stock-alerts/stock-alert-sends';
import { readStoreSettings } from '../store/store-settings';
import type { IdempotencyClaim } from './order-placing';
import { customerView } from './order-reads';

/*
 * The order's events, the whole table in one place: what each thing that happens to an order
 * writes, from "placed" (the order, its books' stock, the person's holds, the coupon's use, the
 * Idempotency-Key's record, the figures and the e-mails) to every later move (the status and
 * its history entry, the owner's audit, the UTR's claim, the stock and figures of a cancel or a
 * return, the bill or credit note, the refund owed, the coupon given back, the customer's
 * e-mail). This module is the only writer of an order's history (tests/lint holds it). An event
 * runs inside its caller's transaction (order-actions.ts), which has read the order and checked
 * what only the caller knows (the UTR's claim, the remittance's amount); each move checks its own
 * preconditions too, so a refused one writes nothing whoever asks for it. The allowed status
 * moves are the domain's (order-status.ts).
 */

/** What happened to an order: each kind is one entry of MOVES. */
export type OrderEvent =
  | { kind: 'payment-submitted'; utr: string }
  | { kind: 'confirmed' }
  | { kind: 'paid'; utr?: string }
  | { kind: 'payment-refused' }
  | { kind: 'shipped'; courier?: CourierId; awb?: string }
  | { kind: 'delivered' }
  | { kind: 'cancelled' }
  | { kind: 'expired' }
  | { kind: 'returned'; returnReason?: ReturnReason }
  | { kind: 'remitted'; date: string; reference: string; amount: number }
  | { kind: 'shipment-corrected'; courier: CourierId; awb: string }
  | RefundEvent
  | CancelEvent
  | ReturnEvent;
export type OrderEventKind = OrderEvent['kind'];

/** Money owed back: a refund recorded, and a UTR sent after the deadline with the owner's check of it. */
export type RefundEvent =
  | { kind: 'refund-recorded'; refund: RefundRecord }
  | { kind: 'late-payment'; utr: string }
  | { kind: 'late-payment-decided'; decision: LatePaymentDecision };

/**
 * The customer's own cancel: an order the shop holds no money of, or holds it for sure, is
 * cancelled at once; one whose UTR waits for the owner's check keeps the request, and the check
 * settles it: the money in, cancelled with all of it owed back; not in, cancelled unpaid.
 */
export type CancelEvent =
  | { kind: 'customer-cancelled'; request: OrderCancelRequest }
  | { kind: 'cancel-requested'; request: OrderCancelRequest }
  | { kind: 'cancel-request-paid' }
  | { kind: 'cancel-request-unpaid' };

/**
 * A return after delivery: the request, the owner's decision, and the parcel received. The order
 * stays delivered and lists its requests; the books that came back are restocked, credited on a
 * credit note of their own and owed back. The last books back move the order to returned, with
 * the charges unless the policy keeps them; that move restocks and credits only those books.
 */
export type ReturnEvent =
  | { kind: 'return-requested'; request: ReturnOnOrderRecord; refundTo?: RefundTo }
  | {
      kind: 'return-decided';
      returnId: string;
      decision: 'approve' | 'decline';
      reason: string;
      pickup?: { courier: CourierId; awb: string };
    }
  | { kind: 'return-received'; returnId: string; received: ReceivedReturn }
  | { kind: 'last-return-received'; returnId: string; received: ReceivedReturn };

/** What the receipt read in its transaction before the first write. */
export interface ReceivedReturn {
  /** The credit note's number, from the counter every credit note takes. */
  taken: TakenNumber;
  /** The bill the credit note partly reverses. */
  reverses?: BillDocument;
  /** The books of the request, in its order: a deleted one has no shelf to come back to. */
  books: Array<DocumentSnapshot<BookRecord, BookRecord>>;
  /** The account's figures: the last return takes the order off its average. */
  standing: StandingOrders;
  store: StoreSettings;
}

/** A paper a move issued: its document id in bills/ and its number. */
export interface IssuedPaperRef {
  billId: string;
  number: string;
}

/** What an event writes on the order besides its status, and the note of its history entry. */
interface Details {
  fields?: Partial<OrderRecord>;
  note?: string;
  /** What the customer's e-mail names that the move takes off the order. */
  quoted?: Quoted;
}

interface MoveRule<E extends OrderEvent> {
  /** The status the event moves the order to; none for an event recorded on the order as it is. */
  to?: OrderStatus;
  /** The customer's own act is theirs in the history; every other is the store's, named in the audit. */
  actor: 'customer' | 'owner';
  details?: (record: OrderRecord, event: E, at: { now: Timestamp; store?: StoreSettings }) => Details;
  /** Fields the move takes off the order. */
  clears?: ReadonlyArray<keyof OrderRecord>;
  /** The event's own writes beside the order; `by` is who recorded it. */
  writes?: (tx: Transaction, order: OrderInHand, event: E, now: Timestamp, by: string) => void;
  /** The event is the owner's alone: only its writes record it, the order its customer reads is left as it is. */
  offOrder?: true;
  /** The e-mail would tell the customer what they have just done themselves. */
  silent?: true;
  /**
   * The event restocks and credits its own books (a return request's part) and issues its own
   * paper, not the status change's: which one, as the move leaves the order, so its e-mail carries it.
   */
  ownPaper?: (orderId: string, moved: OrderRecord, event: E) => IssuedPaperRef;
  /** The customer's e-mail of an event that moves no status (a status move sends orderStatusMail). */
  notify?: (order: Order, event: E, mail: MailSettings) => { kind: MailKind; message: MailContent };
}

const shipmentOf = (store: StoreSettings | undefined, courier: CourierId, awb: string) => ({
  courier,
  awb,
  trackingUrl: trackingUrl(shopOf(store).trackingTemplates[courier], awb),
});
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** The table of events. A new event is one entry here, its tests, and the route that asks for it. */
export const MOVES: { [K in OrderEventKind]: MoveRule<Extract<OrderEvent, { kind: K }>> } = {
  'payment-submitted': {
    to: 'payment-submitted',
    actor: 'customer',
    details: (_, { utr }, { now }) => ({ fields: { payment: { utr, submittedAt: now } }, note: `UTR ${utr}` }),
    writes: (tx, order, { utr }, now) => claimUtr(tx, utr, order.id, now),
    silent: true,
  },
  confirmed: { to: 'confirmed', actor: 'owner' },
  // With the shopper's UTR, claimed when they sent it; or with the one the owner typed from the
  // bank statement (the caller checked no other order has it), claimed now.
  paid: {
    to: 'confirmed',
    actor: 'owner',
    details: ({ payment }, { utr }, { now }) =>
      utr
        ? { fields: { payment: { utr, submittedAt: now } }, note: `Paid by UPI, UTR ${utr} (from the bank statement)` }
        : payment
          ? { note: `Paid by UPI, UTR ${payment.utr}` }
          : {},
    writes: (tx, order, { utr }, now) => {
      if (utr) claimUtr(tx, utr, order.id, now);
    },
  },
  // "Not received": the UTR's claim goes, so the right order can use it; history and e-mail keep it.
  // The shopper gets a fresh window to pay, not the deadline from before the UTR.
  'payment-refused': {
    to: 'awaiting-payment',
    actor: 'owner',
    details: ({ payment }, _, { now, store }) => ({
      fields: { paymentDueAt: Timestamp.fromMillis(now.toMillis() + shopOf(store).upi.expiryHours * HOUR_MS) },
      ...(payment ? { note: `Payment not received (UTR ${payment.utr})`, quoted: { refusedUtr: payment.utr } } : {}),
    }),
    clears: ['payment'],
    writes: (tx, { record }) => {
      if (record.payment) releaseUtr(tx, record.payment.utr);
    },
  },
  // A parcel handed over without a consignment number ships without a tracking link.
  shipped: {
    to: 'shipped',
    actor: 'owner',
    details: (_, { courier, awb }, { store }) =>
      courier && awb
        ? { fields: { shipment: shipmentOf(store, courier, awb) }, note: `${courierLabel(courier)}, AWB ${awb}` }
        : {},
  },
  // A COD parcel's cash is pending until the courier remits it, through a return too; the owner's
  // settlement keeps that, off the order its customer reads. The review invitation's
  // day is set now, by the settings of now (decision 061).
  delivered: {
    to: 'delivered',
    actor: 'owner',
    details: (_, __, { now, store }) => ({ fields: reviewInviteDue(now, shopOf(store).reviews.inviteAfterDays) }),
    writes: (tx, { id, record }) => {
      if (record.paymentMethod === 'cod') openSettlement(tx, id, record);
    },
  },
  // A paid order cancelled owes its money back (owedOnLeaving).
  cancelled: {
    to: 'cancelled',
    actor: 'owner',
    details: (record, _, at) => ({ fields: owedOnLeaving(record, 'cancelled', undefined, at) }),
  },
  // The unpaid-order sweep's cancel: its e-mail says no payment arrived (the history shows why).
  expired: { to: 'cancelled', actor: 'owner' },
  returned: {
    to: 'returned',
    actor: 'owner',
    details: (record, event, at) => {
      refuseWholeReturn(record);
      const returnReason = returnReasonOf(record, event);
      const owed = owedOnLeaving(record, 'returned', returnReason, at);
      return { fields: { returnReason, ...owed }, note: RETURN_REASON_LABELS[returnReason] };
    },
    writes: (tx, { record }, event) => {
      if (returnReasonOf(record, event) === 'rto') countRto(tx, record);
    },
  },
  // What the courier paid over, and kept, and the note that says so: the owner's settlement only.
  remitted: {
    actor: 'owner',
    offOrder: true,
    writes: (tx, { id, record }, remittance, now, by) => settleCash(tx, id, record, remittance, { now, by }),
  },
  'shipment-corrected': {
    actor: 'owner',
    details: ({ shipment: old }, { courier, awb }, { store }) => ({
      fields: { shipment: shipmentOf(store, courier, awb) },
      note: `Shipment corrected: ${old ? `${courierLabel(old.courier)}, AWB ${old.awb}` : 'none'} → ${courierLabel(courier)}, AWB ${awb}`,
    }),
  },
  // Money owed back (decision 050): its checks are in the move, so a refused one writes nothing.
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
  // The customer's own cancel (decision 053).
  // What the shop holds is owed back whole, as on the owner's cancel.
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
  // A return after delivery (decision 054).
  // The customer's own act: theirs in the history, and no e-mail telling them what they did.
  'return-requested': {
    actor: 'customer',
    details: (record, { request }) => ({
      fields: { returns: [...record.returns, request], returnsOpen: true },
      note: `Return requested: ${booksWords(request)} (${RETURN_REQUEST_REASON_LABELS[request.reason]})`,
    }),
    writes: (tx, { id, record }, { request, refundTo }) =>
      tx.create(collections.returnRequests().doc(request.id), {
        orderId: id,
        email: record.email,
        state: 'requested',
        requestedAt: request.requestedAt,
        ...(refundTo ? { refundTo } : {}),
      }),
  },
  'return-decided': {
    actor: 'owner',
    details: (record, { returnId, decision, reason, pickup }, { now }) => {
      const request = requestIn(record, returnId, 'requested');
      const approved = decision === 'approve';
      const changed: ReturnOnOrderRecord = {
        ...request,
        state: approved ? 'approved' : 'declined',
        decidedAt: now,
        ...(reason ? { decisionReason: reason } : {}),
        ...(approved ? (pickup ? { pickup } : { customerShips: true }) : {}),
      };
      const how = pickup
        ? `pickup by ${courierLabel(pickup.courier)}, AWB ${pickup.awb}`
        : 'the customer ships it back';
      return {
        fields: withRequest(record, changed),
        note: approved ? `Return approved: ${how}` : `Return declined: ${reason}`,
      };
    },
    writes: (tx, _, { returnId, decision }) =>
      tx.update(collections.returnRequests().doc(returnId), {
        state: decision === 'approve' ? 'approved' : 'declined',
      }),
    notify: requestMail,
  },
  'return-received': {
    actor: 'owner',
    ownPaper: creditNoteOf,
    details: (record, event, at) => receivedDetails(record, event, at, false),
    writes: (tx, order, event, now) => receivedWrites(tx, order, event, now, false),
    notify: requestMail,
  },
  // Every book is back: the order is returned, and the status e-mail says so and what is owed.
  'last-return-received': {
    to: 'returned',
    actor: 'owner',
    ownPaper: creditNoteOf,
    details: (record, event, at) => receivedDetails(record, event, at, true),
    writes: (tx, order, event, now) => receivedWrites(tx, order, event, now, true),
  },
};

export interface OrderInHand {
  id: string;
  /** As the caller's transaction read it. */
  record: OrderRecord;
}

export interface MoveContext {
  /** The customer's e-mail, the owner's username, or the name of the job that moved it. */
  by: string;
  /** The shop's settings as the caller read them: tracking links and the bill's seller. */
  store?: StoreSettings;
  /** What the customer's e-mail is rendered with. */
  mail?: MailSettings;
  /** The customer's figures, when the caller read them before the order (its lock order). */
  standing?: { email: string; standing: StandingOrders };
  /** The instant of the move; the clock's by default. Tests set it to cross a month's end (decision 051). */
  now?: Timestamp;
}

function shopOf<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("This move needs the shop's settings: pass them in its context.");
  return value;
}

/** The refusal of a move the domain does not allow. */
export const refusedMove = (from: OrderStatus, to: OrderStatus) =>
  new ConflictError(`An order that is ${from} cannot be marked ${to}.`);

/**
 * Records `event` on the order in the caller's transaction, which has read the order and written
 * nothing yet; this reads what the move needs (the bill's number, the books of a restock) and
 * then writes. Returns the order as the move leaves it.
 */
export async function moveOrder(
  tx: Transaction,
  order: OrderInHand,
  event: OrderEvent,
  context: MoveContext,
): Promise<OrderRecord> {
  const rule = MOVES[event.kind] as MoveRule<OrderEvent>;
  const { id, record } = order;
  const from = record.status;
  const to = rule.to ?? from;
  if (rule.to && !canMoveTo(from, to)) throw refusedMove(from, to);
  const now = context.now ?? Timestamp.now();
  if (rule.offOrder) {
    rule.writes?.(tx, order, event, now, context.by);
    return record;
  }
  const statusMoves = to !== from;
  // The paper this move issues: its number and the bill a credit note reverses are
  // read before the first write, as a transaction must.
  const paper = statusMoves && !rule.ownPaper ? paperIssuedBy(record, to) : null;
  const taken = paper ? await takeBillNumber(tx, paper, now) : undefined;
  const reverses = paper === 'credit-note' ? await readIssuedBill(tx, id) : undefined;
  if (statusMoves && isRestocked(to) && !rule.ownPaper) {
    const known = context.standing?.email === record.email ? context.standing.standing : undefined;
    await restock(tx, record, to, known ?? (await readStandingOrders(tx, record.email)));
  }
  if (isOpenOrder(from) && !isOpenOrder(to)) removeOpenOrder(tx, record, id);

  const details = rule.details?.(record, event, { now, store: context.store }) ?? {};
  const fields = { ...details.fields };
  // Every move that makes a refund owed passes here: none may owe back more than was paid.
  // Orders that already owe more (placed before decision 077) keep it; the report lists them.
  if (fields.refundOwed !== undefined) {
    const problem = overpaidRefundProblem({
      totalPaise: toPaise(record.totalPrice),
      owedPaise: toPaise(fields.refundOwed),
    });
    if (problem) throw new ConflictError(problem);
  }
  rule.writes?.(tx, order, event, now, context.by);
  const written =
    taken &&
    issueBill(tx, {
      taken,
      orderId: id,
      order: record,
      store: shopOf(context.store),
      at: now,
      reverses,
      to,
      returnReason: fields.returnReason,
      keepsCharges: keepsCharges(record, fields),
      owedPaise: toPaise(fields.refundOwed ?? 0),
    });
  // The figures count the paper as written, in the month it is issued (decision 051).
  if (written) recordPaper(tx, taken.kind, written.totals, now.toDate());
  const issued = written && written.kept;
  if (issued) fields[taken.kind === 'bill' ? 'bill' : 'creditNote'] = issued;
  const issuedNote = issued && `${BILL_TITLES[taken.kind]} ${issued.number} issued`;
  const note = [details.note, issuedNote].filter(Boolean).join('; ');
  const entry: OrderHistoryRecord = { status: to, at: now, by: context.by, ...(note ? { note } : {}) };
  const history = rule.actor === 'customer' ? [...record.history, entry] : withOwnersEntry(tx, id, record, entry);
  const moved: OrderRecord = { ...record, ...fields, status: to, history };
  for (const field of rule.clears ?? []) delete moved[field];
  tx.update(collections.orders().doc(id), {
    ...fields,
    ...(statusMoves ? { status: to } : {}),
    history,
    ...Object.fromEntries((rule.clears ?? []).map((field) => [field, FieldValue.delete()])),
  });
  // A cancelled order nobody paid for gives its coupon's use back; a paid one keeps it (decision 062).
  if (statusMoves && to === 'cancelled' && moved.refundOwed === 0) giveCouponBack(tx, moved, id);
  // The paper the move issued goes with its e-mail: the status change's, or the event's own.
  const own = rule.ownPaper?.(id, moved, event);
  const paperSent = own ?? (issued ? { billId: billId(taken.kind, id), number: issued.number } : undefined);
  const attachedBills = paperSent ? { attachedBills: [paperSent.billId] } : {};
  const news =
    !statusMoves && context.mail && rule.notify?.(customerView(orderFromRecord(id, moved)), event, context.mail);
  if (news)
    queueMail(tx, { to: [record.email], message: news.message, kind: news.kind, orderId: id, ...attachedBills }, now);
  if (!statusMoves || rule.silent) return moved;
  // The customer hears of the move in the same transaction: one e-mail per move, none for a refused one.
  const attached = paperSent && { title: BILL_TITLES[taken?.kind ?? 'credit-note'], number: paperSent.number };
  const message = orderStatusMail(
    customerView(orderFromRecord(id, moved)),
    shopOf(context.mail),
    attached,
    details.quoted,
  );
  if (message)
    queueMail(
      tx,
      { to: [record.email], message, kind: 'order-status', orderId: id, orderStatus: to, ...attachedBills },
      now,
    );
  return moved;
}

export interface NewOrder {
  id: string;
  /** Everything but the history, which the move writes. */
  record: Omit<OrderRecord, 'history'>;
  /** Each line's book as read before the transaction: its write is conditioned on that read. */
  books: Array<DocumentSnapshot<BookRecord, BookRecord>>;
  /** The person's open orders and the account's figures, read in the transaction. */
  open: OpenOrders;
  now: Timestamp;
  mail: { settings: MailSettings; ownerTo: string[] };
  /** The coupon as the transaction read it, and the discount it gave: its use is counted (decision 062). */
  coupon?: { read: CouponRead; discountPaise: number };
  /** The Idempotency-Key the order came with: its record names the order for a replay. */
  idempotency?: IdempotencyClaim | null;
}

/**
 * The event "placed", in the order's transaction: the order with its first history entry (the
 * customer's), each book's copies taken, the person's holds and the account's figures, the order
 * counted as placed in the statistics, the e-mails (the customer's, the owner's, a low-stock
 * alert per book that crosses the threshold), the coupon's use and the Idempotency-Key's record.
 * Its reads and checks are placeOrder's (order-actions.ts).
 */
export function recordPlaced(tx: Transaction, placed: NewOrder): Order {
  const { id, record: fields, books, now } = placed;
  const record: OrderRecord = { ...fields, history: [{ status: fields.status, at: now, by: fields.email }] };
  const totalPaise = toPaise(record.totalPrice);
  tx.create(collections.orders().doc(id), record);
  // The books are written anyway (their stock), so their sold counts cost no extra write; updatedAt
  // lets an instance back from idle catch up on them (catalog-index.ts).
  record.products.forEach((line, index) => {
    tx.update(
      collections.books().doc(line.productId),
      {
        stock: books[index]!.data()!.stock - line.quantity,
        sold: FieldValue.increment(line.quantity),
        updatedAt: FieldValue.serverTimestamp(),
      },
      unchangedSince(books[index]!),
    );
  });
  addOpenOrder(tx, placed.open, { id, email: record.email, name: record.name, totalPaise, at: now });
  recordOrderPlaced(tx, now.toDate());

  // The e-mails are written with the order: an order that exists has them queued, and a refused
  // one has none. Sending happens after the commit (sendMail).
  const order = orderFromRecord(id, record);
  const { settings, ownerTo } = placed.mail;
  queueMail(
    tx,
    { to: [record.email], message: orderPlacedMail(order, settings), kind: 'order-placed', orderId: id },
    now,
  );
  queueMail(
    tx,
    { to: ownerTo, message: ownerNewOrderMail(order, settings), kind: 'owner-new-order', orderId: id },
    now,
  );
  record.products.forEach((line, index) => {
    const book = books[index]!.data()!;
    // One alert per crossing: only the order that takes the stock over the threshold sends it.
    if (book.stock > LOW_STOCK_THRESHOLD && book.stock - line.quantity <= LOW_STOCK_THRESHOLD) {
      const low = { id: line.productId, title: book.title, stock: book.stock - line.quantity };
      queueMail(tx, { to: ownerTo, message: lowStockMail(low, settings), kind: 'low-stock', orderId: id }, now);
    }
  });
  if (placed.coupon) recordCouponUse(tx, placed.coupon.read, id, placed.coupon.discountPaise);
  if (placed.idempotency) rememberOrder(tx, placed.idempotency, id, now);
  return order;
}

/** The key's record: a replay of the same request within its hours answers with this order. */
function rememberOrder(tx: Transaction, claim: IdempotencyClaim, orderId: string, now: Timestamp): void {
  const record: IdempotencyKeyRecord = {
    uid: claim.uid,
    requestHash: claim.requestHash,
    orderId,
    createdAt: now,
    expiresAt: Timestamp.fromMillis(now.toMillis() + IDEMPOTENCY_KEY_TTL_HOURS * 3600_000),
  };
  tx.set(claim.ref, record);
}

// ---- Money owed back (decision 050) ----

/** The fields of an order that owes `paise` back from `now`; none when it owes nothing. */
function owed(paise: number, now: Timestamp, store: StoreSettings | undefined): Partial<OrderRecord> {
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
function owedOnLeaving(
  record: OrderRecord,
  to: OrderStatus,
  returnReason: ReturnReason | undefined,
  at: { now: Timestamp; store?: StoreSettings },
): Partial<OrderRecord> {
  const policy = (at.store ?? DEFAULT_STORE_SETTINGS).refunds;
  const paid = paidOrderOf(record);
  const paise = refundOwedPaise(
    {
      ...record,
      from: record.status,
      to,
      returnReason,
      // A free-shipping coupon's shipping was never paid, so a policy keeping the charges cannot keep it.
      ...(paid.split ? { chargesPaidPaise: chargesPaidPaise(paid) } : {}),
    },
    policy,
  );
  return owed(paise, at.now, at.store);
}

/** True when the credit note of this return credits the books alone: the policy kept the charges. */
function keepsCharges(record: OrderRecord, fields: Partial<OrderRecord>): boolean {
  const owedPaise = toPaise(fields.refundOwed ?? 0);
  return owedPaise > 0 && owedPaise < toPaise(record.totalPrice);
}

/** "Refund ₹250.00 by UPI, UTR 412345678901": the history's note and the owner's answer. */
export const refundSentence = (refund: RefundRecord) => `Refund ${refundWords(refund)}`;

// ---- The customer's own cancel (decision 053) ----

/** The order's pending request, or a refusal: only an order whose payment waits for the check has one to settle. */
function pendingRequest(record: OrderRecord) {
  if (record.status !== 'payment-submitted' || !record.cancelRequest)
    throw new ConflictError('This order has no cancellation request waiting for its payment’s check.');
  return record.cancelRequest;
}

const utrOf = (record: OrderRecord) => record.payment?.utr ?? 'none';

// ---- Returns after delivery (decision 054) ----

/** The request of `returnId` on the order, in the state the move needs. */
function requestIn(record: OrderRecord, returnId: string, state: ReturnOnOrderRecord['state']) {
  const request = record.returns.find((each) => each.id === returnId);
  if (!request) throw new ConflictError('This order has no such return request.');
  if (request.state !== state)
    throw new ConflictError(
      `This return request is ${request.state}: only a ${state} one can be ${state === 'requested' ? 'approved or declined' : 'marked received'}.`,
    );
  return request;
}

/** The order's requests with one replaced, and whether any still waits for the owner. */
function withRequest(record: OrderRecord, changed: ReturnOnOrderRecord): Partial<OrderRecord> {
  const returns = record.returns.map((each) => (each.id === changed.id ? changed : each));
  return { returns, returnsOpen: returns.some((each) => OPEN_RETURN_STATES.includes(each.state)) };
}

const booksWords = (request: Pick<ReturnOnOrderRecord, 'items'>) =>
  request.items.map((item) => `${item.quantity} × ${item.title}`).join(', ');

/** The customer's e-mail of the owner's decision or the receipt: the request as the order now answers it. */
function requestMail(order: Order, { returnId }: { returnId: string }, mail: MailSettings) {
  const request = order.returns?.find((each) => each.id === returnId);
  if (!request) throw new Error(`Return request ${returnId} is missing from its order.`);
  return { kind: 'return-request' as const, message: returnRequestMail(order, request, mail) };
}

/** The credit note a receipt issued, which its e-mail carries. */
function creditNoteOf(orderId: string, moved: OrderRecord, { returnId }: { returnId: string }): IssuedPaperRef {
  const number = moved.returns.find((each) => each.id === returnId)?.creditNote?.number;
  if (!number) throw new Error(`Return request ${returnId} of order ${orderId} has no credit note.`);
  return { billId: billId('credit-note', orderId, returnId), number };
}

/**
 * True when, with `request` received, every copy the order sold has come back: the order is
 * returned. The caller names the event by it.
 */
function isLastReturn(record: OrderRecord, request: ReturnOnOrderRecord): boolean {
  const back = new Map<string, number>();
  for (const each of record.returns)
    if (each.state === 'received' || each.id === request.id)
      for (const item of each.items) back.set(item.productId, (back.get(item.productId) ?? 0) + item.quantity);
  return record.products.every((line) => (back.get(line.productId) ?? 0) >= line.quantity);
}

/**
 * The event of return `returnId`'s parcel received, with what its move needs read before the
 * first write in the order's transaction: the account (the last return takes the order off its
 * average), the books in their lock order, the credit note's number and the bill it partly
 * reverses. The last books back name the event that returns the order.
 */
export async function receiptEvent(
  tx: Transaction,
  orderId: string,
  record: OrderRecord,
  returnId: string,
): Promise<OrderEvent> {
  const request = record.returns.find((each) => each.id === returnId);
  if (!request) throw new NotFoundError('Return request not found.');
  if (request.state !== 'approved')
    throw new ConflictError(`This return request is ${request.state}: only an approved one can be marked received.`);
  const standing = await readStandingOrders(tx, record.email);
  const books = await getBooksInLockOrder(
    tx,
    request.items.map((item) => collections.books().doc(item.productId)),
  );
  const now = Timestamp.now();
  const [taken, reverses, store] = await Promise.all([
    takeBillNumber(tx, 'credit-note', now),
    readIssuedBill(tx, orderId),
    readStoreSettings(tx),
  ]);
  const received = { taken, books, standing, store, ...(reverses ? { reverses } : {}) };
  return { kind: isLastReturn(record, request) ? 'last-return-received' : 'return-received', returnId, received };
}

/** The fields of a receipt: the request received, its credit note, and its refund added to what is owed. */
function receivedDetails(
  record: OrderRecord,
  { returnId, received }: { returnId: string; received: ReceivedReturn },
  { now, store }: { now: Timestamp; store?: StoreSettings },
  last: boolean,
) {
  const request = requestIn(record, returnId, 'approved');
  const policy = (store ?? received.store).refunds;
  const paise = receiptOwedPaise(record, request, received, last);
  const { taken } = received;
  const creditNote = { number: billNumber('credit-note', taken.financialYear, taken.sequence), issuedAt: now };
  const changed: ReturnOnOrderRecord = {
    ...request,
    state: 'received',
    receivedAt: now,
    creditNote,
    refund: fromPaise(paise),
  };
  // The refund owed grows by this part; its due date is the oldest part's still outstanding.
  const outstanding = toPaise(record.refundOutstanding);
  const stillDue = outstanding > 0 && record.refundDueBy;
  const fields: Partial<OrderRecord> = {
    ...withRequest(record, changed),
    ...(last ? { returnReason: 'customer-return' as const } : {}),
    ...(paise > 0
      ? {
          refundOwed: fromPaise(toPaise(record.refundOwed) + paise),
          refundOutstanding: fromPaise(outstanding + paise),
          refundDueBy: stillDue || Timestamp.fromMillis(now.toMillis() + policy.days * DAY_MS),
          refundOwedAt: (stillDue && record.refundOwedAt) || now,
          refundPending: true,
        }
      : {}),
  };
  const note = `Return received: ${booksWords(request)} back in stock; ${formatRupees(fromPaise(paise))} to refund; Credit Note ${creditNote.number} issued`;
  return { fields, note };
}

/**
 * What a received return makes owed (decision 077): its books' paid share, counted on from the
 * copies earlier returns brought back, and the charges paid with the last unless the policy keeps them.
 */
function receiptOwedPaise(
  record: OrderRecord,
  request: ReturnOnOrderRecord,
  received: ReceivedReturn,
  last: boolean,
): number {
  const earlier = record.returns.flatMap((each) => (each.state === 'received' ? partLines(record, each) : []));
  return returnPartOwedPaise(
    paidOrderOf(record),
    { lines: partLines(record, request), earlier, last, owedPaise: toPaise(record.refundOwed) },
    received.store.refunds.keepChargesOnReturn,
  );
}

/** The order's lines a request brings back: each line's index and the copies. */
const partLines = (record: OrderRecord, request: Pick<ReturnOnOrderRecord, 'items'>) =>
  request.items.map((item) => ({
    index: record.products.findIndex((line) => line.productId === item.productId),
    quantity: item.quantity,
  }));

/** What the order's customer paid, as placed: the split of its coupon when one was recorded. */
function paidOrderOf(record: OrderRecord): PaidOrder {
  return {
    lines: record.products.map((line) => ({ pricePaise: toPaise(line.price), quantity: line.quantity })),
    shippingPaise: toPaise(record.shippingCharge),
    codFeePaise: toPaise(record.codFee),
    totalPaise: toPaise(record.totalPrice),
    ...(record.discountSplit ? { split: record.discountSplit } : {}),
  };
}

/** The receipt's writes: the copies back on the shelf, the credit note of the part, the figures, the owner's record. */
function receivedWrites(
  tx: Transaction,
  { id, record }: { id: string; record: OrderRecord },
  { returnId, received }: { returnId: string; received: ReceivedReturn },
  now: Timestamp,
  last: boolean,
) {
  const request = requestIn(record, returnId, 'approved');
  request.items.forEach((item, index) => {
    const book = received.books[index];
    if (book) putCopiesBack(tx, book, item.quantity);
  });
  if (last) removeStandingOrder(tx, record.email, received.standing, toPaise(record.totalPrice));
  const policy = received.store.refunds;
  const written = issueReturnCreditNote(tx, {
    taken: received.taken,
    orderId: id,
    order: record,
    store: received.store,
    at: now,
    ...(received.reverses ? { reverses: received.reverses } : {}),
    part: {
      returnId,
      reason: request.reason,
      lines: partLines(record, request),
      withCharges: last && !policy.keepChargesOnReturn,
      // What the receipt makes owed (receivedDetails): the credit note says the same.
      owedPaise: receiptOwedPaise(record, request, received, last),
    },
  });
  // The figures count the credit note as written, in the month it is issued (decision 051).
  recordPaper(tx, 'credit-note', written.totals, now.toDate());
  tx.update(collections.returnRequests().doc(returnId), { state: 'received' });
}

/** Return requests stand in the way of the owner's whole-order return: their books have their own paper. */
function refuseWholeReturn(record: OrderRecord): void {
  if (record.returns.some((each) => ACTIVE_RETURN_STATES.includes(each.state)))
    throw new ConflictError(
      'This order has return requests: decline them, or mark them received; the last books received mark the order returned.',
    );
}

// ---- The history the customer reads, and the owner's audit beside it (decision 018) ----
// These build the entries; moveOrder and recordPlaced alone write them to the order.

const isCustomers = (entry: OrderHistoryRecord, order: Pick<OrderRecord, 'email'>) => entry.by === order.email;
const storeEntry = (entry: OrderHistoryRecord): OrderHistoryRecord => ({ ...entry, by: STORE_ACTOR });

/**
 * The order's history as its customer may read it (every change not the customer's own is the
 * store's), and the entries that named an owner: orders stored before decision 018 hold them.
 */
export function ownerNamesOutOfHistory(record: Pick<OrderRecord, 'email' | 'history'>): {
  history: OrderHistoryRecord[];
  ownerNamed: OrderHistoryRecord[];
} {
  return {
    history: record.history.map((old) => (isCustomers(old, record) ? old : storeEntry(old))),
    ownerNamed: record.history.filter((old) => !isCustomers(old, record) && old.by !== STORE_ACTOR && old.by !== ''),
  };
}

/**
 * An owner's change to one order: the history the order keeps, with the change as the store's,
 * and the owner's name filed in the audit in the same transaction. Orders written before the
 * audit existed carry owner names in their history: those move too. Write the history returned.
 */
function withOwnersEntry(
  tx: Transaction,
  orderId: string,
  record: Pick<OrderRecord, 'email' | 'history'>,
  entry: OrderHistoryRecord,
): OrderHistoryRecord[] {
  const { history, ownerNamed } = ownerNamesOutOfHistory(record);
  auditOwnerEntries(tx, orderId, [...ownerNamed, entry]);
  return [...history, storeEntry(entry)];
}

/** Files owner-named entries in the order's audit, which only the owner's API reads. Needs no read. */
export function auditOwnerEntries(tx: Transaction, orderId: string, entries: OrderHistoryRecord[]): void {
  if (entries.length === 0) return;
  tx.set(collections.orderAudit().doc(orderId), { entries: FieldValue.arrayUnion(...entries) }, { merge: true });
}

// ---- Copies back on the shelf ----

/**
 * Puts the order's copies back (books deleted since are skipped: they have no shelf to return
 * to) and takes its sale out of the customer's average order. Reads come before any write.
 * moveOrder calls it for a cancel or a return. The sales figures change only with the credit
 * note, in the month it is issued (decision 051).
 */
export async function restock(
  tx: Transaction,
  record: OrderRecord,
  to: OrderStatus,
  standing: StandingOrders,
): Promise<void> {
  const problems = restockProblems(record);
  if (problems.length > 0) {
    // Defaults for missing fields (no lines, the epoch) would restock nothing and
    // correct the wrong month; refuse instead and leave the order as it is.
    throw new ConflictError(
      `This order cannot be marked ${to}: its stored record is incomplete ` +
        `(${problems.join(', ')}), so the stock and the statistics cannot be corrected. Repair the order record first.`,
    );
  }
  const lines = record.products;
  // The books last and sorted by id: the order transaction's lock order (getBooksInLockOrder).
  const books = await getBooksInLockOrder(
    tx,
    lines.map((line) => collections.books().doc(line.productId)),
  );
  books.forEach((book, index) => putCopiesBack(tx, book, lines[index]!.quantity));
  removeStandingOrder(tx, record.email, standing, toPaise(record.totalPrice));
}

/**
 * Copies of a sold book back on the shelf, in the transaction that read it (a cancel, a refused
 * parcel, a received return): off Top Sellers too, as they were never a sale, and the book
 * marked for its waiting alerts when it had none. A book deleted since has no shelf: skipped.
 */
function putCopiesBack(tx: Transaction, book: DocumentSnapshot<BookRecord, BookRecord>, copies: number): void {
  if (!book.exists) return;
  tx.update(book.ref, {
    stock: FieldValue.increment(copies),
    sold: FieldValue.increment(-copies),
    updatedAt: FieldValue.serverTimestamp(),
  });
  const before = book.data()?.stock ?? 0;
  markIfBackInStock(tx, book.id, before, before + copies);
}

/**
 * What a restock needs and the record lacks. The converter reads missing or malformed fields
 * as no lines, empty ids and the epoch, none of which a placed order can have. Its total is not
 * one of them: what an order cost does not change which copies go back (decision 077).
 */
function restockProblems(record: OrderRecord): string[] {
  const problems: string[] = [];
  const lines = record.products;
  if (lines.length === 0) problems.push('no books');
  else if (
    lines.some((line) => !isDocumentId(line.productId) || !Number.isSafeInteger(line.quantity) || line.quantity < 1)
  )
    problems.push('a book line without an id or a quantity');
  if (record.createdAt.toMillis() <= 0) problems.push('no order date');
  return problems;
}

// ---- A COD order's cash as the courier settles it ----
// On orderSettlements/{orderId}: the owner's alone, since the order's customer may read the order
// document itself. The events `delivered` and `remitted` write it; recordRemittance checks it first.

/** Delivered by cash on delivery: the courier holds the order's total until it remits it. */
function openSettlement(tx: Transaction, orderId: string, record: OrderRecord): void {
  tx.set(collections.orderSettlements().doc(orderId), {
    cashPending: true,
    codAmount: record.totalPrice,
    orderCreatedAt: record.createdAt,
    courier: record.shipment?.courier ?? 'other',
    entries: [],
  });
}

/** The note of the owner's history entry: "COD remitted: ₹420.00 on 2026-11-20, reference R1; short by ₹30.00". */
function remittanceNote(due: number, remittance: { amount: number; date: string; reference: string }): string {
  const difference = remittanceDifference(remittanceDeduction(due, remittance.amount));
  const remitted = `COD remitted: ${formatRupees(remittance.amount)} on ${remittance.date}, reference ${remittance.reference}`;
  return difference ? `${remitted}; ${difference} (of ${formatRupees(due)})` : remitted;
}

/**
 * The courier paid `amount` over for the order: its cash is no longer pending, the difference from
 * the order's total is the courier's deduction, and the owner's view of the history gains the entry.
 * The caller's transaction has read the order and its settlement and checked both.
 */
function settleCash(
  tx: Transaction,
  orderId: string,
  record: OrderRecord,
  remittance: { amount: number; date: string; reference: string },
  at: { now: Timestamp; by: string },
): void {
  const { amount, date, reference } = remittance;
  const deduction = remittanceDeduction(record.totalPrice, amount);
  const entry: OrderHistoryRecord = {
    status: record.status,
    at: at.now,
    by: at.by,
    note: remittanceNote(record.totalPrice, remittance),
  };
  tx.set(
    collections.orderSettlements().doc(orderId),
    {
      cashPending: false,
      remittance: { amount, deduction, date, reference, recordedAt: at.now },
      entries: FieldValue.arrayUnion(entry),
    },
    { merge: true },
  );
}

// ---- The UTR's claim: one payment pays one order ----

/**
 * Before the owner's UTR is claimed for `orderId`: refused if another order has it, as the
 * shopper's would be. A read: call it in the move's transaction before any write.
 */
export async function ensureUtrFree(tx: Transaction, utr: string, orderId: string): Promise<void> {
  const claimedBy = (await tx.get(collections.upiUtrs().doc(utr))).data()?.orderId;
  if (claimedBy !== undefined && claimedBy !== orderId)
    throw new ConflictError(
      `The UTR ${utr} was already given for another order (${claimedBy}). Check the bank statement: one payment pays one order.`,
    );
}

/**
 * The shopper's UTR is this order's now: another order that sends it is refused. Written in the
 * move's transaction, which read the claim first (submitUpiPayment).
 */
function claimUtr(tx: Transaction, utr: string, orderId: string, at: Timestamp): void {
  tx.set(collections.upiUtrs().doc(utr), { orderId, claimedAt: at });
}

/**
 * The owner found no such payment ("not received"): the UTR's claim goes, so it may be sent
 * again, for this order or for the one it really paid. Written in the status move's transaction.
 */
function releaseUtr(tx: Transaction, utr: string): void {
  tx.delete(collections.upiUtrs().doc(utr));
}

// ---- The reason of an owner's whole-order return ----

/** Why `reason` does not fit a return from `from`, for the owner. */
const returnReasonMisfit = (from: OrderStatus, reason: ReturnReason) =>
  reason === 'rto'
    ? `An order that is ${from} cannot come back as refused or undeliverable (rto): that is a return from shipped, before delivery. A delivered order comes back as customer-return.`
    : `An order that is ${from} cannot come back as returned by the customer (customer-return): that is a return from delivered. A parcel that never reached the customer comes back as rto.`;

/** The return's reason, said or by default; a reason that does not fit the move is refused. */
function returnReasonOf(record: OrderRecord, event: { returnReason?: ReturnReason }): ReturnReason {
  const reason = event.returnReason ?? defaultReturnReason(record.status);
  if (canMoveTo(record.status, 'returned') && !returnReasonFits(record.status, reason)) {
    const message = returnReasonMisfit(record.status, reason);
    throw new InvalidInputError(message, { returnReason: message });
  }
  return reason;
}
