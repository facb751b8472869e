import {
  BILL_TITLES,
  canMoveTo,
  courierLabel,
  CUSTOMER_ONLY_STATUSES,
  defaultReturnReason,
  ORDER_STATUS_LABELS,
  RETURN_REASON_LABELS,
  trackingUrl,
  type OrderStatusChange,
  type ShipmentChange,
  isDocumentId,
  isOpenOrder,
  isRestocked,
  STORE_ACTOR,
  toPaise,
  type AdminOrdersPage,
  type AdminOrdersQuery,
  type Order,
  type OrderStatus,
} from '@bookstore/domain';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { getBooksInLockOrder } from '../../db/catalog';
import { collections } from '../../db/collections';
import { getAllOf } from '../../db/documents';
import {
  orderFromRecord,
  toOrder,
  type OrderAuditRecord,
  type OrderHistoryRecord,
  type OrderRecord,
} from '../../db/orders';
import { db } from '../../firebase';
import {
  openOrdersOf,
  readStandingOrders,
  countRto,
  removeOpenOrder,
  removeStandingOrder,
} from '../customers/customer-open-orders';
import { readStoreSettings, shopMailSettings } from '../store/store-settings';
import { issueBill, paperIssuedBy, readIssuedBill, takeBillNumber } from '../../paper/bills/bill-issue';
import { billId } from '../../db/bills';
import { releaseUtr } from './upi-utrs';
import { orderStatusMail } from '../../mail/templates/order-status';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { queueMail } from '../../mail/outbox/mail-outbox';
import { customerView, ownerView } from './order-views';
import { removeSale } from '../statistics/stats';
import type { StandingOrders } from '../customers/customer-averages';

