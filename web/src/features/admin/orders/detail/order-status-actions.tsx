import {
  ACTIVE_RETURN_STATES,
  CUSTOMER_ONLY_STATUSES,
  isRestocked,
  nextStatuses,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderStatus,
  type OrderStatusChange,
} from '@bookstore/domain';
import { useState } from 'react';
import { confirmAction } from '@web/lib/alerts';
import { useChangeOrderStatus } from '../api/change-order-status';
import { showFailure } from '../../failure-alert';
import { BankUtrForm } from '../payments/bank-utr-form';
import { SETTLE_CANCEL, settlesCancel } from '../payments/customer-cancel-request';
import { ReturnReasonForm } from './return-reason-form';
import { ShipmentForm } from '../shipping/shipment-form';

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

/**
 * A UPI order is confirmed by its payment: the owner saw the money come in. With the customer's
 * cancellation request waiting on the check, either answer cancels (issue 40 §1).
 */
export function actionLabel(from: OrderStatus, to: OrderStatus, cancelAsked = false): string {
  if (cancelAsked && to === 'confirmed') return SETTLE_CANCEL.paid;
  if (cancelAsked && to === 'awaiting-payment') return SETTLE_CANCEL.notReceived;
  if (to === 'confirmed' && (from === 'payment-submitted' || from === 'awaiting-payment')) return 'Mark paid';
  return ACTION_LABELS[to];
}

/** The moves the owner may make from here: the lifecycle's, less the shopper's own. */
export function ownerMoves(from: OrderStatus): OrderStatus[] {
  return nextStatuses(from).filter((to) => !CUSTOMER_ONLY_STATUSES.includes(to));
}

/**
 * Moves that ask for more before they are sent: the parcel's courier and AWB, a return's reason,
 * the UTR of a payment the shopper sent none for.
 */
type AskingFor = 'shipped' | 'returned' | 'confirmed' | null;

/**
 * One button per move the lifecycle allows from here (nextStatuses), and nothing else. Marking
 * shipped asks for the courier and the AWB, marking returned asks why; a cancel asks first.
 */
export function OrderStatusActions({ order }: { order: Order }) {
  const change = useChangeOrderStatus(order._id);
  const [outcome, setOutcome] = useState('');
  const [asking, setAsking] = useState<AskingFor>(null);
  // An order with return requests comes back through them (the last one received returns it):
  // the whole-order return would credit their books twice, and the API refuses it.
  const inReturns = order.returns?.some((request) => ACTIVE_RETURN_STATES.includes(request.state));
  const next = ownerMoves(order.status).filter((to) => !(to === 'returned' && inReturns));

  const send = async (body: OrderStatusChange) => {
    setOutcome('');
    try {
      setOutcome((await change.mutateAsync(body)).message);
      setAsking(null);
    } catch (error) {
      await showFailure('The status could not be changed', error);
    }
  };

  const move = async (to: OrderStatus) => {
    if (to === 'shipped' || to === 'returned' || (to === 'confirmed' && order.status === 'awaiting-payment')) {
      setAsking(to);
      return;
    }
    if (
      to === 'cancelled' &&
      !(await confirmAction(
        'Cancel this order?',
        'Its copies go back on the shelf and the sale leaves the statistics. This cannot be undone.',
        'Cancel order',
        'Keep order',
      ))
    )
      return;
    await send({ status: to });
  };

  return (
    <div className="flex flex-col gap-2">
      {next.length === 0 ? (
        <p className="text-gray-700">
          This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()};{' '}
          {inReturns ? 'its books come back through its return requests.' : 'there is no further step.'}
        </p>
      ) : (
        <div role="group" aria-label="Next steps" className="flex flex-wrap gap-3">
          {next.map((to) => (
            <button
              key={to}
              type="button"
              onClick={() => move(to)}
              disabled={change.isPending}
              aria-expanded={to === 'shipped' || to === 'returned' ? asking === to : undefined}
              className={`rounded-md px-4 py-2 font-medium text-white disabled:opacity-50 ${isRestocked(to) ? 'bg-red-700 hover:bg-red-800' : 'bg-blue-700 hover:bg-blue-800'}`}
            >
              {actionLabel(order.status, to, settlesCancel(order))}
            </button>
          ))}
        </div>
      )}
      {asking === 'shipped' && (
        <ShipmentForm
          title="Ship this order"
          submitLabel="Mark shipped"
          onSubmit={(shipment) => send({ status: 'shipped', ...shipment })}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'confirmed' && <BankUtrForm onSubmit={send} onCancel={() => setAsking(null)} />}
      {asking === 'returned' && (
        <ReturnReasonForm
          from={order.status}
          onSubmit={(returnReason) => send({ status: 'returned', returnReason })}
          onCancel={() => setAsking(null)}
        />
      )}
      <p role="status" className="text-sm text-gray-700">
        {outcome}
      </p>
    </div>
  );
}
