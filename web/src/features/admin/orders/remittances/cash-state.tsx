import type { Order } from '@bookstore/domain';

/**
 * Whether the courier has paid over a delivered COD order's cash: "Pending", "Remitted" with the
 * date, or a dash for an order with no cash to collect (UPI, not yet delivered).
 */
export function CashState({ order }: { order: Order }) {
  if (order.cashPending) return <span className="font-medium text-red-800">Pending</span>;
  if (order.remittance) return <span>Remitted {order.remittance.date}</span>;
  return <span aria-label="No cash to collect">—</span>;
}
