import { customerEmailSchema } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import { FormField } from '@web/components/form/form-field';

/** The orders of one customer, with the owner's tools for them; the address holds the e-mail. */
function customerOrdersPath(email: string): string {
  return `${paths.dashboard.orders}?${new URLSearchParams({ email }).toString()}`;
}

/** A customer's e-mail in an order, as a link to all their orders. */
export function CustomerOrdersLink({ email, className }: { email: string; className: string }) {
  return (
    <Link to={customerOrdersPath(email)} aria-label={`Orders of ${email}`} className={className}>
      {email}
    </Link>
  );
}

/**
 * The address's `email`, checked by the shared schema: the address to list (trimmed, lower-cased), or
 * the schema's message for a value that is no e-mail address (typed or pasted into the URL).
 */
export function readEmailFilter(raw: string | null): { email?: string; error?: string } {
  if (raw === null || raw.trim() === '') return {};
  try {
    return { email: customerEmailSchema.validateSync({ email: raw }).email };
  } catch (error) {
    // The schema has no asynchronous tests, so what it throws is its ValidationError.
    return { error: (error as Error).message };
  }
}

interface Props {
  /** What the address says, valid or not. */
  value: string;
  /** The schema's message for an invalid `value`. */
  error?: string;
  /** A valid, normalised e-mail, or undefined for every customer. */
  onFilter: (email: string | undefined) => void;
}

type Values = { email: string };

/** An empty field means every customer; anything else must be an e-mail address, as the API checks it. */
function validate({ email }: Values) {
  const { error } = readEmailFilter(email);
  return error ? { email: error } : {};
}

/** The owner's orders list narrowed to one customer's e-mail. */
export function CustomerFilter({ value, error, onFilter }: Props) {
  return (
    <Formik
      initialValues={{ email: value }}
      initialErrors={error ? { email: error } : {}}
      initialTouched={error ? { email: true } : {}}
      enableReinitialize
      validate={validate}
      validateOnBlur={false}
      onSubmit={({ email }) => onFilter(readEmailFilter(email).email)}
    >
      <Form noValidate role="search" aria-label="Orders of one customer" className="flex flex-1 flex-wrap gap-2">
        <FormField name="email" label="Customer e-mail" type="email" className="max-w-sm flex-1" />
        <div className="flex gap-2 self-start pt-6">
          <button type="submit" className="h-10 rounded border px-3">
            Filter
          </button>
          {value && (
            <button type="button" onClick={() => onFilter(undefined)} className="h-10 rounded border px-3">
              Show all
            </button>
          )}
        </div>
      </Form>
    </Formik>
  );
}
