import { Field, type FieldProps } from 'formik';
import { FieldError } from './field-error';

interface Props {
  name: string;
  label: string;
  className?: string;
  rows?: number;
  placeholder?: string;
}

/** A labelled Formik textarea (the shop's address, its policies), its error tied to it like FormField's. */
export function TextAreaField({ name, label, className = '', rows = 3, placeholder }: Props) {
  const id = `field-${name.replace(/\W/g, '-')}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <Field name={name}>
        {({ field, meta }: FieldProps<string>) => (
          <textarea
            {...field}
            id={id}
            rows={rows}
            placeholder={placeholder}
            aria-invalid={Boolean(meta.touched && meta.error)}
            aria-describedby={meta.touched && meta.error ? `${id}-error` : undefined}
            className={`w-full rounded border bg-gray-50 px-3 py-2 ${meta.touched && meta.error ? 'border-red-600' : 'border-gray-300'}`}
          />
        )}
      </Field>
      <FieldError name={name} id={`${id}-error`} />
    </div>
  );
}
