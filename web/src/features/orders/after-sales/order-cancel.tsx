import {
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  CUSTOMER_CANCELLABLE,
  orderCancelSchema,
  type Order,
  type OrderCancelRequest,
} from '@bookstore/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormField } from '@web/components/form/form-field';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useCancelOrder } from '../api/cancel-order';

/*
 * "Cancel order" on the customer's orders page (decision 053), loaded only with
 * that page's order cards: the button while the order has not shipped, the reason and note
 * form, checked with the server's own schema, and what became of a cancel the customer asked.
 */

const REASONS = CANCEL_REASONS.map((id) => ({ id, label: CANCEL_REASON_LABELS[id] }));
const EMPTY: OrderCancelRequest = { reason: '' as OrderCancelRequest['reason'], note: '' };

function CancelForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const cancelOrder = useCancelOrder(order._id);
  const submit = async (values: OrderCancelRequest, helpers: FormikHelpers<OrderCancelRequest>) => {
    helpers.setStatus(undefined);
    try {
      const answer = await cancelOrder.mutateAsync(orderCancelSchema.cast(values));
      // What happened in the server's words: cancelled, the refund and its date, or the request sent.
      notify.success(answer.message, 8000);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) helpers.setErrors(error.errors);
      helpers.setStatus(error instanceof Error ? error.message : 'Could not cancel the order. Please try again.');
    }
  };
  return (
    <Formik initialValues={EMPTY} validationSchema={orderCancelSchema} onSubmit={submit}>
      {({ isSubmitting, status }) => (
        <Form
          noValidate
          className="mt-3 flex flex-col gap-2 rounded border border-gray-200 p-4"
          aria-label="Cancel this order"
        >
          <FormField name="reason" label="Why are you cancelling?" options={REASONS} placeholder="Choose a reason" />
          <FormField name="note" label="Anything to add? (optional)" autoComplete="off" />
          {order.status === 'payment-submitted' && (
            <p className="text-sm">
              We are still checking your payment: the shop cancels the order once it is checked.
            </p>
          )}
          {typeof status === 'string' && (
            <p role="alert" className="text-sm text-red-700">
              {status}
            </p>
          )}
          <div className="flex gap-3">
            <button type="submit" disabled={isSubmitting} className="btn-primary disabled:opacity-50">
              {isSubmitting ? 'Cancelling…' : 'Cancel order'}
            </button>
            <button type="button" onClick={onClose} className="rounded-md border px-4 py-2 font-medium">
              Keep order
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** The order card's cancel: the button and its form, or what the customer's cancel became. */
export default function OrderCancel({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const request = order.cancelRequest;
  if (request && order.status === 'payment-submitted')
    return (
      <p className="mt-3 text-sm" data-testid="cancel-request">
        You asked to cancel this order ({CANCEL_REASON_LABELS[request.reason]}). The shop cancels it once your payment
        is checked.
      </p>
    );
  if (request && order.status === 'cancelled')
    return (
      <p className="mt-3 text-sm" data-testid="cancel-request">
        You cancelled this order ({CANCEL_REASON_LABELS[request.reason]}).
      </p>
    );
  if (!CUSTOMER_CANCELLABLE.includes(order.status)) return null;
  if (open) return <CancelForm order={order} onClose={() => setOpen(false)} />;
  return (
    <button type="button" onClick={() => setOpen(true)} className="mt-3 rounded-md border px-4 py-2 font-medium">
      Cancel order
    </button>
  );
}
