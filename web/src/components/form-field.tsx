import { ErrorMessage, Field, type FieldProps } from 'formik';

interface Props {
  name: string;
  label: string;
  type?: string;
  readOnly?: boolean;
  autoComplete?: string;
  className?: string;
}

/** A labelled Formik input whose error is announced and tied to the input. */
export function FormField({ name, label, type = 'text', readOnly, autoComplete, className = '' }: Props) {
  const id = `field-${name.replace(/\W/g, '-')}`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <Field name={name}>
        {({ field, meta }: FieldProps<string>) => (
          <input
            {...field}
            id={id}
            type={type}
            readOnly={readOnly}
            autoComplete={autoComplete}
            aria-invalid={Boolean(meta.touched && meta.error)}
            aria-describedby={meta.touched && meta.error ? errorId : undefined}
            className={`h-10 w-full rounded border px-3 ${readOnly ? 'bg-gray-100' : 'bg-gray-50'} ${meta.touched && meta.error ? 'border-red-600' : 'border-gray-300'}`}
          />
        )}
      </Field>
      <ErrorMessage name={name}>
        {(message) => (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {message}
          </p>
        )}
      </ErrorMessage>
    </div>
  );
}