/** The owner's order list: newest first, optionally one status and one customer, `limit` at a time. */
export async function listOrders(query: AdminOrdersQuery): Promise<AdminOrdersPage> {
  // A number names one order at most: no ordering, so no composite index with createdAt.
  if (query.number !== undefined) {
    const found = await collections.orders().where('number', '==', query.number).limit(1).get();
    const audits = await getAllOf<OrderAuditRecord>(found.docs.map((doc) => collections.orderAudit().doc(doc.id)));
    return { orders: found.docs.map((doc, i) => ownerView(toOrder(doc), audits[i]?.data())), nextCursor: null };
  }
  let orders = collections.orders().orderBy('createdAt', 'desc');
  if (query.status) orders = orders.where('status', '==', query.status);
  if (query.email) orders = orders.where('email', '==', query.email);
  if (query.cashPending !== undefined) orders = orders.where('cashPending', '==', query.cashPending);
  if (query.cursor) {
    const after = await collections.orders().doc(query.cursor).get();
    if (!after.exists) throw new InvalidInputError('cursor is not valid.', { cursor: 'cursor is not valid.' });
    orders = orders.startAfter(after);
  }
  // One more than asked tells whether another page exists without a count query.
  const snapshot = await orders.limit(query.limit + 1).get();
  const page = snapshot.docs.slice(0, query.limit);
  // The owners' names for the whole page in one round trip.
  const audits = await getAllOf<OrderAuditRecord>(page.map((doc) => collections.orderAudit().doc(doc.id)));
  return {
    orders: page.map((doc, index) => ownerView(toOrder(doc), audits[index]?.data())),
    nextCursor: snapshot.size > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

export async function getOrder(id: string): Promise<Order> {
  const [snapshot, audit] = await Promise.all([
    collections.orders().doc(id).get(),
    collections.orderAudit().doc(id).get(),
  ]);
  const order = toOrder(snapshot);
  if (!order) throw new NotFoundError('Order not found.');
  return ownerView(order, audit.data());
}

/**
 * Moves an order along its lifecycle, recording who and when. A cancel or a return puts every
 * line's copies back on the shelf and takes the order out of the sales figures, in the same
 * transaction as the status change, so it is all or nothing and never happens twice.
 *
 * The order's own history, which its customer can read, says the store made the change; the
 * owner's username goes to orderAudit, which only the owner's API reads.
 */
export async function changeOrderStatus(
  id: string,
  change: OrderStatusChange,
  by: string,
  /** Move only from this status (the unpaid-order sweep: never an order whose UTR just came in). */
  onlyFrom?: OrderStatus,
): Promise<Order> {
  const to = change.status;
  if (CUSTOMER_ONLY_STATUSES.includes(to))
    throw new ConflictError(
      `Only the shopper's UTR moves an order to ${ORDER_STATUS_LABELS[to].toLowerCase()}: mark it paid, or not received.`,
    );
  const orderRef = collections.orders().doc(id);
  const store = await readStoreSettings();
  const settings = await shopMailSettings(store);
  // Reads lock on the emulator (and in Firestore's server transactions). An order's transaction
  // locks the customer's account, then their open orders, then books: this one takes the same
  // order, the account first, so the two never wait on each other until a lock times out. The
  // e-mail an order was placed under never changes, so it is read before the transaction.
  const customer = (await orderRef.get()).data()?.email;
  await db().runTransaction(async (tx) => {
    const standing = customer === undefined ? undefined : await readStandingOrders(tx, customer);
    const record = (await tx.get(orderRef)).data();
    if (!record) throw new NotFoundError('Order not found.');
    const from = record.status;
    if (onlyFrom !== undefined && from !== onlyFrom)
      throw new ConflictError(`The order is ${from} now, no longer ${onlyFrom}.`);
    if (!canMoveTo(from, to)) throw new ConflictError(`An order that is ${from} cannot be marked ${to}.`);
    const now = Timestamp.now();
    // The paper this move issues (issue 31): its number and the bill a credit note reverses
    // are read before the first write, as a transaction must.
    const paper = paperIssuedBy(record, to);
    const taken = paper ? await takeBillNumber(tx, paper, now) : undefined;
    const reverses = paper === 'credit-note' ? await readIssuedBill(tx, id) : undefined;
    if (isRestocked(to))
      await restock(
        tx,
        record,
        to,
        record.email === customer && standing ? standing : await readStandingOrders(tx, record.email),
      );
    if (isOpenOrder(from) && !isOpenOrder(to)) removeOpenOrder(tx, record, id);
    if (to === 'returned' && (change.returnReason ?? defaultReturnReason(from)) === 'rto') countRto(tx, record);

    const details = moveDetails(record, change, store.trackingTemplates);
    const { fields, releasedUtr } = details;
    if (releasedUtr) releaseUtr(tx, releasedUtr);
    const issued =
      taken &&
      issueBill(tx, {
        taken,
        orderId: id,
        order: record,
        store,
        at: now,
        reverses,
        to,
        returnReason: fields.returnReason,
      });
    if (issued) fields[taken.kind === 'bill' ? 'bill' : 'creditNote'] = issued;
    const issuedNote = issued && `${BILL_TITLES[taken.kind]} ${issued.number} issued`;
    const note = [details.note, issuedNote].filter(Boolean).join('; ');
    const entry: OrderHistoryRecord = { status: to, at: now, by, ...(note ? { note } : {}) };
    const history = withOwnersEntry(tx, id, record, entry);
    const moved: OrderRecord = { ...record, ...fields, status: to, history };
    if (to === 'awaiting-payment') delete moved.payment;
    tx.update(orderRef, {
      ...fields,
      status: moved.status,
      history: moved.history,
      ...(to === 'awaiting-payment' ? { payment: FieldValue.delete() } : {}),
    });
    // The customer hears of the move in the same transaction: one e-mail per move, never for a
    // refused one. The paper the move issued goes with it.
    const attached = issued && { title: BILL_TITLES[taken.kind], number: issued.number };
    const message = orderStatusMail(customerView(orderFromRecord(id, moved)), settings, attached || undefined);
    if (message)
      queueMail(
        tx,
        {
          to: [record.email],
          message,
          kind: 'order-status',
          orderId: id,
          orderStatus: to,
          ...(issued ? { attachedBills: [billId(taken.kind, id)] } : {}),
        },
        now,
      );
  });
  return getOrder(id);
}

/**
 * The owner corrects a shipped parcel's courier or AWB (a typo, a re-booked consignment). The
 * history records the change, with the old and the new, as the owner's.
 */
export async function correctShipment(id: string, change: ShipmentChange, by: string): Promise<Order> {
  const orderRef = collections.orders().doc(id);
  const store = await readStoreSettings();
  await db().runTransaction(async (tx) => {
    const record = (await tx.get(orderRef)).data();
    if (!record) throw new NotFoundError('Order not found.');
    if (record.status !== 'shipped' && record.status !== 'delivered')
      throw new ConflictError(`An order that is ${record.status} has no parcel on its way to correct.`);
    const shipment = {
      courier: change.courier,
      awb: change.awb,
      trackingUrl: trackingUrl(store.trackingTemplates[change.courier], change.awb),
    };
    const old = record.shipment;
    const was = old ? `${courierLabel(old.courier)}, AWB ${old.awb}` : 'none';
    const entry: OrderHistoryRecord = {
      status: record.status,
      at: Timestamp.now(),
      by,
      note: `Shipment corrected: ${was} → ${courierLabel(change.courier)}, AWB ${change.awb}`,
    };
    tx.update(orderRef, { shipment, history: withOwnersEntry(tx, id, record, entry) });
  });
  return getOrder(id);
}

export interface CancelledOpenOrders {
  cancelled: Order[];
  /** Open orders that moved on (shipped, cancelled) between the list and their own cancel. */
  skipped: Array<{ _id: string; message: string }>;
}

/**
 * Cancels every open order of one customer, each exactly as a single cancel (its own
 * transaction, restock and statistics), so an order the owner shipped meanwhile is left alone
 * and reported rather than half-cancelled.
 */
export async function cancelOpenOrders(email: string, by: string): Promise<CancelledOpenOrders> {
  const open = await openOrdersOf(email).get();
  const result: CancelledOpenOrders = { cancelled: [], skipped: [] };
  for (const doc of open.docs) {
    try {
      result.cancelled.push(await changeOrderStatus(doc.id, { status: 'cancelled' }, by));
    } catch (error) {
      if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
      result.skipped.push({ _id: doc.id, message: error.message });
    }
  }
  return result;
}

/**
 * What a move writes besides the status, and the note its history entry carries: the courier
 * and AWB of a shipment (with its tracking link, from the settings' template), why a parcel
 * came back, cash pending on a delivered COD parcel, the UTR the owner did not find.
 */
function moveDetails(
  record: OrderRecord,
  change: OrderStatusChange,
  templates: Record<string, string>,
): { fields: Partial<OrderRecord>; note?: string; releasedUtr?: string } {
  switch (change.status) {
    case 'shipped': {
      if (!change.courier || !change.awb) return { fields: {} };
      const shipment = {
        courier: change.courier,
        awb: change.awb,
        trackingUrl: trackingUrl(templates[change.courier]!, change.awb),
      };
      return { fields: { shipment }, note: `${courierLabel(change.courier)}, AWB ${change.awb}` };
    }
    case 'delivered':
      return record.paymentMethod === 'cod' ? { fields: { cashPending: true } } : { fields: {} };
    case 'returned': {
      const returnReason = change.returnReason ?? defaultReturnReason(record.status);
      return { fields: { returnReason }, note: RETURN_REASON_LABELS[returnReason] };
    }
    case 'awaiting-payment':
      return record.payment
        ? { fields: {}, note: `Payment not received (UTR ${record.payment.utr})`, releasedUtr: record.payment.utr }
        : { fields: {} };
    case 'confirmed':
      return record.payment ? { fields: {}, note: `Paid by UPI, UTR ${record.payment.utr}` } : { fields: {} };
    default:
      return { fields: {} };
  }
}

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
export function withOwnersEntry(
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

/**
 * Puts the order's copies back (books deleted since are skipped: they have no shelf to return
 * to), takes its sale out of the month it was placed in and out of the customer's average
 * order. Reads come before any write.
 */
async function restock(tx: Transaction, record: OrderRecord, to: OrderStatus, standing: StandingOrders): Promise<void> {
  const problems = restockProblems(record);
  if (problems.length > 0) {
    // Defaults for missing fields (no lines, a zero total, the epoch) would restock nothing and
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
  books.forEach((book, index) => {
    const copies = lines[index]!.quantity;
    // The copies come back off Top Sellers too: a refused parcel was never a sale.
    if (book.exists)
      tx.update(book.ref, {
        stock: FieldValue.increment(copies),
        sold: FieldValue.increment(-copies),
        updatedAt: FieldValue.serverTimestamp(),
      });
  });
  removeSale(tx, toPaise(record.totalPrice), record.createdAt.toDate(), {
    shippingPaise: toPaise(record.shippingCharge),
    codFeePaise: toPaise(record.codFee),
  });
  removeStandingOrder(tx, record.email, standing, toPaise(record.totalPrice));
}

/**
 * What a restock needs and the record lacks. The converter reads missing or malformed fields
 * as no lines, empty ids, zero amounts and the epoch, none of which a placed order can have.
 */
function restockProblems(record: OrderRecord): string[] {
  const problems: string[] = [];
  const lines = record.products;
  if (lines.length === 0) problems.push('no books');
  else if (
    lines.some((line) => !isDocumentId(line.productId) || !Number.isSafeInteger(line.quantity) || line.quantity < 1)
  )
    problems.push('a book line without an id or a quantity');
  if (!(record.totalPrice > 0)) problems.push('no total');
  if (record.createdAt.toMillis() <= 0) problems.push('no order date');
  return problems;
}
