import {
  canMoveTo,
  toPaise,
  type AdminOrdersPage,
  type AdminOrdersQuery,
  type Order,
  type OrderStatus,
} from '@bookstore/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collections, toOrder, type OrderHistoryRecord } from '../db/collections';
import { db } from '../firebase';
import { bumpCatalogVersion } from './catalog-version';
import { ConflictError, InvalidInputError, NotFoundError } from './errors';
import { removeSale } from './stats';

/** The owner's order list: newest first, optionally one status, `limit` at a time. */
export async function listOrders(query: AdminOrdersQuery): Promise<AdminOrdersPage> {
  let orders = collections.orders().orderBy('createdAt', 'desc');
  if (query.status) orders = orders.where('status', '==', query.status);
  if (query.cursor) {
    const after = await collections.orders().doc(query.cursor).get();
    if (!after.exists) throw new InvalidInputError('cursor is not valid.', { cursor: 'cursor is not valid.' });
    orders = orders.startAfter(after);
  }
  // One more than asked tells whether another page exists without a count query.
  const snapshot = await orders.limit(query.limit + 1).get();
  const page = snapshot.docs.slice(0, query.limit).map((doc) => toOrder(doc));
  return { orders: page, nextCursor: snapshot.size > query.limit ? (page.at(-1)?._id ?? null) : null };
}

export async function getOrder(id: string): Promise<Order> {
  const order = toOrder(await collections.orders().doc(id).get());
  if (!order) throw new NotFoundError('Order not found.');
  return order;
}

/**
 * Moves an order along its lifecycle, recording who and when. A cancel puts every line's
 * copies back on the shelf and takes the order out of the sales figures, in the same
 * transaction as the status change, so a cancel is all or nothing and never happens twice.
 */
export async function changeOrderStatus(id: string, to: OrderStatus, by: string): Promise<Order> {
  const orderRef = collections.orders().doc(id);
  await db().runTransaction(async (tx) => {
    const record = (await tx.get(orderRef)).data();
    if (!record) throw new NotFoundError('Order not found.');
    const from = record.status;
    if (!canMoveTo(from, to)) throw new ConflictError(`An order that is ${from} cannot be marked ${to}.`);

    const now = Timestamp.now();
    if (to === 'cancelled') {
      // Reads before writes: every book of the order, including any deleted since.
      const lines = record.products;
      const books =
        lines.length > 0 ? await tx.getAll(...lines.map((line) => collections.books().doc(line.productId))) : [];
      books.forEach((book, index) => {
        // A book deleted since the order has no shelf to return to.
        if (book.exists) tx.update(book.ref, { stock: FieldValue.increment(lines[index]!.quantity) });
      });
      if (books.some((book) => book.exists)) bumpCatalogVersion(tx);
      removeSale(tx, toPaise(record.totalPrice), record.createdAt.toDate());
    }
    const entry: OrderHistoryRecord = { status: to, at: now, by };
    tx.update(orderRef, { status: to, history: [...record.history, entry] });
  });
  return getOrder(id);
}
