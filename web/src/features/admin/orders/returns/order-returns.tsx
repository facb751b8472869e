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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormField } from '@web/components/form-field';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_ORDERS, ADMIN_STATS, orderKey } from '@web/features/admin/api/admin-keys';
import { showFailure } from '../../failure-alert';

/*
 * The owner's side of a customer's return requests (issue 40 §2, decision 054): each request with
 * its books, reason and note as the customer wrote them, where a COD refund goes, and what can be
 * done next: approve (with a pickup, or the customer ships it) or decline with a reason, then
 * "Received" once the parcel is back, which restocks, credits and owes its books.
 */

function useDecision(orderId: string, returnId: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnDecisionBody) => request(routes.decideReturnRequest, { params: { id: returnId }, body }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKey(orderId), order);
      return Promise.all([ADMIN_ORDERS, ADMIN_STATS].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

function refundToWords(request: ReturnRequest): string | undefined {
  const to = request.refundToDetails;
  if (!to) return request.refundTo;
  return to.upiId ? `UPI ID ${to.upiId}` : `${to.accountName}, account ${to.accountNumber}, IFSC ${to.ifsc}`;
}

const EMPTY = { decision: 'approve', reason: '', courier: '', awb: '' };

/** The owner's answer to one request: the pickup and the words, and which of the three it is. */
function DecisionForm({ orderId, request }: { orderId: string; request: ReturnRequest }) {
  const decide = useDecision(orderId, request.id);
  const [refusal, setRefusal] = useState('');
  const send = async (values: typeof EMPTY, decision: ReturnDecisionBody['decision']) => {
    setRefusal('');
    const body = Object.fromEntries(Object.entries({ ...values, decision }).filter(([, value]) => value !== ''));
    try {
      const checked = await returnDecisionSchema.validate(body, { stripUnknown: true });
      notify.success((await decide.mutateAsync(checked)).message);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) setRefusal(error.message);
      else if (error instanceof Error && error.name === 'ValidationError') setRefusal(error.message);
      else await showFailure('The return request could not be updated', error);
    }
  };
  if (request.state === 'approved')
    return (
      <div className="flex flex-col gap-2">
        <button
          type="button"
          className="btn-primary self-start"
          disabled={decide.isPending}
          onClick={() => void send(EMPTY, 'received')}
        >
          Received
        </button>
        {refusal && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {refusal}
          </p>
        )}
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
          <button
            type="button"
            className="btn-primary mt-6"
            disabled={decide.isPending}
            onClick={() => void send(values, 'approve')}
          >
            Approve
          </button>
          <button
            type="button"
            className="btn-primary mt-6"
            disabled={decide.isPending}
            onClick={() => void send(values, 'decline')}
          >
            Decline
          </button>
          {refusal && (
            <p role="alert" className="w-full text-sm font-medium text-red-800">
              {refusal}
            </p>
          )}
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
          {(request.state === 'requested' || request.state === 'approved') && (
            <DecisionForm orderId={order._id} request={request} />
          )}
        </li>
      ))}
    </ul>
  );
}
