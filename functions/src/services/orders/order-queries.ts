import type { AdminOrdersPage, AdminOrdersQuery, Order } from '@bookstore/domain';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { getAllOf } from '../../db/documents';
import type { OrderSettlementRecord } from '../../db/order-settlements';
import { toOrder, type OrderAuditRecord, type OrderRecord } from '../../db/orders';
import { InvalidInputError, NotFoundError } from '../errors';
import { ownerView } from './order-views';

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
 * Cash pending (true) or remitted (false): the courier's settlements are the owner's alone,
 * so the list walks them, newest order first, and reads their orders by id. The
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
