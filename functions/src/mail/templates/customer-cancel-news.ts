import { CANCEL_REASON_LABELS, type Order } from '@bookstore/domain';
import { refundPromise } from './refund-sent';

/**
 * The cancelled e-mail's first words when the customer cancelled: their reason,
 * their note as they wrote it (the layout escapes it), and what happens to the money; the UTR
 * a "not received" check took off the order, if that settled their request. Undefined for a
 * cancel that was not theirs.
 */
export function customerCancelNews(
  order: Order,
  { refusedUtr }: { refusedUtr?: string },
): [string, ...string[]] | undefined {
  const request = order.cancelRequest;
  if (!request) return undefined;
  const money = refusedUtr
    ? `We could not find a UPI payment with the UTR ${refusedUtr}, so the order will not be sent and there is nothing to pay.`
    : refundPromise(order)
      ? 'The order will not be sent.'
      : 'The order will not be sent, and there is nothing to pay.';
  return [
    `As you asked, we have cancelled it (${CANCEL_REASON_LABELS[request.reason]}).`,
    ...(request.note ? [`Your note: “${request.note}”`] : []),
    money,
  ];
}
