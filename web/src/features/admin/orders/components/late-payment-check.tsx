import { formatStoreDateTime, type LatePayment, type LatePaymentDecision } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { notify } from '@web/lib/notify';
import { useOrderAction } from '../api/order-action';
import { showFailure } from '../../components/failure-alert';
import { PaymentAnswers } from './payment-answers';

/**
 * A UTR the shopper sent after the order was cancelled, and the owner's two answers once the
 * bank's statement is checked: "Received" makes the order's total owed back, "Not received"
 * closes it.
 */
export function LatePaymentCheck({ orderId, payment }: { orderId: string; payment: LatePayment }) {
  const decide = useOrderAction(routes.decideOrderLatePayment, orderId);
  const { utr, submittedAt, decision } = payment;
  const send = async (answer: LatePaymentDecision) => {
    try {
      notify.success((await decide.mutateAsync({ decision: answer })).message);
    } catch (error) {
      await showFailure('The late payment could not be marked', error);
    }
  };
  return (
    <div className="flex flex-col gap-2" data-testid="late-payment">
      <p>
        Late payment: UTR <span className="font-medium">{utr}</span>, sent{' '}
        <time dateTime={submittedAt}>{formatStoreDateTime(submittedAt)}</time> after the order was cancelled
        {decision ? `; ${decision.replace('-', ' ')}.` : '.'}
      </p>
      {!decision && (
        <PaymentAnswers
          yes="Received"
          no="Not received"
          busy={decide.isPending}
          onAnswer={(received) => void send(received ? 'received' : 'not-received')}
        />
      )}
    </div>
  );
}
