import { CATEGORIES, COUPON_KINDS, couponRequestSchema, type CouponRequest } from '@bookstore/domain';
import { Field, Form, Formik, yupToFormErrors, type FormikHelpers } from 'formik';
import { FormField } from '@web/components/form/form-field';
import { ApiError } from '@web/lib/api-client';

/** The form as typed: text boxes hold text; empty is "no limit". */
export interface CouponFormValues {
  code: string;
  kind: CouponRequest['kind'];
  value: string;
  maxDiscount: string;
  minSubtotal: string;
  validFrom: string;
  validUntil: string;
  totalUses: string;
  usesPerPerson: string;
  firstOrderOnly: boolean;
  genres: string[];
}

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  maxDiscount: '',
  minSubtotal: '',
  validFrom: '',
  validUntil: '',
  totalUses: '',
  usesPerPerson: '',
  firstOrderOnly: false,
  genres: [],
};

const KIND_LABELS: Record<CouponRequest['kind'], string> = {
  percent: 'Percent off the books',
  fixed: 'A fixed amount off (₹)',
  'free-shipping': 'Free shipping',
};

/** An empty box is null ("no limit"); anything else a number, or the text itself for the schema to refuse. */
const numberOrNull = (typed: string): unknown => {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
};

/** The request the API takes, from what was typed: the shared schema then judges it as the server will. */
export function couponRequestOf(values: CouponFormValues): Record<string, unknown> {
  return {
    code: values.code,
    kind: values.kind,
    value: values.kind === 'free-shipping' ? null : numberOrNull(values.value),
    maxDiscount: values.kind === 'percent' ? numberOrNull(values.maxDiscount) : null,
    minSubtotal: numberOrNull(values.minSubtotal),
    validFrom: values.validFrom || null,
    validUntil: values.validUntil || null,
    totalUses: numberOrNull(values.totalUses),
    usesPerPerson: numberOrNull(values.usesPerPerson),
    firstOrderOnly: values.firstOrderOnly,
    genres: values.genres.length > 0 ? values.genres : null,
  };
}

/** Formik's errors from the shared schema (decision: the form and the API validate alike). */
export async function validateCoupon(values: CouponFormValues) {
  try {
    await couponRequestSchema.validate(couponRequestOf(values), { abortEarly: false });
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

interface Props {
  onCreate: (request: CouponRequest) => Promise<unknown>;
}

/** The owner's new code: percent, fixed or free shipping, and its limits. */
export function CouponForm({ onCreate }: Props) {
  const submit = async (values: CouponFormValues, helpers: FormikHelpers<CouponFormValues>) => {
    const request = (await couponRequestSchema.validate(couponRequestOf(values))) as CouponRequest;
    try {
      await onCreate(request);
      helpers.resetForm();
      helpers.setStatus(`The code ${request.code} is ready.`);
    } catch (error) {
      helpers.setStatus(error instanceof ApiError ? error.message : 'The code could not be saved. Please try again.');
    }
  };
  return (
    <Formik initialValues={EMPTY_COUPON} validate={validateCoupon} onSubmit={submit}>
      {({ values, isSubmitting, status }) => (
        <Form noValidate className="grid gap-4 sm:grid-cols-4" aria-label="New coupon">
          <FormField name="code" label="Code (4 to 20 letters and digits)" className="sm:col-span-2" />
          <FormField
            name="kind"
            label="Kind"
            options={COUPON_KINDS.map((kind) => ({ id: kind, label: KIND_LABELS[kind] }))}
            className="sm:col-span-2"
          />
          {values.kind !== 'free-shipping' && (
            <FormField name="value" label={values.kind === 'percent' ? 'Percent (1 to 100)' : 'Amount (₹)'} />
          )}
          {values.kind === 'percent' && <FormField name="maxDiscount" label="Largest discount (₹, optional)" />}
          <FormField name="minSubtotal" label="Minimum subtotal (₹, optional)" />
          <FormField name="validFrom" label="Valid from (optional)" type="date" />
          <FormField name="validUntil" label="Valid until (optional)" type="date" />
          <FormField name="totalUses" label="Total uses (optional)" />
          <FormField name="usesPerPerson" label="Uses per person (optional)" />
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <Field type="checkbox" name="firstOrderOnly" className="h-4 w-4" />
            First order only
          </label>
          <fieldset className="sm:col-span-4">
            <legend className="text-sm font-medium">Only for these genres (none: every book)</legend>
            <div className="mt-1 grid grid-cols-2 gap-1 text-sm sm:grid-cols-4">
              {CATEGORIES.map((genre) => (
                <label key={genre.id} className="flex items-center gap-1">
                  <Field type="checkbox" name="genres" value={genre.id} />
                  {genre.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="sm:col-span-4">
            <button type="submit" className="btn-primary" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Create code'}
            </button>
            {typeof status === 'string' && (
              <p role="status" className="mt-2 text-sm">
                {status}
              </p>
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}
