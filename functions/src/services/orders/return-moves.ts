import {
  ACTIVE_RETURN_STATES,
  billNumber,
  courierLabel,
  DEFAULT_STORE_SETTINGS,
  formatRupees,
  fromPaise,
  OPEN_RETURN_STATES,
  RETURN_REQUEST_REASON_LABELS,
  returnPartRefundPaise,
  toPaise,
  type BillDocument,
  type CourierId,
  type Order,
  type RefundTo,
  type StoreSettings,
} from '@bookstore/domain';
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { billId } from '../../db/bills';
import type { BookRecord } from '../../db/catalog';
import { collections } from '../../db/collections';
import type { OrderRecord } from '../../db/orders';
import type { ReturnOnOrderRecord } from '../../db/return-requests';
import { returnRequestMail } from '../../mail/templates/return-request';
import type { MailSettings } from '../../mail/templates/types';
import type { TakenNumber } from '../../paper/bills/bill-issue';
import { issueReturnCreditNote } from '../../paper/bills/return-credit-note';
import type { StandingOrders } from '../customers/customer-averages';
import { removeStandingOrder } from '../customers/customer-open-orders';
import { ConflictError } from '../errors';
import { recordPaper } from '../statistics/stats';
import { putCopiesBack } from './order-restock';
import type { IssuedPaperRef, SideMoves } from './side-move-rule';

/*
 * A customer's return after delivery (decision 054), as entries of order-moves.ts's
 * MOVES: the request, the owner's decision, and the parcel received. The order stays delivered
 * and lists its requests; the books that came back are restocked, credited on a credit note of
 * their own and owed back. The last books to come back move the order to returned, with the
 * charges unless the policy keeps them; that move restocks and credits only those books, since
 * the others have their credit notes already.
 */

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

const DAY_MS = 86_400_000;

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
const requestMail = (order: Order, { returnId }: { returnId: string }, mail: MailSettings) => {
  const request = order.returns?.find((each) => each.id === returnId);
  if (!request) throw new Error(`Return request ${returnId} is missing from its order.`);
  return { kind: 'return-request' as const, message: returnRequestMail(order, request, mail) };
};

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
export function isLastReturn(record: OrderRecord, request: ReturnOnOrderRecord): boolean {
  const back = new Map<string, number>();
  for (const each of record.returns)
    if (each.state === 'received' || each.id === request.id)
      for (const item of each.items) back.set(item.productId, (back.get(item.productId) ?? 0) + item.quantity);
  return record.products.every((line) => (back.get(line.productId) ?? 0) >= line.quantity);
}

/** The fields of a receipt: the request received, its credit note, and its refund added to what is owed. */
function receivedDetails(
  record: OrderRecord,
  { returnId, received }: { returnId: string; received: ReceivedReturn },
  { now, store }: { now: Timestamp; store?: StoreSettings },
  last: boolean,
) {
  const request = requestIn(record, returnId, 'approved');
  const policy = (store ?? DEFAULT_STORE_SETTINGS).refunds;
  const booksPaise = request.items.reduce((sum, item) => sum + toPaise(item.price) * item.quantity, 0);
  const paise = returnPartRefundPaise(
    { booksPaise, last, shippingCharge: record.shippingCharge, codFee: record.codFee },
    policy,
  );
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
      lines: request.items.map((item) => ({
        index: record.products.findIndex((line) => line.productId === item.productId),
        quantity: item.quantity,
      })),
      withCharges: last && !policy.keepChargesOnReturn,
    },
  });
  // The figures count the credit note as written, in the month it is issued (decision 051).
  recordPaper(tx, 'credit-note', written.totals, now.toDate());
  tx.update(collections.returnRequests().doc(returnId), { state: 'received' });
}

export const RETURN_MOVES: SideMoves<ReturnEvent> = {
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

/** Return requests stand in the way of the owner's whole-order return: their books have their own paper. */
export function refuseWholeReturn(record: OrderRecord): void {
  if (record.returns.some((each) => ACTIVE_RETURN_STATES.includes(each.state)))
    throw new ConflictError(
      'This order has return requests: decline them, or mark them received; the last books received mark the order returned.',
    );
}
