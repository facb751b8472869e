import {
  CUSTOMER_ONLY_STATUSES,
  ORDER_STATUS_LABELS,
  isRestocked,
  type Order,
  type OrderStatusChange,
  type ShipmentChange,
} from '@bookstore/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import type { OrderRecord } from '../../db/orders';
import { openOrdersOf, readStandingOrders } from '../customers/customer-open-orders';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { readStoreSettings, shopMailSettings } from '../store/store-settings';
import { moveOrder, refusedMove, type OrderEvent } from './order-moves';
import { getOrder } from './order-queries';
import { ensureUtrFree } from './upi-utrs';
import { runTransaction } from '../../db/store-transaction';
import { afterRestock } from '../stock-alerts/stock-alert-sends';

/**
 * Moves an order along its lifecycle, recording who and when. A cancel or a return puts every
 * line's copies back on the shelf and takes the order out of the sales figures, in the same
 * transaction as the status change, so it is all or nothing and never happens twice.
 *
 * The order's own history, which its customer can read, says the store made the change; the
 * owner's username goes to orderAudit, which only the owner's API reads.
 */
export async function changeOrderStatus(id: string, change: OrderStatusChange, by: string): Promise<Order> {
  const to = change.status;
  if (CUSTOMER_ONLY_STATUSES.includes(to))
    throw new ConflictError(
      `Only the shopper's UTR moves an order to ${ORDER_STATUS_LABELS[to].toLowerCase()}: mark it paid, or not received.`,
    );
  // moveOrder refuses a move the domain does not allow: each event below moves to `to` itself.
  await moveInItsOwnTransaction(id, by, (record, tx) => ownersEvent(record, change, { id, tx }));
  return getOrder(id);
}

export const UNDECIDED_PAYMENT =
  'This order cannot be cancelled until you decide on its payment: mark it paid, or not received, first.';

/** The event the owner's status change stands for. */
async function ownersEvent(
  record: OrderRecord,
  change: OrderStatusChange,
  order: { id: string; tx: Transaction },
): Promise<OrderEvent> {
  switch (change.status) {
    case 'confirmed':
      if (record.paymentMethod === 'upi') return paidEvent(record, change.utr, order);
      if (change.utr) refuseUtr(NOT_UPI);
      return { kind: 'confirmed' };
    case 'awaiting-payment':
      // The customer asked to cancel while the UTR waited: "not received" cancels it unpaid.
      return hasCancelRequest(record) ? { kind: 'cancel-request-unpaid' } : { kind: 'payment-refused' };
    case 'shipped':
      return { kind: 'shipped', courier: change.courier, awb: change.awb };
    case 'cancelled':
      // A payment never hangs between states; its UTR stays claimed until decided.
      if (record.status === 'payment-submitted') throw new ConflictError(UNDECIDED_PAYMENT);
      return { kind: 'cancelled' };
    case 'delivered':
      return { kind: change.status };
    case 'returned':
      return { kind: 'returned', returnReason: change.returnReason };
    default:
      throw refusedMove(record.status, change.status);
  }
}

const hasCancelRequest = (record: OrderRecord) => record.status === 'payment-submitted' && !!record.cancelRequest;

const NOT_UPI = 'A cash-on-delivery order has no UTR: confirm it without one.';
const UTR_NEEDED =
  'Type the 12-digit UTR of this payment from your bank statement: the shopper sent none, and one payment pays one order.';
const SHOPPERS_UTR = 'The shopper’s UTR is on this order already: mark it paid without typing one.';

function refuseUtr(message: string): never {
  throw new InvalidInputError(message, { utr: message });
}

/**
 * "Mark paid" on a UPI order. The shopper's UTR was claimed when they sent it; without one, the
 * owner types the UTR from the bank statement and it is claimed the same way, so
 * the one payment cannot later be claimed for another order.
 */
async function paidEvent(
  record: OrderRecord,
  utr: string | undefined,
  { id, tx }: { id: string; tx: Transaction },
): Promise<OrderEvent> {
  if (record.status === 'payment-submitted' && utr) refuseUtr(SHOPPERS_UTR);
  // The customer asked to cancel while the UTR waited: the money in, it is cancelled and owed back.
  if (hasCancelRequest(record)) return { kind: 'cancel-request-paid' };
  // Any other status: moveOrder refuses the move itself.
  if (record.status !== 'awaiting-payment') return { kind: 'paid' };
  if (!utr) return refuseUtr(UTR_NEEDED);
  await ensureUtrFree(tx, utr, id);
  return { kind: 'paid', utr };
}

