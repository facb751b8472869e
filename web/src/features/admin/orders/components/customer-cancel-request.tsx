import { CANCEL_REASON_LABELS, formatStoreDateTime, type Order } from '@bookstore/domain';

/*
 * The customer's own cancel on the owner's pages (decision 053). While the UTR waits
 * for the check, the request rides on it: the check's two answers name what they now do.
 */

/** The customer asked to cancel while the payment waits: the check settles the request. */
export const settlesCancel = (order: Pick<Order, 'status' | 'cancelRequest'>) =>
  order.status === 'payment-submitted' && order.cancelRequest !== undefined;

/** "Mark paid" and "Payment not received" once they settle a cancellation request too. */
export const SETTLE_CANCEL = { paid: 'Paid: cancel and refund', notReceived: 'Not received: cancel' } as const;

/** The marker in the payments to check: the customer asked to cancel this one. */
export function CancelAskedMarker({ order }: { order: Order }) {
  if (!settlesCancel(order)) return null;
  return (
    <span className="block text-sm font-medium text-red-800" data-testid="cancel-asked">
      Customer asked to cancel
    </span>
  );
}

/** The order page's note of the customer's cancel: why, their note as written, when, and what settles it. */
export function CustomerCancelRequest({ order }: { order: Order }) {
  const request = order.cancelRequest;
  if (!request) return null;
  return (
    <section
      aria-label="Customer’s cancellation"
      className="rounded border border-amber-400 bg-amber-50 p-4"
      data-testid="customer-cancel"
    >
      <p className="font-medium">
        {settlesCancel(order) ? 'Customer asked to cancel' : 'Cancelled at the customer’s request'}:{' '}
        {CANCEL_REASON_LABELS[request.reason]}, <time dateTime={request.at}>{formatStoreDateTime(request.at)}</time>
      </p>
      {request.note && <p>“{request.note}”</p>}
      {settlesCancel(order) && (
        <p className="text-sm text-gray-700">
          Check the payment: “{SETTLE_CANCEL.paid}” cancels it with the whole total owed back; “
          {SETTLE_CANCEL.notReceived}” cancels it unpaid.
        </p>
      )}
    </section>
  );
}
