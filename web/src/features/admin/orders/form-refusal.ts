import type { FormikHelpers } from 'formik';
import { ApiError } from '@web/lib/api-client';
import { showFailure } from '../failure-alert';
import { serverFieldErrors } from '../settings/form/server-field-errors';

/**
 * Where an order form shows the server's refusal: a 400's field messages under their fields;
 * another 400 or a 409 (already remitted, more than is outstanding) in `refuse`, above the
 * button; anything else in the failure popup titled `title`.
 */
export async function showRefusal<Values>(
  error: unknown,
  form: FormikHelpers<Values>,
  refuse: (message: string) => void,
  title: string,
): Promise<void> {
  if (error instanceof ApiError && error.status === 400 && Object.keys(error.errors).length > 0) {
    const { errors, touched } = serverFieldErrors<Values>(error.errors);
    // Not validated again: the form's own check passed, and would wipe the server's messages.
    void form.setTouched(touched, false);
    form.setErrors(errors);
  } else if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
    refuse(error.message);
  } else {
    await showFailure(title, error);
  }
}
