import { Field, type FieldProps } from 'formik';
import { useId } from 'react';
import { FieldError } from './field-error';

interface Props {
  name: string;
  label: string;
  type?: string;
  readOnly?: boolean;
  autoComplete?: string;
  className?: string;
  /** A list to choose from instead of a text box, in this order, after the `placeholder` (value ''). */
  options?: ReadonlyArray<{ id: string; label: string }>;
  placeholder?: string;
}

/** A labelled Formik input (or list) whose error is announced and tied to it. */
export function FormField({
  name,
  label,
  type = 'text',
  readOnly,
  autoComplete,
  className = '',
  options,
  placeholder,
}: Props) {
  // Unique on the page: two forms may have fields of the same name (the owner's order page has a
  // remittance and a refund, each with an amount and a reference), and a label must find its own.
  const id = `field-${name.replace(/\W/g, '-')}-${useId().replace(/\W/g, '')}`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <Field name={name}>
        {({ field, meta }: FieldProps<string>) => {
          const control = {
            ...field,
            id,
            'aria-invalid': Boolean(meta.touched && meta.error),
            'aria-describedby': meta.touched && meta.error ? errorId : undefined,
            className: `h-10 w-full rounded border px-3 ${readOnly ? 'bg-gray-100' : 'bg-gray-50'} ${meta.touched && meta.error ? 'border-red-600' : 'border-gray-300'}`,
          };
          return options ? (
            <select {...control}>
              {placeholder && <option value="">{placeholder}</option>}
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input {...control} type={type} readOnly={readOnly} autoComplete={autoComplete} />
          );
        }}
      </Field>
      <FieldError name={name} id={errorId} />
    </div>
  );
}
