import { formatRupees, formatStoreDate, refundMeans, type Order } from '@bookstore/domain';

/**
 * The money the shop owes back on a cancelled or returned order: "Refunded ₹X on <date> (UPI,
 * UTR …)" for each refund paid, and "Refund of ₹X due by <date>" for what is still to come.
 * An order that owes nothing (unpaid, or COD never delivered) shows nothing.
 */
export function OrderRefunds({ order }: { order: Order }) {
  if (!(order.refundOwed > 0)) return null;
  return (
    <ul className="mt-3 text-sm" data-testid="refunds">
      {order.refunds.map((refund) => (
        <li key={refund.refundedAt}>
          Refunded {formatRupees(refund.amount)} on{' '}
          <time dateTime={refund.refundedAt}>{formatStoreDate(refund.refundedAt)}</time> ({refundMeans(refund)}).
        </li>
      ))}
      {order.refundOutstanding > 0 && (
        <li>
          Refund of {formatRupees(order.refundOutstanding)} due
          {order.refundDueBy && (
            <>
              {' '}
              by <time dateTime={order.refundDueBy}>{formatStoreDate(order.refundDueBy)}</time>
            </>
          )}
          .
        </li>
      )}
    </ul>
  );
}
