import {
  BILL_TITLES,
  canMoveTo,
  courierLabel,
  isOpenOrder,
  isRestocked,
  LOW_STOCK_THRESHOLD,
  RETURN_REASON_LABELS,
  toPaise,
  trackingUrl,
  type CourierId,
  type MailKind,
  type Order,
  type OrderStatus,
  type ReturnReason,
  type StoreSettings,
} from '@bookstore/domain';
import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { billId } from '../../db/bills';
import type { BookRecord } from '../../db/catalog';
import { collections } from '../../db/collections';
import { unchangedSince } from '../../db/contended-transaction';
import { orderFromRecord, type OrderHistoryRecord, type OrderRecord } from '../../db/orders';
import { lowStockMail } from '../../mail/templates/low-stock';
import { orderPlacedMail } from '../../mail/templates/order-placed';
import { orderStatusMail, type Quoted } from '../../mail/templates/order-status';
import { ownerNewOrderMail } from '../../mail/templates/owner-new-order';
import type { MailContent, MailSettings } from '../../mail/templates/types';
import { issueBill, paperIssuedBy, readIssuedBill, takeBillNumber } from '../../paper/bills/bill-issue';
import type { StandingOrders } from '../customers/customer-averages';
import {
  addOpenOrder,
  countRto,
  readStandingOrders,
  removeOpenOrder,
  type OpenOrders,
} from '../customers/customer-open-orders';
import { ConflictError } from '../errors';
import { queueMail } from '../../mail/outbox/mail-outbox';
import { recordOrderPlaced, recordPaper } from '../statistics/stats';
import { reviewInviteDue } from '../reviews/review-invitations';
import { withOwnersEntry } from './order-history';
import { restock } from './order-restock';
import { openSettlement, settleCash } from './order-settlement';
import { customerView } from './order-views';
import { returnReasonOf } from './return-reasons';
import { keepsCharges, owedOnLeaving, REFUND_MOVES, type RefundEvent } from './refund-moves';
import { giveCouponBack } from '../coupons/coupon-redemption';
import { CANCEL_MOVES, type CancelEvent } from './cancel-moves';
import { refuseWholeReturn, RETURN_MOVES, type ReturnEvent } from './return-moves';
import type { SideMoveRule } from './side-move-rule';
import { claimUtr, releaseUtr } from './upi-utrs';

/*
 * What each of an order's moves does, in one place: the only code that writes an
 * order's history. A move runs inside its caller's transaction, which has read the order and
 * checked what only the caller knows (the UTR's claim, the remittance's amount); here it writes
 * the history entry and the owner's audit, and what the move of status implies: the holds, the
 * stock and the figures of a cancel or a return, the bill or credit note, the customer's e-mail.
 * The allowed moves are the domain's (order-status.ts).
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
   * The event restocks and credits its own books (a return request's part: return-moves.ts) and
   * issues its own paper: which one, so the e-mail carries it.
   */
  ownPaper?: SideMoveRule<E>['ownPaper'];
  /** The customer's e-mail of an event that moves no status (a status move sends orderStatusMail). */
  notify?: (order: Order, event: E, mail: MailSettings) => { kind: MailKind; message: MailContent };
}

const shipmentOf = (store: StoreSettings | undefined, courier: CourierId, awb: string) => ({
  courier,
  awb,
  trackingUrl: trackingUrl(shopOf(store).trackingTemplates[courier], awb),
});
const HOUR_MS = 3_600_000;
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
  // A paid order cancelled owes its money back (refund-moves.ts).
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
  ...REFUND_MOVES,
  ...CANCEL_MOVES,
  ...RETURN_MOVES,
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
}

/**
 * The event "placed", in the order's transaction: the order with its first history entry (the
 * customer's), each book's copies taken, the person's holds and the account's figures, the order
 * counted as placed in the statistics, and the e-mails (the customer's, the owner's, a low-stock alert per book
 * that crosses the threshold). Its reads and checks are placeOrder's.
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
  return order;
}
