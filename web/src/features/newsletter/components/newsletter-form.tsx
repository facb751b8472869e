import { newsletterSubscribeSchema } from '@bookstore/domain';
import { Field, Form, Formik, type FieldProps } from 'formik';
import { useId } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSubscribe } from '../api/subscribe';

/** The footer's newsletter box. What happened is said in words in one live region under the box. */
export function NewsletterForm() {
  const subscribe = useSubscribe();
  const inputId = useId();
  const noteId = useId();
  const failure = subscribe.error instanceof ApiError ? subscribe.error : null;

  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={newsletterSubscribeSchema}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={async ({ email }, { setFieldError }) => {
        subscribe.reset();
        try {
          await subscribe.mutateAsync(email.trim());
        } catch (error) {
          // The server's message for the field, when it names one, shows like the form's own.
          if (error instanceof ApiError && error.errors.email) setFieldError('email', error.errors.email);
        }
      }}
    >
      {({ errors, isSubmitting }) => {
        const fieldError = errors.email;
        const note = fieldError ?? failure?.message ?? subscribe.data?.message ?? '';
        const bad = Boolean(fieldError ?? failure);
        return (
          <Form id="newsletter" className="md:w-1/2" noValidate>
            <p className="mb-3">Subscribe to our newsletter to receive the latest updates, news, and offers!</p>
            <div className="flex">
              <label htmlFor={inputId} className="sr-only">
                E-mail address
              </label>
              <Field name="email">
                {({ field }: FieldProps<string>) => (
                  <input
                    {...field}
                    id={inputId}
                    type="email"
                    autoComplete="email"
                    placeholder="Enter your email"
                    aria-invalid={Boolean(fieldError)}
                    aria-describedby={noteId}
                    className="w-full rounded-l-md bg-white px-4 py-2 text-black focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-300"
                  />
                )}
              </Field>
              <button
                type="submit"
                disabled={isSubmitting}
                className="rounded-r-md bg-blue-700 px-6 py-2 hover:bg-blue-800 disabled:opacity-40"
              >
                Subscribe
              </button>
            </div>
            {/* Two lines kept free: the message arrives without moving the footer's bottom row.
                A style attribute: each new utility class grows the first load's stylesheet. */}
            <p
              id={noteId}
              role="status"
              aria-live="polite"
              data-outcome={bad ? 'error' : (subscribe.data?.outcome ?? '')}
              className={`mt-2 text-sm ${bad ? 'font-semibold text-white' : 'text-gray-200'}`}
              style={{ minHeight: '2.5rem' }}
            >
              {isSubmitting ? 'Sending…' : note}
            </p>
          </Form>
        );
      }}
    </Formik>
  );
}
