import type { ApiRoute, OrderStatusChangeResult } from '@bookstore/domain';
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import type { Schema } from 'yup';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { RefusalBanner } from '@web/components/form/refusal-banner';
import { useOrderAction } from '../api/order-action';
import { showFailure } from '../../components/failure-alert';
import { serverFieldErrors } from '@web/components/form/server-field-errors';

interface Props<Values> {
  orderId: string;
  route: ApiRoute<Values, OrderStatusChangeResult, 'id'>;
  /** The shared schema the API checks the body with. */
  schema: Schema<Values>;
  initialValues: Values;
  /** The form's name and its button's words: "Record refund". */
  action: string;
  /** The failure popup's title, for a fault that is not a refusal. */
  failure: string;
  /** The fields, given the values typed so far. */
  children: (values: Values) => ReactNode;
}

/**
 * One of the owner's records on an order as a form (a remittance, a refund), checked by the
 * shared schema the API records it with. Sent as the schema makes it (trimmed, a UTR without
 * its spaces); the answer's message is a toast, and the page shows the order it answers. The
 * server's refusals show in the form: a 400's field messages under their fields, another 400
 * or a 409 (already remitted, more than is outstanding) above the button.
 */
export function OrderActionForm<Values extends FormikValues>(props: Props<Values>) {
  const { orderId, route, schema, initialValues, action, failure, children } = props;
  const record = useOrderAction(route, orderId);
  const [refusal, setRefusal] = useState('');

  const submit = async (values: Values, form: FormikHelpers<Values>) => {
    setRefusal('');
    try {
      notify.success((await record.mutateAsync(await schema.validate(values, { stripUnknown: true }))).message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.errors).length > 0) {
        const { errors, touched } = serverFieldErrors<Values>(error.errors);
        // Not validated again: the form's own check passed, and would wipe the server's messages.
        void form.setTouched(touched, false);
        form.setErrors(errors);
      } else if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        setRefusal(error.message);
      } else {
        await showFailure(failure, error);
      }
    }
  };

  return (
    <>
      <Formik initialValues={initialValues} validationSchema={schema} validateOnBlur={false} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form noValidate aria-label={action} className="flex flex-wrap items-baseline gap-4 rounded-md border p-4">
            {children(values)}
            <button type="submit" disabled={isSubmitting} className="btn-primary mt-6 disabled:opacity-50">
              {action}
            </button>
          </Form>
        )}
      </Formik>
      <RefusalBanner refusal={refusal} />
    </>
  );
}
