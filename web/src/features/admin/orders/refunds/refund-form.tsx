import {
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  refundRecordSchema,
  type Order,
  type RefundRecord,
} from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormField } from '@web/components/form-field';
import { notify } from '@web/lib/notify';
import { useOrderAction } from '../api/order-action';
import { showRefusal } from '../form-refusal';

const METHOD_OPTIONS = REFUND_METHODS.map((id) => ({ id, label: REFUND_METHOD_LABELS[id] }));

/**
 * "Record refund": a refund the owner paid, checked by the shared refundRecordSchema the API
 * records it with. The amount starts at what is outstanding; a UPI refund's reference is its
 * UTR. The server's refusals show in the form: its field messages under the fields, a 409 (more
 * than is outstanding, nothing owed) above the button.
 */
export function RefundForm({ order }: { order: Order }) {
  const record = useOrderAction(routes.recordOrderRefund, order._id);
  const [refusal, setRefusal] = useState('');

  const submit = async (values: RefundRecord, form: FormikHelpers<RefundRecord>) => {
    setRefusal('');
    try {
      // What the schema makes of it (the UTR without its spaces) is what the API records.
      const refund = await refundRecordSchema.validate(values, { stripUnknown: true });
      notify.success((await record.mutateAsync(refund)).message);
    } catch (error) {
      await showRefusal(error, form, setRefusal, 'The refund could not be recorded');
    }
  };

  const initialValues: RefundRecord = { amount: order.refundOutstanding, method: 'upi', reference: '' };
  return (
    <>
      <Formik
        initialValues={initialValues}
        validationSchema={refundRecordSchema}
        validateOnBlur={false}
        onSubmit={submit}
      >
        {({ isSubmitting, values }) => (
          <Form
            noValidate
            aria-label="Record refund"
            className="flex flex-wrap items-baseline gap-4 rounded-md border p-4"
          >
            <FormField name="amount" label="Amount (₹)" type="number" />
            <FormField name="method" label="Method" options={METHOD_OPTIONS} />
            <FormField
              name="reference"
              label={values.method === 'upi' ? 'UTR (12 digits)' : 'Reference (bank reference or receipt number)'}
              className="flex-1"
            />
            <button type="submit" disabled={isSubmitting} className="btn-primary mt-6 disabled:opacity-50">
              Record refund
            </button>
          </Form>
        )}
      </Formik>
      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
    </>
  );
}
