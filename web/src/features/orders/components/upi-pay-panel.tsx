import {
  formatRupees,
  formatStoreDateTime,
  orderReference,
  upiMerchantOf,
  upiPayLink,
  upiPaymentSchema,
  type Order,
  type UpiPaymentSubmission,
} from '@bookstore/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { lazy, Suspense, useState } from 'react';
import { FormField } from '@web/components/form/form-field';
import { ApiError } from '@web/lib/api-client';
import { useStoreDetails } from '@web/lib/store-queries';
import { useSubmitUpiPayment } from '../api/upi-payment';
import { CopyButton } from './copy-button';

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
 * the order's number as the note (and its id as the reference, for a merchant's UPI ID only),
 * buttons to copy the UPI ID and the amount or save the QR for another phone or the gallery,
 * the deadline, and the UTR form.
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
            merchant: upiMerchantOf(upi),
          })}
          payee={upi.payeeName}
          vpa={upi.vpa}
          amount={order.totalPrice.toFixed(2)}
          fileName={`upi-${orderReference(order).replace(/\W/g, '')}.png`}
        />
      )}
      <UtrForm order={order} />
    </section>
  );
}

interface PayLinkProps {
  link: string;
  payee: string;
  vpa: string;
  /** Rupees as a UPI app's amount field takes them: 412.50. */
  amount: string;
  fileName: string;
}

function PayLink({ link, payee, vpa, amount, fileName }: PayLinkProps) {
  return (
    <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
      <Suspense fallback={<p role="status">Loading the QR code…</p>}>
        <QrCode text={link} label="UPI QR code for this payment" className="h-auto w-40" />
      </Suspense>
      <div className="flex flex-col gap-2 text-sm">
        <p>
          Scan the code in any UPI app, or on this phone:{' '}
          <a href={link} className="font-medium text-blue-700 underline">
            Pay with a UPI app
          </a>
        </p>
        <p>
          Payee: {payee} ({vpa})
        </p>
        <p>
          Paying from another phone? Scan this code with it. On this phone, save the QR and choose it from the gallery
          in your UPI app’s scanner, or copy the UPI ID and the amount into the app.
        </p>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={vpa} label="Copy UPI ID" />
          <CopyButton text={amount} label="Copy amount" />
          <SaveQrButton text={link} fileName={fileName} />
        </div>
      </div>
    </div>
  );
}

/** Downloads the QR as a PNG, drawn by the QR chunk the code above has already loaded. */
function SaveQrButton({ text, fileName }: { text: string; fileName: string }) {
  const [failed, setFailed] = useState<string>();
  const save = async () => {
    try {
      const { qrPng } = await import('@web/components/qr-code');
      const url = URL.createObjectURL(await qrPng(text));
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileName;
      anchor.click();
      // The download has its own copy once started; the next task frees this one.
      setTimeout(() => URL.revokeObjectURL(url));
      setFailed(undefined);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'Could not save the QR code.');
    }
  };
  return (
    <span className="flex flex-col gap-1">
      <button
        type="button"
        className="rounded-md border border-blue-700 px-3 py-1 text-sm font-medium text-blue-800 hover:bg-blue-50 disabled:opacity-60"
        onClick={() => void save()}
      >
        Save QR
      </button>
      {failed && (
        <span role="alert" className="text-sm text-red-700">
          {failed}
        </span>
      )}
    </span>
  );
}