/**
 * One move of one order by the owner or a job, in a transaction of its own, with the shop's
 * settings read before it. `eventFor` sees the order as the transaction read it, and refuses
 * (throws) or names the event; it may read more in the transaction first, never write. Returns
 * the order as the move left it.
 */
export async function moveInItsOwnTransaction(
  id: string,
  by: string,
  eventFor: (record: OrderRecord, tx: Transaction) => OrderEvent | Promise<OrderEvent>,
): Promise<OrderRecord> {
  const orderRef = collections.orders().doc(id);
  const store = await readStoreSettings();
  const mail = await shopMailSettings(store);
  // Reads lock on the emulator (and in Firestore's server transactions). An order's transaction
  // locks the customer's account, then their open orders, then books: this one takes the same
  // order, the account first, so the two never wait on each other until a lock times out. The
  // e-mail an order was placed under never changes, so it is read before the transaction.
  const customer = (await orderRef.get()).data()?.email;
  const moved = await runTransaction(async (tx) => {
    const standing =
      customer === undefined ? undefined : { email: customer, standing: await readStandingOrders(tx, customer) };
    const record = (await tx.get(orderRef)).data();
    if (!record) throw new NotFoundError('Order not found.');
    return moveOrder(tx, { id, record }, await eventFor(record, tx), { by, store, mail, standing });
  });
  // A cancel or a return may have put a sold-out book back on the shelf. Other
  // moves put nothing back, so they read nothing more.
  if (isRestocked(moved.status) || moved.returns.some((request) => request.state === 'received'))
    await afterRestock(moved.products.map((line) => line.productId));
  return moved;
}

/**
 * The owner corrects a shipped parcel's courier or AWB (a typo, a re-booked consignment). The
 * history records the change, with the old and the new, as the owner's.
 */
export async function correctShipment(id: string, change: ShipmentChange, by: string): Promise<Order> {
  const orderRef = collections.orders().doc(id);
  const store = await readStoreSettings();
  await runTransaction(async (tx) => {
    const record = (await tx.get(orderRef)).data();
    if (!record) throw new NotFoundError('Order not found.');
    if (record.status !== 'shipped' && record.status !== 'delivered')
      throw new ConflictError(`An order that is ${record.status} has no parcel on its way to correct.`);
    await moveOrder(tx, { id, record }, { kind: 'shipment-corrected', ...change }, { by, store });
  });
  return getOrder(id);
}

export interface CancelledOpenOrders {
  cancelled: Order[];
  /** Open orders that moved on (shipped, cancelled, paid) between the list and their own cancel. */
  skipped: Array<{ _id: string; message: string }>;
  /** Open orders already paid, or with a UTR to check: the owner decides on each. */
  paid: Order[];
}

/** The shop holds (or may hold) the money of this open order: a UPI order confirmed, or its UTR sent. */
const isPaidOpen = (record: Pick<OrderRecord, 'paymentMethod' | 'status'>) =>
  record.paymentMethod === 'upi' && (record.status === 'confirmed' || record.status === 'payment-submitted');

/**
 * Cancels every unpaid open order of one customer, each exactly as a single cancel (its own
 * transaction, restock and statistics), so an order the owner shipped meanwhile is left alone
 * and reported rather than half-cancelled. Paid ones are listed, never cancelled in bulk: each
 * owes a refund or a decision on its payment, which is the owner's to make.
 */
export async function cancelOpenOrders(email: string, by: string): Promise<CancelledOpenOrders> {
  const open = await openOrdersOf(email).get();
  const result: CancelledOpenOrders = { cancelled: [], skipped: [], paid: [] };
  for (const doc of open.docs) {
    if (isPaidOpen(doc.data())) {
      result.paid.push(await getOrder(doc.id));
      continue;
    }
    try {
      await moveInItsOwnTransaction(doc.id, by, (record, tx) => {
        if (isPaidOpen(record)) throw new ConflictError('It was paid meanwhile: decide on it from its page.');
        return ownersEvent(record, { status: 'cancelled' }, { id: doc.id, tx });
      });
      result.cancelled.push(await getOrder(doc.id));
    } catch (error) {
      if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
      result.skipped.push({ _id: doc.id, message: error.message });
    }
  }
  return result;
}
