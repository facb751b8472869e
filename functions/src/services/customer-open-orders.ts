import { isDocumentId, isOpenOrder, OPEN_ORDER_STATUSES, type OrderLine } from '@bookstore/domain';
import { FieldValue, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../db/collections';
import { standingFields, standingOf, withOrder, withoutOrder, type StandingOrders } from './customer-averages';
import { customerKey } from './customer-key';

/** Every open (pending or confirmed) order with this e-mail, as a query: for the owner's tools, not the order transaction. */
export const openOrdersOf = (email: string) =>
  collections
    .orders()
    .where('email', '==', email)
    .where('status', 'in', [...OPEN_ORDER_STATUSES]);

const ref = (email: string) => collections.customerOrders().doc(customerKey(email));

export interface OpenOrders {
  /** The lines of each open order, as stored now. */
  orders: Array<{ products: OrderLine[] }>;
  /** The ids still open, to be written back with the new order's. */
  ids: string[];
  /** The sums behind the customer's average order, read from the same document. */
  standing: StandingOrders;
}

/**
 * Inside the order transaction, before any write: the customer's open orders. The list in
 * customerOrders names them; each is read to confirm it is still open (an order edited or
 * deleted by hand leaves the list without a status change), so a stale entry never blocks a
 * customer. At most CUSTOMER_LIMITS.openOrders documents: the cost does not grow with the shop.
 */
export async function readOpenOrders(tx: Transaction, email: string): Promise<OpenOrders> {
  const customer = (await tx.get(ref(email))).data();
  const standing = standingOf(customer);
  const listed = (customer?.openOrderIds ?? []).filter(isDocumentId);
  if (listed.length === 0) return { orders: [], ids: [], standing };
  const snapshots = await tx.getAll(...listed.map((id) => collections.orders().doc(id)));
  const open = snapshots.filter((snapshot) => {
    const order = snapshot.data();
    return order !== undefined && order.email === email && isOpenOrder(order.status);
  });
  return {
    orders: open.map((snapshot) => ({ products: snapshot.data()!.products })),
    ids: open.map((s) => s.id),
    standing,
  };
}

/**
 * Adds the order just placed to the customer's open orders (and drops entries found stale), and
 * to the sums behind their average order, under the name it was placed in.
 */
export function addOpenOrder(
  tx: Transaction,
  open: OpenOrders,
  order: { id: string; email: string; name: string; totalPaise: number; at: Timestamp },
): void {
  tx.set(
    ref(order.email),
    {
      openOrderIds: [...open.ids, order.id],
      ordersPlaced: FieldValue.increment(1),
      lastOrderAt: order.at,
      email: order.email,
      latestOrderName: order.name,
      ...standingFields(withOrder(open.standing, order.totalPaise)),
    },
    { merge: true },
  );
}

/** In a status change's transaction: the order has left the open set (shipped, cancelled). Needs no read. */
export function removeOpenOrder(tx: Transaction, email: string, orderId: string): void {
  tx.set(ref(email), { openOrderIds: FieldValue.arrayRemove(orderId) }, { merge: true });
}

/** In a cancel's or a return's transaction, before any write: the sums behind the customer's average order. */
export async function readStandingOrders(tx: Transaction, email: string): Promise<StandingOrders> {
  return standingOf((await tx.get(ref(email))).data());
}

/** The cancelled or returned order no longer stands: its total leaves the customer's average. */
export function removeStandingOrder(tx: Transaction, email: string, standing: StandingOrders, paise: number): void {
  tx.set(ref(email), standingFields(withoutOrder(standing, paise)), { merge: true });
}
