import type { Order } from '@bookstore/domain';
import { useChangeOrderStatus } from '../api/change-order-status';
import { showFailure } from '../../components/failure-alert';
import { PaymentAnswers } from './payment-answers';
import { SETTLE_CANCEL, settlesCancel } from './customer-cancel-request';

/**
 * A submitted UPI payment's two outcomes: the money is in (confirmed), or it is not (back to
 * awaiting payment, and the shopper is told). The list is read again after either.
 */
export function PaymentCheckActions({ order, reference }: { order: Order; reference: string }) {
  const change = useChangeOrderStatus(order._id);
  const send = async (received: boolean) => {
    try {
      await change.mutateAsync({ status: received ? 'confirmed' : 'awaiting-payment' });
    } catch (error) {
      await showFailure('The payment could not be marked', error);
    }
  };
  return (
    <PaymentAnswers
      // The customer asked to cancel meanwhile: either answer cancels.
      yes={settlesCancel(order) ? SETTLE_CANCEL.paid : 'Mark paid'}
      no={settlesCancel(order) ? SETTLE_CANCEL.notReceived : 'Payment not received'}
      busy={change.isPending}
      onAnswer={(received) => void send(received)}
      hint={reference}
    />
  );
}
