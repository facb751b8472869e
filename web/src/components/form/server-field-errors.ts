import { setIn, type FormikErrors, type FormikTouched } from 'formik';

/**
 * The API's field messages (keyed by path, `shipping.flatCharge`, `upi.payeeName`) as formik's
 * nested errors, with the same paths touched so each message shows under its field.
 */
export function serverFieldErrors<Values>(messages: Record<string, string>): {
  errors: FormikErrors<Values>;
  touched: FormikTouched<Values>;
} {
  let errors: FormikErrors<Values> = {};
  let touched: FormikTouched<Values> = {};
  for (const [path, message] of Object.entries(messages)) {
    errors = setIn(errors, path, message) as FormikErrors<Values>;
    touched = setIn(touched, path, true) as FormikTouched<Values>;
  }
  return { errors, touched };
}
