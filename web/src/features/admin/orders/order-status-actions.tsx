import {
  CUSTOMER_ONLY_STATUSES,
  isRestocked,
  nextStatuses,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderStatus,
} from '@bookstore/domain';
import { useState } from 'react';
import { confirmAction } from '@web/lib/alerts';
import { useChangeOrderStatus } from './api/change-order-status';
import { showFailure } from '../failure-alert';

const ACTION_LABELS: Record<OrderStatus, string> = {
  pending: 'Mark pending',
  'awaiting-payment': 'Payment not received',
  // Never a button: only the shopper's UTR makes this move.
  'payment-submitted': 'Mark payment submitted',
  confirmed: 'Mark confirmed',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
  returned: 'Mark returned',
};

/** The moves that restock and take the sale out of the statistics: final, so each asks first. */
const CONFIRMATIONS: Partial<Record<OrderStatus, { title: string; confirm: string; keep: string }>> = {
  cancelled: { title: 'Cancel this order?', confirm: 'Cancel order', keep: 'Keep order' },
  returned: { title: 'Mark this order returned?', confirm: 'Mark returned', keep: 'Keep as is' },
};

/** One button per move the lifecycle allows from here (nextStatuses), and nothing else. */
export function OrderStatusActions({ order }: { order: Order }) {
  const change = useChangeOrderStatus(order._id);
  const [outcome, setOutcome] = useState('');
  const next = nextStatuses(order.status).filter((to) => !CUSTOMER_ONLY_STATUSES.includes(to));

  const move = async (to: OrderStatus) => {
    const confirmation = CONFIRMATIONS[to];
    if (
      confirmation &&
      !(await confirmAction(
        confirmation.title,
        'Its copies go back on the shelf and the sale leaves the statistics. This cannot be undone.',
        confirmation.confirm,
        confirmation.keep,
      ))
    )
      return;
    setOutcome('');
    try {
      setOutcome((await change.mutateAsync(to)).message);
    } catch (error) {
      await showFailure('The status could not be changed', error);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {next.length === 0 ? (
        <p className="text-gray-700">
          This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()}; there is no further step.
        </p>
      ) : (
        <div role="group" aria-label="Next steps" className="flex flex-wrap gap-3">
          {next.map((to) => (
            <button
              key={to}
              type="button"
              onClick={() => move(to)}
              disabled={change.isPending}
              className={`rounded-md px-4 py-2 font-medium text-white disabled:opacity-50 ${isRestocked(to) ? 'bg-red-700 hover:bg-red-800' : 'bg-blue-700 hover:bg-blue-800'}`}
            >
              {ACTION_LABELS[to]}
            </button>
          ))}
        </div>
      )}
      <p role="status" className="text-sm text-gray-700">
        {outcome}
      </p>
    </div>
  );
}
