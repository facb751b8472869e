import type { Order } from '@bookstore/domain';
import { useChangeOrderStatus } from '../api/change-order-status';
import { showFailure } from '../../failure-alert';

/**
 * A submitted UPI payment's two outcomes: the money is in (confirmed), or it is not (back to
 * awaiting payment, and the shopper is told). The list is read again after either.
 */
export function PaymentCheckActions({ order, reference }: { order: Order; reference: string }) {
  const change = useChangeOrderStatus(order._id);
  const send = async (status: 'confirmed' | 'awaiting-payment') => {
    try {
      await change.mutateAsync({ status });
    } catch (error) {
      await showFailure('The payment could not be marked', error);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        disabled={change.isPending}
        onClick={() => send('confirmed')}
        className="rounded-md bg-blue-700 px-3 py-1 font-medium text-white hover:bg-blue-800 disabled:opacity-50"
      >
        Mark paid <span className="sr-only">{reference}</span>
      </button>
      <button
        type="button"
        disabled={change.isPending}
        onClick={() => send('awaiting-payment')}
        className="rounded-md border border-red-600 px-3 py-1 font-medium text-red-800 hover:bg-gray-100 disabled:opacity-50"
      >
        Payment not received <span className="sr-only">{reference}</span>
      </button>
    </div>
  );
}
