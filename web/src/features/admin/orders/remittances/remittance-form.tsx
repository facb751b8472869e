import { manualRemittanceSchema, storeDay, type ManualRemittance, type Order } from '@bookstore/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormField } from '@web/components/form-field';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useRecordRemittance } from '../api/record-remittance';
import { showFailure } from '../../failure-alert';
import { serverFieldErrors } from '../../settings/form/server-field-errors';

/**
 * "Mark cash remitted": the courier's remittance date, reference and amount (filled in with the
 * order's total; couriers pay over net of their charges) for one delivered COD order,
 * checked by the shared manualRemittanceSchema. The server's refusals show in the form: its field
 * messages under the fields, a 409 (already remitted, no longer delivered) above the button.
 */
export function RemittanceForm({ order }: { order: Order }) {
  const record = useRecordRemittance(order._id);
  const [refusal, setRefusal] = useState('');

  const submit = async (values: ManualRemittance, form: FormikHelpers<ManualRemittance>) => {
    setRefusal('');
    try {
      // What the schema makes of it (the reference trimmed) is what the API stores.
      const remittance = await manualRemittanceSchema.validate(values, { stripUnknown: true });
      // The order's page then shows the remittance in place of this form.
      notify.success((await record.mutateAsync(remittance)).message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.errors).length > 0) {
        const { errors, touched } = serverFieldErrors<ManualRemittance>(error.errors);
        void form.setTouched(touched, false);
        form.setErrors(errors);
      } else if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        setRefusal(error.message);
      } else {
        await showFailure('The remittance could not be recorded', error);
      }
    }
  };

  return (
    <>
      <Formik<ManualRemittance>
        initialValues={{ date: storeDay(), reference: '', amount: order.totalPrice }}
        validationSchema={manualRemittanceSchema}
        validateOnBlur={false}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form
            noValidate
            aria-label="Mark cash remitted"
            className="flex flex-wrap items-baseline gap-4 rounded-md border p-4"
          >
            <FormField name="date" label="Remittance date" type="date" />
            <FormField name="reference" label="Reference (UTR or remittance id)" className="flex-1" />
            <FormField name="amount" label="Amount received (₹)" type="number" />
            <button type="submit" disabled={isSubmitting} className="btn-primary mt-6 disabled:opacity-50">
              Mark cash remitted
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
