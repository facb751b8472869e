import {
  CANCEL_REASON_LABELS,
  fromPaise,
  lineTotal,
  MY_ORDERS_PAGE_SIZE,
  ORDERS_CSV_COLUMNS,
  orderCursorText,
  parseOrderCursor,
  RETURN_REQUEST_REASON_LABELS,
  STORE_ACTOR,
  storeTimestamp,
  toPaise,
  type AdminOrdersPage,
  type AdminOrdersQuery,
  type Order,
  type OrdersCsvColumn,
  type OrdersExportQuery,
} from '@bookstore/domain';
import { FieldPath, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { getAllOf } from '../../db/documents';
import type { OrderSettlementRecord } from '../../db/order-settlements';
import { toOrder, type OrderAuditRecord, type OrderHistoryRecord, type OrderRecord } from '../../db/orders';
import { onStoreDays } from '../../db/store-days';
import { iso } from '../../db/stored-fields';
import { csvFile, csvTable } from '../csv';
import { InvalidInputError, NotFoundError } from '../errors';

/*
 * Reading orders: the views the customer and the owner see of one order, the owner's list and
 * order page, the customer's own list, and the owner's export. Nothing here writes.
 */

// ---- Who sees what of an order ----

/**
 * The order as its customer may see it: their own e-mail on the entry that placed it, and
 * STORE_ACTOR on everything else. Orders stored before owner names moved to orderAudit still
 * carry the name in their history, so this holds for them too.
 */
export function customerView(order: Order): Order {
  // The courier's settlement is the owner's alone; the stored order has none of it.
  const { cashPending: _cash, remittance: _remittance, ...own } = order;
  return {
    ...own,
    history: order.history.map((entry) => (entry.by === order.email ? entry : { ...entry, by: STORE_ACTOR })),
  };
}

/**
 * The order as the owner sees it: each change the store made carries the username that made it,
 * and a COD order's settlement its cash state, its remittance and the history
 * entries that record it, in time order.
 */
export function ownerView(
  order: Order,
  audit: OrderAuditRecord | undefined,
  settlement?: OrderSettlementRecord,
): Order {
  const names = new Map((audit?.entries ?? []).map((entry) => [auditKey(entry), entry.by]));
  const history = order.history.map((entry) => {
    const by = entry.by === STORE_ACTOR ? names.get(`${entry.status}@${entry.at}`) : undefined;
    return by ? { ...entry, by } : entry;
  });
  if (!settlement) return { ...order, history };
  const { remittance } = settlement;
  const owners = settlement.entries.map((entry) => ({ ...entry, at: iso(entry.at) }));
  return {
    ...order,
    cashPending: settlement.cashPending,
    ...(remittance ? { remittance: { ...remittance, recordedAt: iso(remittance.recordedAt) } } : {}),
    // ISO times in UTC sort as text; a stable sort keeps the order's own entry first at a tie.
    history: [...history, ...owners].sort((a, b) => a.at.localeCompare(b.at)),
  };
}

/**
 * A history entry and its audit entry are written by the same transaction with the same
 * status and timestamp, so the pair identifies it (an order never changes to the same status twice).
 */
function auditKey(entry: OrderHistoryRecord): string {
  return `${entry.status}@${entry.at.toDate().toISOString()}`;
}

// ---- The owner's list and order page ----

/** The owner's order list: newest first, optionally one status and one customer, `limit` at a time. */
export async function listOrders(query: AdminOrdersQuery): Promise<AdminOrdersPage> {
  // A number names one order at most: no ordering, so no composite index with createdAt.
  if (query.number !== undefined) {
    const found = await collections.orders().where('number', '==', query.number).limit(1).get();
    return { orders: await ownerViews(found.docs), nextCursor: null };
  }
  if (query.cashPending !== undefined) return cashList(query.cashPending, query);
  let orders = collections.orders().orderBy('createdAt', 'desc');
  if (query.status) orders = orders.where('status', '==', query.status);
  if (query.email) orders = orders.where('email', '==', query.email);
  if (query.refundOutstanding) orders = orders.where('refundPending', '==', true);
  if (query.latePayment) orders = orders.where('latePaymentPending', '==', true);
  if (query.returnsOpen) orders = orders.where('returnsOpen', '==', true);
  if (query.cursor) {
    const after = await collections.orders().doc(query.cursor).get();
    if (!after.exists) throw badCursor();
    orders = orders.startAfter(after);
  }
  // One more than asked tells whether another page exists without a count query.
  const snapshot = await orders.limit(query.limit + 1).get();
  const page = snapshot.docs.slice(0, query.limit);
  return {
    orders: await ownerViews(page),
    nextCursor: snapshot.size > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

const badCursor = () => new InvalidInputError('cursor is not valid.', { cursor: 'cursor is not valid.' });

/**
 * Cash pending (true) or remitted (false): the courier's settlements are the owner's alone
 *, so the list walks them, newest order first, and reads their orders by id. The
 * other filters are not combined with it.
 */
async function cashList(cashPending: boolean, query: AdminOrdersQuery): Promise<AdminOrdersPage> {
  let settlements = collections
    .orderSettlements()
    .where('cashPending', '==', cashPending)
    .orderBy('orderCreatedAt', 'desc');
  if (query.cursor) {
    const after = await collections.orderSettlements().doc(query.cursor).get();
    if (!after.exists) throw badCursor();
    settlements = settlements.startAfter(after);
  }
  const snapshot = await settlements.limit(query.limit + 1).get();
  const page = snapshot.docs.slice(0, query.limit);
  const found = await getAllOf<OrderRecord>(page.map((doc) => collections.orders().doc(doc.id)));
  return {
    orders: await ownerViews(found.filter((doc): doc is QueryDocumentSnapshot<OrderRecord, OrderRecord> => doc.exists)),
    nextCursor: snapshot.size > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** The owners' names and the courier's settlements of a page of orders, in one round trip each. */
async function ownerViews(docs: Array<QueryDocumentSnapshot<OrderRecord, OrderRecord>>): Promise<Order[]> {
  const [audits, settlements] = await Promise.all([
    getAllOf<OrderAuditRecord>(docs.map((doc) => collections.orderAudit().doc(doc.id))),
    getAllOf<OrderSettlementRecord>(docs.map((doc) => collections.orderSettlements().doc(doc.id))),
  ]);
  return docs.map((doc, index) => ownerView(toOrder(doc), audits[index]?.data(), settlements[index]?.data()));
}

/** One order as the owner sees it, with the names of who moved it and the courier's settlement. */
export async function getOrder(id: string): Promise<Order> {
  const [snapshot, audit, settlement] = await Promise.all([
    collections.orders().doc(id).get(),
    collections.orderAudit().doc(id).get(),
    collections.orderSettlements().doc(id).get(),
  ]);
  const order = toOrder(snapshot);
  if (!order) throw new NotFoundError('Order not found.');
  return withRefundDetails(ownerView(order, audit.data(), settlement.data()));
}

/**
 * The owner's order page: where each COD return's refund goes, in full, from the requests only
 * the owner's API reads (decision 054).
 */
async function withRefundDetails(order: Order): Promise<Order> {
  if (!order.returns) return order;
  const requests = await collections.returnRequests().where('orderId', '==', order._id).get();
  const details = new Map(requests.docs.map((doc) => [doc.id, doc.data().refundTo]));
  return {
    ...order,
    returns: order.returns.map((request) => {
      const to = details.get(request.id);
      return to ? { ...request, refundToDetails: to } : request;
    }),
  };
}

// ---- The customer's own orders ----

/** One page of a customer's orders and where the next one starts (null after the last). */
export interface CustomerOrdersPage {
  orders: Order[];
  nextCursor: string | null;
}

/**
 * A customer's orders, newest first, MY_ORDERS_PAGE_SIZE at a time (decision 070). `email` is
 * already the verified, lower-cased e-mail; `cursor` is a validated Next-Cursor. The query filters
 * on the signed-in customer's e-mail whatever the cursor says, so a cursor from anyone else's list
 * only marks a point in time in this one. Ordered by creation time and then id, both descending:
 * the index on email and createdAt (descending) ends in the id in that direction.
 */
export async function ordersForEmail(email: string, cursor?: string): Promise<CustomerOrdersPage> {
  let query = collections
    .orders()
    .where('email', '==', email)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  const after = cursor === undefined ? null : parseOrderCursor(cursor);
  if (after) query = query.startAfter(new Timestamp(after.seconds, after.nanoseconds), after.id);
  // One more than a page tells whether another exists without a count query.
  const snapshot = await query.limit(MY_ORDERS_PAGE_SIZE + 1).get();
  const page = snapshot.docs.slice(0, MY_ORDERS_PAGE_SIZE);
  const last = snapshot.size > MY_ORDERS_PAGE_SIZE ? page.at(-1) : undefined;
  const at = last?.data().createdAt;
  return {
    orders: page.map((doc) => customerView(toOrder(doc))),
    nextCursor: last && at ? orderCursorText({ seconds: at.seconds, nanoseconds: at.nanoseconds, id: last.id }) : null,
  };
}

// ---- Orders → Export CSV ----

/** An amount as the accounts read it: whole paise, whatever float a hand-written record holds. */
const rupees = (amount: number) => String(fromPaise(toPaise(amount)));

/** The line's book in the order's return requests: the copies back, and each request in words. */
function lineReturns(order: OrderRecord, productId: string) {
  let back = 0;
  const requests: string[] = [];
  for (const request of order.returns) {
    const copies = request.items.find((item) => item.productId === productId)?.quantity;
    if (copies === undefined) continue;
    if (request.state === 'received') back += copies;
    const why = `${request.state}: ${copies} × ${RETURN_REQUEST_REASON_LABELS[request.reason]}`;
    requests.push(request.note ? `${why}: ${request.note}` : why);
  }
  return { returnedCopies: String(back), returnRequests: requests.join('; ') };
}

/** Each line of one order, with the unit price the order recorded (not the book's price today). */
function orderLineRecords(id: string, order: OrderRecord): Array<Record<OrdersCsvColumn, string>> {
  const placed = {
    orderId: id,
    date: storeTimestamp(order.createdAt.toDate()),
    status: order.status,
    customer: order.name,
    email: order.email,
    city: order.address.city,
    state: order.address.state,
    zipcode: order.address.zipcode,
    orderNumber: order.number === undefined ? '' : `#${order.number}`,
    payment: order.paymentMethod,
    subtotal: rupees(order.subtotal),
    shipping: rupees(order.shippingCharge),
    codFee: rupees(order.codFee),
    orderTotal: rupees(order.totalPrice),
    refundOwed: rupees(order.refundOwed),
    // Summed in paise: two refunds of ₹0.10 and ₹0.20 are 0.3.
    refunded: String(fromPaise(order.refunds.reduce((sum, refund) => sum + toPaise(refund.amount), 0))),
    refundOutstanding: rupees(order.refundOutstanding),
    cancelReason: order.cancelRequest ? CANCEL_REASON_LABELS[order.cancelRequest.reason] : '',
    cancelNote: order.cancelRequest?.note ?? '',
  };
  return order.products.map((line) => ({
    ...placed,
    ...lineReturns(order, line.productId),
    book: line.title,
    quantity: String(line.quantity),
    price: String(line.price),
    // In paise, so 3 × ₹0.10 is 0.3 and not 0.30000000000000004.
    lineTotal: String(lineTotal([line])),
  }));
}

/**
 * Orders → Export CSV: the orders placed on the store's calendar days `from` to `to`, both whole
 * days included, oldest first. One range on createdAt, which its single-field index serves.
 */
export async function ordersCsv({ from, to }: OrdersExportQuery): Promise<string> {
  const orders = await onStoreDays(collections.orders(), 'createdAt', { from, to });
  const records = orders.docs.flatMap((doc) => orderLineRecords(doc.id, doc.data()));
  return csvFile(csvTable(ORDERS_CSV_COLUMNS, records), { byteOrderMark: true });
}
