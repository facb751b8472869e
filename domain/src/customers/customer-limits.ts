import type { OrderStatus } from '../orders/order-status';

/**
 * What one customer may have in flight. Cash on delivery costs a shopper nothing until the
 * parcel arrives, so without these one account could hold every copy in the shop. The order
 * API enforces them inside the order transaction; docs/owner-guide.md states them.
 */
export const CUSTOMER_LIMITS = {
  /** Orders waiting to ship (pending or confirmed) at once. */
  openOrders: 3,
  /** Copies of one book across all of the customer's open orders (the cart allows 5 per order). */
  copiesPerBookInOpenOrders: 5,
  /** Order attempts (well-formed requests to place one) per customer per window. */
  orderAttempts: 10,
  orderAttemptWindowSeconds: 60 * 60,
} as const;

/** Statuses in which an order still holds stock the customer could give up: it has not shipped. */
export const OPEN_ORDER_STATUSES = [
  'pending',
  'awaiting-payment',
  'payment-submitted',
  'confirmed',
] as const satisfies readonly OrderStatus[];

export function isOpenOrder(status: OrderStatus): boolean {
  return (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

export interface OpenOrderLines {
  products: ReadonlyArray<{ productId: string; quantity: number }>;
}

export interface RequestedLine {
  productId: string;
  quantity: number;
  title: string;
}

/**
 * Why a new order would break a per-customer limit, in words for the shopper (which limit, and
 * what to do), or null when it fits. `open` are the customer's open orders as stored now.
 */
export function customerLimitProblem(
  open: readonly OpenOrderLines[],
  requested: readonly RequestedLine[],
): string | null {
  const { openOrders, copiesPerBookInOpenOrders: perBook } = CUSTOMER_LIMITS;
  if (open.length >= openOrders) {
    return (
      `You already have ${open.length} open orders, and a customer can have at most ${openOrders} waiting to ship. ` +
      'You can order again once one of them has shipped or been cancelled.'
    );
  }
  const held = new Map<string, number>();
  for (const order of open)
    for (const line of order.products) held.set(line.productId, (held.get(line.productId) ?? 0) + line.quantity);
  const over = requested.filter((line) => (held.get(line.productId) ?? 0) + line.quantity > perBook);
  if (over.length === 0) return null;
  const details = over.map((line) => {
    const already = held.get(line.productId) ?? 0;
    const room = Math.max(0, perBook - already);
    const copies = (n: number) => (n === 1 ? '1 copy' : `${n} copies`);
    return room === 0
      ? `'${line.title}': your open orders already hold ${copies(already)}, so remove it from your cart.`
      : `'${line.title}': your open orders already hold ${copies(already)}, so you can add at most ${copies(room)}.`;
  });
  return `A customer can have at most ${perBook} copies of one book across their open orders. ${details.join(' ')}`;
}
