import {
  formatRupees,
  formatStoreDateTime,
  orderReference,
  upiPayLink,
  upiPaymentSchema,
  type Order,
  type UpiPaymentSubmission,
} from '@bookstore/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { lazy, Suspense } from 'react';
import { FormField } from '@web/components/form-field';
import { ApiError } from '@web/lib/api-client';
import { useStoreDetails } from '@web/lib/store-queries';
import { useSubmitUpiPayment } from '../api/upi-payment';

// The QR library is loaded only when an order waits for its payment (decision 043).
const QrCode = lazy(() => import('@web/components/qr-code'));

/** The 12-digit UTR, checked with the server's own schema before anything is sent. */
function UtrForm({ order }: { order: Order }) {
  const submitPayment = useSubmitUpiPayment(order._id);
  const submit = async (values: UpiPaymentSubmission, helpers: FormikHelpers<UpiPaymentSubmission>) => {
    try {
      await submitPayment.mutateAsync(upiPaymentSchema.cast(values));
    } catch (error) {
      // 409: the UTR was already given for another order; the server says so in its own words.
      if (error instanceof ApiError) helpers.setErrors(error.errors.utr ? { utr: error.errors.utr } : {});
      helpers.setStatus(error instanceof Error ? error.message : 'Could not send the UTR. Please try again.');
    }
  };
  return (
    <Formik initialValues={{ utr: '' }} validationSchema={upiPaymentSchema} onSubmit={submit}>
      {({ isSubmitting, status }) => (
        <Form noValidate className="mt-4 flex flex-col gap-2">
          <FormField name="utr" label="UTR (12-digit transaction reference)" autoComplete="off" />
          {typeof status === 'string' && (
            <p role="alert" className="text-sm text-red-700">
              {status}
            </p>
          )}
          <button type="submit" disabled={isSubmitting} className="btn-primary self-start disabled:opacity-50">
            {isSubmitting ? 'Sending…' : 'I have paid'}
          </button>
        </Form>
      )}
    </Formik>
  );
}

/**
 * How to pay a UPI order: a QR code and a "Pay with a UPI app" link for the exact amount, with
 * the order's number as the note and its id as the reference, the deadline, and the UTR form.
 */
export default function UpiPayPanel({ order }: { order: Order }) {
  const store = useStoreDetails();
  const upi = store.data?.upi;
  return (
    <section className="mt-4 rounded border border-amber-400 bg-amber-50 p-4" aria-label="Pay by UPI">
      <h3 className="font-semibold">Pay {formatRupees(order.totalPrice)} by UPI</h3>
      {order.paymentDueAt && (
        <p className="text-sm">
          Please pay by <time dateTime={order.paymentDueAt}>{formatStoreDateTime(order.paymentDueAt)}</time>, or the
          order is cancelled.
        </p>
      )}
      {store.isPending && <p role="status">Loading the payment details…</p>}
      {store.isError && <p role="alert">Could not load the shop’s UPI details. Please reload the page.</p>}
      {upi && !upi.vpa && <p>The shop takes no UPI payments just now. Please contact us.</p>}
      {upi?.vpa && (
        <PayLink
          link={upiPayLink({
            vpa: upi.vpa,
            payeeName: upi.payeeName,
            amount: order.totalPrice,
            note: orderReference(order),
            reference: order._id,
          })}
          payee={upi.payeeName}
          vpa={upi.vpa}
        />
      )}
      <UtrForm order={order} />
    </section>
  );
}

function PayLink({ link, payee, vpa }: { link: string; payee: string; vpa: string }) {
  return (
    <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
      <Suspense fallback={<p role="status">Loading the QR code…</p>}>
        <QrCode text={link} label="UPI QR code for this payment" className="h-auto w-40" />
      </Suspense>
      <div className="text-sm">
        <p>
          Scan the code in any UPI app, or on this phone:{' '}
          <a href={link} className="font-medium text-blue-700 underline">
            Pay with a UPI app
          </a>
        </p>
        <p>
          Payee: {payee} ({vpa})
        </p>
      </div>
    </div>
  );
}
