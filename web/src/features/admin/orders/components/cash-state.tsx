import { formatRupees, remittanceDifference, type Order } from '@bookstore/domain';

/**
 * Whether the courier has paid over a delivered COD order's cash: "Pending", "Remitted" with the
 * amount, the date and how far short or over the order's amount it was, or a dash for an order with no cash to collect (UPI, not yet delivered).
 */
export function CashState({ order }: { order: Order }) {
  if (order.cashPending) return <span className="font-medium text-red-800">Pending</span>;
  const remitted = order.remittance;
  if (remitted)
    return (
      <span>
        Remitted {formatRupees(remitted.amount)} {remitted.date} {remittanceDifference(remitted.deduction)}
      </span>
    );
  return <span aria-label="No cash to collect">—</span>;
}
