import { REFUND_METHOD_LABELS, REFUND_METHODS, refundRecordSchema, type Order } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { FormField } from '@web/components/form/form-field';
import { OrderActionForm } from './order-action-form';

const METHOD_OPTIONS = REFUND_METHODS.map((id) => ({ id, label: REFUND_METHOD_LABELS[id] }));

/**
 * "Record refund": a refund the owner paid, checked by the shared refundRecordSchema. The amount
 * starts at what is outstanding; a UPI refund's reference is its UTR. A 409 (more than is
 * outstanding, nothing owed) shows above the button with the server's sentence.
 */
export function RefundForm({ order }: { order: Order }) {
  return (
    <OrderActionForm
      orderId={order._id}
      route={routes.recordOrderRefund}
      schema={refundRecordSchema}
      initialValues={{ amount: order.refundOutstanding, method: 'upi', reference: '' }}
      action="Record refund"
      failure="The refund could not be recorded"
    >
      {({ method }) => (
        <>
          <FormField name="amount" label="Amount (₹)" type="number" />
          <FormField name="method" label="Method" options={METHOD_OPTIONS} />
          <FormField
            name="reference"
            label={method === 'upi' ? 'UTR (12 digits)' : 'Reference (bank reference or receipt number)'}
            className="flex-1"
          />
        </>
      )}
    </OrderActionForm>
  );
}
