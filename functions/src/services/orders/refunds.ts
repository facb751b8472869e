import {
  formatRupees,
  type LatePaymentDecision,
  type OrderStatusChangeResult,
  type RefundRecord,
} from '@bookstore/domain';
import { moveInItsOwnTransaction } from './order-lifecycle';
import { getOrder } from './order-queries';
import { refundSentence } from './refund-moves';

/*
 * The owner's acts on money owed back (decision 050). Each is one move of the order
 * in its own transaction (refund-moves.ts checks it there): two refunds recorded at once both
 * read the order, one conflicts and re-runs against the other's outstanding amount, so their sum
 * never passes what is owed.
 */

/** POST /api/admin/orders/{id}/refunds */
export async function recordRefund(id: string, refund: RefundRecord, by: string): Promise<OrderStatusChangeResult> {
  await moveInItsOwnTransaction(id, by, () => ({ kind: 'refund-recorded', refund }));
  const order = await getOrder(id);
  const left = order.refundOutstanding > 0 ? ` ${formatRupees(order.refundOutstanding)} is still outstanding.` : '';
  return { message: `${refundSentence(refund)} recorded.${left}`, order };
}

/** POST /api/admin/orders/{id}/late-payment */
export async function decideLatePayment(
  id: string,
  decision: LatePaymentDecision,
  by: string,
): Promise<OrderStatusChangeResult> {
  await moveInItsOwnTransaction(id, by, () => ({ kind: 'late-payment-decided', decision }));
  const order = await getOrder(id);
  return {
    message:
      decision === 'received'
        ? `The late payment is recorded as received: ${formatRupees(order.refundOwed)} is to be refunded.`
        : 'The late payment is closed as not received; its UTR may be used again.',
    order,
  };
}
