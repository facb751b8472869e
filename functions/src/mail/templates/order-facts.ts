import { formatRupees, formatStoreDateTime, type Address, type Order } from '@bookstore/domain';
import type { Block } from './blocks';

/** Cash on delivery: the sentence every customer e-mail that asks for money uses. */
export function payOnDelivery(order: Pick<Order, 'totalPrice'>): string {
  return `Pay ${formatRupees(order.totalPrice)} in cash when your parcel arrives.`;
}

/** The address as a courier reads it, one part a line; the landmark only when given. */
export function deliveryAddress(name: string, address: Address): string {
  return [
    name,
    address.street,
    address.landmark?.trim() ? `Landmark: ${address.landmark.trim()}` : null,
    `${address.city}, ${address.state} ${address.zipcode}`,
    address.country,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

/** Which order, and when it was placed on the store's clock (not the server's or reader's). */
export function orderFacts(order: Order): Array<readonly [string, string]> {
  return [
    ['Order number', order._id],
    ['Placed', formatStoreDateTime(order.createdAt)],
  ];
}

export const orderLines = (order: Order): Block => ({
  kind: 'order-lines',
  lines: order.products,
  total: order.totalPrice,
});
