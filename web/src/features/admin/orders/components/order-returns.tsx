import {
  COURIERS,
  courierLabel,
  formatRupees,
  formatStoreDateTime,
  RETURN_REQUEST_REASON_LABELS,
  returnDecisionSchema,
  type Order,
  type ReturnDecisionBody,
  type ReturnRequest,
} from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormField } from '@web/components/form/form-field';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useOrderAction } from '../api/order-action';
import { showFailure } from '../../components/failure-alert';

/*
 * The owner's side of a customer's return requests (decision 054): each request with
 * its books, reason and note as the customer wrote them, where a COD refund goes, and what can be
 * done next: approve (with a pickup, or the customer ships it) or decline with a reason, then
 * "Received" once the parcel is back, which restocks, credits and owes its books.
 */

function refundToWords(request: ReturnRequest): string | undefined {
  const to = request.refundToDetails;
  if (!to) return request.refundTo;
  return to.upiId ? `UPI ID ${to.upiId}` : `${to.accountName}, account ${to.accountNumber}, IFSC ${to.ifsc}`;
}

const EMPTY = { decision: 'approve', reason: '', courier: '', awb: '' };

/** The owner's answer to one request: the pickup and the words, and which of the three it is. */
function DecisionForm({ request }: { request: ReturnRequest }) {
  // Keyed by the request: the lists' refresh brings the order page its new answer.
  const decide = useOrderAction(routes.decideReturnRequest, request.id);
  const [refusal, setRefusal] = useState('');
  const send = async (values: typeof EMPTY, decision: ReturnDecisionBody['decision']) => {
    setRefusal('');
    const body = Object.fromEntries(Object.entries({ ...values, decision }).filter(([, value]) => value !== ''));
    try {
      // The same schema the server checks with; its message reads under the buttons.
      returnDecisionSchema.validateSync(body);
    } catch (error) {
      // The schema has no asynchronous tests, so what it throws is its ValidationError.
      setRefusal((error as Error).message);
      return;
    }
    try {
      notify.success((await decide.mutateAsync(body as ReturnDecisionBody)).message);
    } catch (error) {
      if (error instanceof ApiError) setRefusal(error.message);
      else await showFailure('The return request could not be updated', error);
    }
  };
  const button = (label: string, decision: ReturnDecisionBody['decision'], values = EMPTY) => (
    <button
      type="button"
      className="btn-primary"
      disabled={decide.isPending}
      onClick={() => void send(values, decision)}
    >
      {label}
    </button>
  );
  const alert = refusal && (
    <p role="alert" className="w-full text-sm font-medium text-red-800">
      {refusal}
    </p>
  );
  if (request.state === 'approved')
    return (
      <div>
        {button('Received', 'received')}
        {alert}
      </div>
    );
  return (
    <Formik initialValues={EMPTY} onSubmit={() => undefined}>
      {({ values }) => (
        <Form
          noValidate
          aria-label="Decide on the return"
          className="flex flex-wrap items-baseline gap-4 rounded-md border p-4"
        >
          <FormField name="courier" label="Pickup courier" options={COURIERS} placeholder="Customer ships it back" />
          <FormField name="awb" label="Pickup AWB" />
          <FormField name="reason" label="Reason (needed to decline)" className="flex-1" />
          {button('Approve', 'approve', values)}
          {button('Decline', 'decline', values)}
          {alert}
        </Form>
      )}
    </Formik>
  );
}

export function OrderReturns({ order }: { order: Order }) {
  return (
    <ul className="flex flex-col gap-4">
      {(order.returns ?? []).map((request) => (
        <li key={request.id} className="flex flex-col gap-2 rounded-md border p-4" data-testid="return-request">
          <p>
            <span className="font-medium">
              {request.items.map((item) => `${item.quantity} × ${item.title}`).join(', ')}
            </span>{' '}
            — {RETURN_REQUEST_REASON_LABELS[request.reason]}, asked{' '}
            <time dateTime={request.requestedAt}>{formatStoreDateTime(request.requestedAt)}</time>:{' '}
            <span className="font-medium" data-testid="return-state">
              {request.state}
            </span>
          </p>
          {request.note && (
            <p className="text-gray-700" style={{ whiteSpace: 'pre-wrap' }}>
              “{request.note}”
            </p>
          )}
          {refundToWords(request) && <p>Refund to: {refundToWords(request)}</p>}
          {request.pickup && (
            <p>
              Pickup: {courierLabel(request.pickup.courier)}, AWB {request.pickup.awb}
            </p>
          )}
          {request.customerShips && <p>The customer ships it back.</p>}
          {request.decisionReason && <p>Reason: {request.decisionReason}</p>}
          {request.creditNote && (
            <p>
              Credit note {request.creditNote.number}; {formatRupees(request.refund)} to refund.
            </p>
          )}
          {(request.state === 'requested' || request.state === 'approved') && <DecisionForm request={request} />}
        </li>
      ))}
    </ul>
  );
}
