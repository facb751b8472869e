import {
  courierLabel,
  formatRupees,
  formatStoreDateTime,
  orderReference,
  PAYMENT_METHOD_LABELS,
  type Address,
  type Order,
} from '@bookstore/domain';
import type { Block } from './blocks';

/**
 * What the customer still has to pay, in the sentence every customer e-mail that asks for money
 * uses: cash on delivery, or a UPI payment not yet made. Undefined when nothing is owed.
 */
export function amountDue(order: Pick<Order, 'totalPrice' | 'paymentMethod' | 'status'>): string | undefined {
  if (order.paymentMethod === 'cod') return `Pay ${formatRupees(order.totalPrice)} in cash when your parcel arrives.`;
  if (order.status === 'awaiting-payment')
    return `Pay ${formatRupees(order.totalPrice)} by UPI from your orders page, then enter the UTR your app shows.`;
  return undefined;
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
    ['Order number', orderReference(order)],
    ['Placed', formatStoreDateTime(order.createdAt)],
    ['Payment', PAYMENT_METHOD_LABELS[order.paymentMethod]],
  ];
}

/** The parcel's courier, AWB and tracking page, once it has shipped. */
export function shipmentFacts(order: Order): Array<readonly [string, string]> {
  if (!order.shipment) return [];
  return [
    ['Courier', courierLabel(order.shipment.courier)],
    ['AWB', order.shipment.awb],
  ];
}

export const orderLines = (order: Order): Block => ({
  kind: 'order-lines',
  lines: order.products,
  charges: [
    ...[['Shipping', order.shippingCharge] as const, ['Cash on delivery fee', order.codFee] as const].filter(
      ([, amount]) => amount > 0,
    ),
    // The coupon's discount, its own line, taken off the total.
    ...(order.discount ? [[`Discount (coupon ${order.couponCode ?? ''})`, -order.discount] as const] : []),
  ],
  total: order.totalPrice,
});
