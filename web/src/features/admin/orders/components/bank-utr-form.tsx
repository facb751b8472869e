import { orderStatusChangeSchema, utrField, type OrderStatusChange } from '@bookstore/domain';
import { Form, Formik } from 'formik';
import { FormField } from '@web/components/form/form-field';
import { FormActions } from './form-actions';

// The status change's schema, with the UTR the server asks of an order that has none.
const schema = orderStatusChangeSchema.shape({ utr: utrField().required('The UTR is required.') });

interface Props {
  onSubmit: (change: OrderStatusChange) => Promise<void>;
  onCancel: () => void;
}

/**
 * "Mark paid" on a UPI order the shopper sent no UTR for: the owner types the UTR from the bank
 * statement, checked by the status change's own schema, and the server claims it for this order
 * as it claims a shopper's.
 */
export function BankUtrForm({ onSubmit, onCancel }: Props) {
  return (
    <Formik
      initialValues={{ status: 'confirmed' as const, utr: '' }}
      validationSchema={schema}
      validateOnBlur={false}
      onSubmit={async (values) => onSubmit(await schema.validate(values, { stripUnknown: true }))}
    >
      {({ isSubmitting }) => (
        <Form
          noValidate
          aria-label="Mark this order paid"
          className="flex flex-wrap items-baseline gap-4 rounded-md border p-4"
        >
          <FormField name="utr" label="UTR from the bank statement (12 digits)" autoComplete="off" />
          <FormActions submitLabel="Mark paid" isSubmitting={isSubmitting} onCancel={onCancel} />
        </Form>
      )}
    </Formik>
  );
}
