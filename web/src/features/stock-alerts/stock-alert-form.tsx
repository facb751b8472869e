import { stockAlertRequestSchema } from '@bookstore/domain';
import { Form, Formik } from 'formik';
import { FormField } from '@web/components/form/form-field';
import { ApiError } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-context';
import { useAskForStockAlert } from './stock-alert-api';

/** The shared schema's word on the address; without a sign-in one is needed. */
async function addressProblem({ email }: { email: string }): Promise<{ email?: string }> {
  if (!email.trim()) return { email: 'Please enter your e-mail address.' };
  try {
    await stockAlertRequestSchema.validate({ email });
    return {};
  } catch (error) {
    return { email: (error as Error).message };
  }
}

/**
 * "Email me when it's back" on an out-of-stock book's page, a chunk of its own. A
 * customer whose e-mail is verified presses one button; anyone else types an address, checked
 * by the schema the API validates with, and confirms it from the e-mail.
 */
export default function StockAlertForm({ bookId }: { bookId: string }) {
  const { user } = useAuth();
  const signedIn = user?.emailVerified === true;
  const ask = useAskForStockAlert(bookId);
  const failure = ask.error instanceof ApiError ? ask.error.message : ask.error && 'Please try again later.';

  if (ask.data)
    return (
      <p role="status" className="text-green-800" data-testid="stock-alert-done">
        {ask.data.message}
      </p>
    );
  return (
    <section aria-label="Email me when it’s back" className="rounded border border-gray-200 p-3">
      <p className="mb-2 text-sm text-gray-800">
        We e-mail you once when it is back. Everyone who asked is told at the same time: first come, first served.
      </p>
      {signedIn ? (
        <button type="button" className="btn-primary" disabled={ask.isPending} onClick={() => ask.mutate(undefined)}>
          Email me when it’s back
        </button>
      ) : (
        <Formik
          initialValues={{ email: '' }}
          validate={addressProblem}
          onSubmit={({ email }) => ask.mutate(email.trim())}
        >
          <Form noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <FormField name="email" label="Your e-mail" type="email" autoComplete="email" className="grow" />
            <button type="submit" className="btn-primary" disabled={ask.isPending}>
              Email me when it’s back
            </button>
          </Form>
        </Formik>
      )}
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {failure}
        </p>
      )}
    </section>
  );
}
