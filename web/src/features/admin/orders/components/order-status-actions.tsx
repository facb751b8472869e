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
import { useState, type ReactNode } from 'react';
import { confirmAction } from '@web/lib/alerts';
import { useChangeOrderStatus } from '../api/change-order-status';
import { showFailure } from '../../components/failure-alert';
import { BankUtrForm } from './bank-utr-form';
import { SETTLE_CANCEL, settlesCancel } from './customer-cancel-request';
import { ReturnReasonForm } from './return-reason-form';
import { ShipmentForm } from './shipment-form';
import { useWide } from '../../hooks/use-media-query';
import { revealForm, useRequestedAct } from '../hooks/order-act';

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
 * cancellation request waiting on the check, either answer cancels.
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
 * The moves offered on the order page: the owner's, less the whole-order return while return
 * requests are open (the last one received returns it; the whole-order return would credit
 * their books twice, and the API refuses it).
 */
export function offeredMoves(order: Order): OrderStatus[] {
  const inReturns = order.returns?.some((request) => ACTIVE_RETURN_STATES.includes(request.state));
  return ownerMoves(order.status).filter((to) => !(to === 'returned' && inReturns));
}

/** What the phone's bottom bar carries: the moves, and the way to the cash or the refund still to record. */
export const phoneBarShown = (order: Order): boolean =>
  offeredMoves(order).length > 0 || order.cashPending === true || order.refundOutstanding > 0;

/** The heading of the order page's part holding a form the bar leads to (the remittance's, the refund's). */
function revealPart(headingId: string): void {
  revealForm(document.getElementById(headingId)?.closest('section') ?? null);
}

/**
 * On a phone, the next steps in a bar fixed at the bottom of the screen, under the owner's
 * thumb wherever the page is scrolled to; the order page leaves room for it below its end.
 */
function PhoneBar({ order, children }: { order: Order; children: ReactNode }) {
  const jump = 'min-h-11 flex-1 rounded-md border border-blue-700 bg-white px-4 font-medium text-blue-800';
  return (
    <div
      className="owner-next-bar z-30 flex flex-wrap gap-2 border-t border-gray-200 bg-white p-3 shadow-lg"
      data-testid="next-step-bar"
    >
      {order.cashPending && (
        <button type="button" className={jump} onClick={() => revealPart('order-payment-heading')}>
          Record remittance
        </button>
      )}
      {order.refundOutstanding > 0 && (
        <button type="button" className={jump} onClick={() => revealPart('order-refunds-heading')}>
          Refund
        </button>
      )}
      {children}
    </div>
  );
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
  const wide = useWide();
  const act = useRequestedAct();
  const [outcome, setOutcome] = useState('');
  const next = offeredMoves(order);
  // Opened from a card's "Ship" (`?act=ship`): the courier and AWB form is open already.
  const [asking, setAsking] = useState<AskingFor>(() =>
    act === 'ship' && next.includes('shipped') ? 'shipped' : null,
  );
  const inReturns = order.returns?.some((request) => ACTIVE_RETURN_STATES.includes(request.state));
  // A form opened from the phone's bar (or asked for by the address) may be off screen: bring it in.
  const formRef = wide && !act ? undefined : revealForm;

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

  const steps = next.length > 0 && (
    <div role="group" aria-label="Next steps" className={wide ? 'flex flex-wrap gap-3' : 'flex flex-1 flex-wrap gap-2'}>
      {next.map((to) => (
        <button
          key={to}
          type="button"
          onClick={() => move(to)}
          disabled={change.isPending}
          aria-expanded={to === 'shipped' || to === 'returned' ? asking === to : undefined}
          className={`rounded-md px-4 font-medium text-white disabled:opacity-50 ${wide ? 'py-2' : 'min-h-11 flex-1'} ${isRestocked(to) ? 'bg-red-700 hover:bg-red-800' : 'bg-blue-700 hover:bg-blue-800'}`}
        >
          {actionLabel(order.status, to, settlesCancel(order))}
        </button>
      ))}
    </div>
  );

  return (
    <div className="flex flex-col gap-2">
      {next.length === 0 && (
        <p className="text-gray-700">
          This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()};{' '}
          {inReturns ? 'its books come back through its return requests.' : 'there is no further step.'}
        </p>
      )}
      {wide ? steps : phoneBarShown(order) && <PhoneBar order={order}>{steps}</PhoneBar>}
      {/* Keyed by the form: each one opened is brought into view. */}
      {asking && (
        <div key={asking} ref={formRef}>
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
        </div>
      )}
      {/* Always there, so the outcome is announced; no blank line while there is none. */}
      <p role="status" className={outcome ? 'text-sm text-gray-700' : 'sr-only'}>
        {outcome}
      </p>
    </div>
  );
}
