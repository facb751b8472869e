import { ORDER_STATUS_LABELS, type OrderStatus } from '@bookstore/domain';

/**
 * Each status its own colour, so a pending order never looks like a delivered one; every pair
 * passes WCAG AA for small text (4.5:1). Only colours the app already uses: Tailwind puts each
 * new one in the stylesheet every page loads first.
 */
export const STATUS_COLOURS: Record<OrderStatus, string> = {
  pending: 'bg-amber-300 text-gray-900',
  // Waiting on the shopper's payment (pale, like a note), then on the owner's check.
  'awaiting-payment': 'bg-amber-50 text-gray-900',
  'payment-submitted': 'bg-gray-100 text-gray-900',
  confirmed: 'bg-blue-100 text-blue-800',
  shipped: 'bg-blue-700 text-white',
  delivered: 'bg-green-700 text-white',
  cancelled: 'bg-red-700 text-white',
  returned: 'bg-gray-700 text-white',
};

/** An order's status in words, the same for customers and the owner. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`rounded px-2 py-0.5 text-sm ${STATUS_COLOURS[status] ?? 'bg-gray-900 text-white'}`}
      data-testid="order-status"
    >
      {ORDER_STATUS_LABELS[status] ?? status}
    </span>
  );
}
