import { ErrorMessage } from 'formik';

/** The message under a field, once it has been touched (or the form submitted). */
export function FieldError({ name, id }: { name: string; id?: string }) {
  return (
    <ErrorMessage name={name}>
      {(message) => (
        <p id={id} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </ErrorMessage>
  );
}
