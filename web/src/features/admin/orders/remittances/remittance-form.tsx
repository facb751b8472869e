import { manualRemittanceSchema, storeDay, type ManualRemittance, type Order } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormField } from '@web/components/form-field';
import { notify } from '@web/lib/notify';
import { useOrderAction } from '../api/order-action';
import { showRefusal } from '../form-refusal';

/**
 * "Mark cash remitted": the courier's remittance date and reference for one delivered COD order,
 * checked by the shared manualRemittanceSchema. The server's refusals show in the form: its field
 * messages under the fields, a 409 (already remitted, no longer delivered) above the button.
 */
export function RemittanceForm({ order }: { order: Order }) {
  const record = useOrderAction(routes.recordRemittance, order._id);
  const [refusal, setRefusal] = useState('');

  const submit = async (values: ManualRemittance, form: FormikHelpers<ManualRemittance>) => {
    setRefusal('');
    try {
      // What the schema makes of it (the reference trimmed) is what the API stores.
      const remittance = await manualRemittanceSchema.validate(values, { stripUnknown: true });
      // The order's page then shows the remittance in place of this form.
      notify.success((await record.mutateAsync(remittance)).message);
    } catch (error) {
      await showRefusal(error, form, setRefusal, 'The remittance could not be recorded');
    }
  };

  return (
    <>
      <Formik
        initialValues={{ date: storeDay(), reference: '' }}
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
