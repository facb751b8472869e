import { Field, useField, type FieldProps } from 'formik';
import { FieldError } from './field-error';

interface Props {
  name: string;
  label: string;
  /** The checkbox that stands for null: "No maximum", "Never free". */
  noneLabel: string;
}

/**
 * A number the rules may go without (null: no threshold, no limit). Ticking the box sets null
 * and disables the number; unticking leaves it empty for the owner to fill.
 */
export function OptionalNumberField({ name, label, noneLabel }: Props) {
  const id = `field-${name.replace(/\W/g, '-')}`;
  const [{ value }, , { setValue }] = useField<number | '' | null>(name);
  const none = value === null;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <Field name={name}>
        {({ field, meta }: FieldProps<number | '' | null>) => (
          <input
            {...field}
            value={field.value ?? ''}
            id={id}
            type="number"
            step="any"
            disabled={none}
            aria-invalid={Boolean(meta.touched && meta.error)}
            aria-describedby={meta.touched && meta.error ? `${id}-error` : undefined}
            className={`h-10 w-full rounded border px-3 disabled:opacity-50 ${meta.touched && meta.error ? 'border-red-600 bg-gray-50' : 'border-gray-300 bg-gray-50'}`}
          />
        )}
      </Field>
      <label className="mt-1 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={none} onChange={(event) => void setValue(event.target.checked ? null : '')} />
        {noneLabel}
      </label>
      <FieldError name={name} id={`${id}-error`} />
    </div>
  );
}
