import { Form, Formik } from 'formik';
import { FormField } from '@web/components/form/form-field';
import { readNumberFilter } from './orders-list-address';

interface Props {
  /** What the address says, valid or not. */
  value: string;
  error?: string;
  /** The text as typed ("1042" or "#1042"), or undefined to show every order again. */
  onSearch: (typed: string | undefined) => void;
}

type Values = { number: string };

function validate({ number }: Values) {
  const { error } = readNumberFilter(number);
  return error ? { number: error } : {};
}

/** The order a customer or a courier reads out over the phone, found by its number. */
export function OrderNumberSearch({ value, error, onSearch }: Props) {
  return (
    <Formik
      initialValues={{ number: value }}
      initialErrors={error ? { number: error } : {}}
      initialTouched={error ? { number: true } : {}}
      enableReinitialize
      validate={validate}
      validateOnBlur={false}
      onSubmit={({ number }) => onSearch(number.trim() || undefined)}
    >
      <Form noValidate role="search" aria-label="Order by number" className="flex flex-wrap gap-2">
        <FormField name="number" label="Order number" className="w-40" />
        <div className="flex gap-2 self-start pt-6">
          <button type="submit" className="h-10 rounded border px-3">
            Find
          </button>
          {value && (
            <button type="button" onClick={() => onSearch(undefined)} className="h-10 rounded border px-3">
              Clear
            </button>
          )}
        </div>
      </Form>
    </Formik>
  );
}
