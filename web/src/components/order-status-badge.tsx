import { ORDER_STATUS_LABELS, type OrderStatus } from '@bookstore/domain';

/** An order's status in words, the same for customers and the owner. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className="rounded bg-gray-900 px-2 py-0.5 text-sm text-white" data-testid="order-status">
      {ORDER_STATUS_LABELS[status] ?? status}
    </span>
  );
}
