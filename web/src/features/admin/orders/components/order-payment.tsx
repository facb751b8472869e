import {
  formatRupees,
  formatStoreDateTime,
  PAYMENT_METHOD_LABELS,
  remittanceDifference,
  type Order,
} from '@bookstore/domain';

/** "When" as the owner's pages write it, with the machine-readable time. */
function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatStoreDateTime(at)}</time>;
}

/** How the order is paid: the UPI reference the shopper sent, or the cash the courier owes or paid over. */
export function OrderPayment({ order }: { order: Order }) {
  const { payment, remittance } = order;
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]" data-testid="order-payment">
      <dt className="font-medium">Method</dt>
      <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
      {payment && (
        <>
          <dt className="font-medium">UTR</dt>
          <dd>
            <span className="font-medium">{payment.utr}</span>, sent <When at={payment.submittedAt} />
          </dd>
        </>
      )}
      {order.paymentMethod === 'upi' && !payment && order.status === 'awaiting-payment' && (
        <>
          <dt className="font-medium">UTR</dt>
          <dd>
            Not sent yet
            {order.paymentDueAt && (
              <>
                ; cancelled if unpaid by <When at={order.paymentDueAt} />
              </>
            )}
          </dd>
        </>
      )}
      {order.cashPending && (
        <>
          <dt className="font-medium">Cash</dt>
          <dd>Pending from the courier</dd>
        </>
      )}
      {remittance && (
        <>
          <dt className="font-medium">Remitted</dt>
          <dd>
            {formatRupees(remittance.amount)} on {remittance.date}, reference {remittance.reference}
            {remittance.deduction !== 0 && `; ${remittanceDifference(remittance.deduction)}`}
          </dd>
        </>
      )}
    </dl>
  );
}
