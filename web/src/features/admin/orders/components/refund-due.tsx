import { formatRupees, formatStoreDate, type Order } from '@bookstore/domain';

type RefundState = Pick<Order, 'refundOutstanding' | 'refundDueBy'>;

/** A refund still owed whose due date (the settings' refund days after it became owed) has passed. */
export function refundOverdue({ refundOutstanding, refundDueBy }: RefundState, now = Date.now()): boolean {
  return refundOutstanding > 0 && refundDueBy !== undefined && Date.parse(refundDueBy) < now;
}

/** "Refund ₹412.50 due by 3 Apr 2026", in red and "overdue" once the date has passed; nothing when none is owed. */
export function RefundDue({ order }: { order: RefundState }) {
  if (!(order.refundOutstanding > 0)) return null;
  const overdue = refundOverdue(order);
  return (
    <span className={`block text-sm ${overdue ? 'font-medium text-red-800' : ''}`} data-testid="refund-due">
      Refund {formatRupees(order.refundOutstanding)} {overdue ? 'overdue' : 'due'}
      {order.refundDueBy && (
        <>
          {' '}
          by <time dateTime={order.refundDueBy}>{formatStoreDate(order.refundDueBy)}</time>
        </>
      )}
    </span>
  );
}
