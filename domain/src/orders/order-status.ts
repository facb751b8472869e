/**
 * An order's lifecycle. Cash on delivery: the owner confirms, ships, and marks delivered; a
 * parcel refused at the door or sent back by the customer is marked returned. Prepaid by UPI:
 * the order waits for its payment, the shopper submits the UTR, and the owner's
 * check confirms it (or sends it back to wait); after that it is shipped like any other.
 */
export const ORDER_STATUSES = [
  'pending',
  'awaiting-payment',
  'payment-submitted',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The only moves allowed from each status: a cancel is possible until the parcel ships; after
 * that, the copies can only come back as a return (refused, undeliverable or sent back).
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  // The owner may confirm a payment they can see without the shopper's UTR.
  'awaiting-payment': ['payment-submitted', 'confirmed', 'cancelled'],
  // "Not received" sends it back to wait for a payment.
  'payment-submitted': ['confirmed', 'awaiting-payment', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  'awaiting-payment': 'Awaiting payment',
  'payment-submitted': 'Payment submitted',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

/**
 * Statuses in which the order's copies are back on the shelf and its sale is out of the
 * statistics. Moving into one of them restocks; both are final, so it happens once.
 */
export const RESTOCKED_STATUSES: readonly OrderStatus[] = ['cancelled', 'returned'];

/**
 * What customers see as the author of every change the owner made: the owner's login name is
 * half of their credentials and never leaves the owner's own views.
 */
export const STORE_ACTOR = 'store';

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function nextStatuses(status: OrderStatus): readonly OrderStatus[] {
  return NEXT[status];
}

export function canMoveTo(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export function isRestocked(status: OrderStatus): boolean {
  return RESTOCKED_STATUSES.includes(status);
}

/**
 * Moves only the shopper makes: a UTR submitted with POST /api/orders/{id}/payment. The owner's
 * status call refuses them, since an order is never "submitted" without a reference.
 */
export const CUSTOMER_ONLY_STATUSES: readonly OrderStatus[] = ['payment-submitted'];

/** Why a parcel came back: refused or undeliverable (RTO), or sent back by the customer. */
export const RETURN_REASONS = ['rto', 'customer-return'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  rto: 'Refused or undeliverable (RTO)',
  'customer-return': 'Returned by the customer',
};

/**
 * A return without a stated reason: a parcel that never reached the buyer (shipped → returned)
 * came back to origin; one that was delivered was sent back by the customer.
 */
export function defaultReturnReason(from: OrderStatus): ReturnReason {
  return from === 'delivered' ? 'customer-return' : 'rto';
}

/**
 * Each reason fits one move only: `rto` a parcel that came back undelivered
 * (from shipped), `customer-return` one the customer had (from delivered). A refused parcel
 * counts against the customer's COD, so a delivered one must never be counted as refused.
 */
export function returnReasonFits(from: OrderStatus, reason: ReturnReason): boolean {
  return (from === 'shipped' || from === 'delivered') && defaultReturnReason(from) === reason;
}
