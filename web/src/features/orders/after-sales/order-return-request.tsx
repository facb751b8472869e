import {
  deliveredAt,
  formatRupees,
  formatStoreDate,
  RETURN_REQUEST_REASON_LABELS,
  RETURN_REQUEST_REASONS,
  returnableCopies,
  returnRequestSchema,
  returnWindowEnd,
  type Order,
  type ReturnRequest,
} from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Field, Form, Formik } from 'formik';
import { useState } from 'react';
import { ApiError, call } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-context';
import { useStoreDetails } from '@web/lib/store-queries';
import { asCustomer } from '@web/lib/as-customer';
import { ordersKey } from '../api/orders';

/*
 * "Request a return" on a delivered order within the shop's return window (decision
 * 054), and the state of each request made. Lazy: the orders page loads it only for delivered
 * orders. The body is checked by the same returnRequestSchema the API uses.
 */

const STATE_WORDS: Record<ReturnRequest['state'], string> = {
  requested: 'requested, waiting for the shop',
  approved: 'approved',
  declined: 'declined',
  received: 'received',
};

function RequestState({ request }: { request: ReturnRequest }) {
  const books = request.items.map((item) => `${item.quantity} × ${item.title}`).join(', ');
  return (
    <li data-testid="my-return">
      Return of {books}: {STATE_WORDS[request.state]}
      {request.pickup && ` (pickup AWB ${request.pickup.awb})`}
      {request.customerShips && ' (please send the books back to us)'}
      {request.decisionReason && `: ${request.decisionReason}`}
      {request.state === 'received' && `; ${formatRupees(request.refund)} to be refunded`}
      {request.refundTo && `; refund to ${request.refundTo}`}.
    </li>
  );
}

interface Values {
  copies: Record<string, string>;
  reason: string;
  note: string;
  via: 'upi' | 'bank';
  upiId: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
}

function bodyOf(values: Values, cod: boolean) {
  const items = Object.entries(values.copies)
    .map(([productId, copies]) => ({ productId, quantity: Number(copies) }))
    .filter((item) => item.quantity > 0);
  const refundTo = !cod
    ? undefined
    : values.via === 'upi'
      ? { upiId: values.upiId }
      : { accountName: values.accountName, accountNumber: values.accountNumber, ifsc: values.ifsc };
  return { items, reason: values.reason, note: values.note, ...(refundTo ? { refundTo } : {}) };
}

const INPUT = 'h-10 w-full rounded border border-gray-300 bg-gray-50 px-3';

function Labelled({ name, label, type = 'text' }: { name: string; label: string; type?: string }) {
  return (
    <label className="block text-sm font-medium">
      {label}
      <Field name={name} type={type} className={INPUT} />
    </label>
  );
}

function ReturnForm({ order, free, onDone }: { order: Order; free: Map<string, number>; onDone: () => void }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState('');
  const cod = order.paymentMethod === 'cod';
  const send = useMutation({
    mutationFn: (body: ReturnType<typeof bodyOf>) =>
      asCustomer(auth, async (token) =>
        call(routes.requestOrderReturn, {
          params: { id: order._id },
          token,
          body: await returnRequestSchema.validate(body, { stripUnknown: true }),
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey(order.email) }),
  });
  const lines = order.products.filter((line) => (free.get(line.productId) ?? 0) > 0);
  const initial: Values = {
    copies: Object.fromEntries(lines.map((line) => [line.productId, '0'])),
    reason: '',
    note: '',
    via: 'upi',
    upiId: '',
    accountName: '',
    accountNumber: '',
    ifsc: '',
  };
  const submit = async (values: Values) => {
    setRefusal('');
    try {
      await send.mutateAsync(bodyOf(values, cod));
      onDone();
    } catch (error) {
      // The server's sentence (a 409: outside the window, the same books twice) or the schema's.
      setRefusal(
        error instanceof ApiError || error instanceof Error ? error.message : 'The return could not be requested.',
      );
    }
  };
  return (
    <Formik initialValues={initial} onSubmit={submit}>
      {({ values, isSubmitting }) => (
        <Form noValidate aria-label="Request a return" className="mt-3 flex flex-col gap-2 rounded-md border p-4">
          {lines.map((line) => (
            <label key={line.productId} className="block text-sm font-medium">
              {line.title}: copies to return (of {free.get(line.productId)})
              <Field
                name={`copies.${line.productId}`}
                type="number"
                min={0}
                max={free.get(line.productId)}
                className={INPUT}
              />
            </label>
          ))}
          <label className="block text-sm font-medium">
            Why
            <Field as="select" name="reason" className={INPUT}>
              <option value="">Choose…</option>
              {RETURN_REQUEST_REASONS.map((id) => (
                <option key={id} value={id}>
                  {RETURN_REQUEST_REASON_LABELS[id]}
                </option>
              ))}
            </Field>
          </label>
          <Labelled name="note" label="Note (optional)" />
          {cod && (
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium">Where should we send your refund?</legend>
              <label className="flex items-center gap-2 text-sm">
                <Field type="radio" name="via" value="upi" /> To a UPI ID
              </label>
              <label className="flex items-center gap-2 text-sm">
                <Field type="radio" name="via" value="bank" /> To a bank account
              </label>
              {values.via === 'upi' ? (
                <Labelled name="upiId" label="UPI ID" />
              ) : (
                <>
                  <Labelled name="accountName" label="Account holder’s name" />
                  <Labelled name="accountNumber" label="Account number" />
                  <Labelled name="ifsc" label="IFSC" />
                </>
              )}
            </fieldset>
          )}
          {refusal && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {refusal}
            </p>
          )}
          <button type="submit" disabled={isSubmitting} className="btn-primary self-start">
            Send the request
          </button>
        </Form>
      )}
    </Formik>
  );
}

export default function OrderReturnRequest({ order }: { order: Order }) {
  const store = useStoreDetails();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  // The page's own moment: the window is read when the order is shown.
  const [now] = useState(() => Date.now());
  const days = store.data?.refunds.returnWindowDays ?? 0;
  const delivered = deliveredAt(order.history);
  const end = delivered ? returnWindowEnd(delivered, days) : undefined;
  const free = returnableCopies(order);
  const canAsk =
    order.status === 'delivered' && end !== undefined && now <= end && [...free.values()].some((n) => n > 0);
  return (
    <div className="mt-3 text-sm">
      {order.returns && (
        <ul data-testid="my-returns">
          {order.returns.map((request) => (
            <RequestState key={request.id} request={request} />
          ))}
        </ul>
      )}
      {sent && <p role="status">Your return request is sent: the shop will reply by e-mail.</p>}
      {canAsk && !open && (
        <button type="button" className="btn-primary mt-3" onClick={() => setOpen(true)}>
          Request a return
        </button>
      )}
      {canAsk && open && (
        <>
          <p className="mt-3">Returns are taken until {formatStoreDate(new Date(end).toISOString())}.</p>
          <ReturnForm
            order={order}
            free={free}
            onDone={() => {
              setOpen(false);
              setSent(true);
            }}
          />
        </>
      )}
    </div>
  );
}
