/**
 * An order's lifecycle. Cash on delivery: the owner confirms, ships, and marks delivered; a
 * parcel refused at the door or sent back by the customer is marked returned.
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The only moves allowed from each status: a cancel is possible until the parcel ships; after
 * that, the copies can only come back as a return (refused, undeliverable or sent back).
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
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
