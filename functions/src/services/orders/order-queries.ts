import type { AdminOrdersPage, AdminOrdersQuery, Order } from '@bookstore/domain';
import { collections } from '../../db/collections';
import { getAllOf } from '../../db/documents';
import { toOrder, type OrderAuditRecord } from '../../db/orders';
import { InvalidInputError, NotFoundError } from '../errors';
import { ownerView } from './order-views';

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
  if (query.refundOutstanding) orders = orders.where('refundPending', '==', true);
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

/** One order as the owner sees it, with the names of who moved it. */
export async function getOrder(id: string): Promise<Order> {
  const [snapshot, audit] = await Promise.all([
    collections.orders().doc(id).get(),
    collections.orderAudit().doc(id).get(),
  ]);
  const order = toOrder(snapshot);
  if (!order) throw new NotFoundError('Order not found.');
  return ownerView(order, audit.data());
}
