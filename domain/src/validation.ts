import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

export type FieldErrors = Record<string, string>;

export type ValidationOutcome<S extends AnyObjectSchema> =
  | { ok: true; value: InferType<S> }
  | { ok: false; errors: FieldErrors };

/**
 * Validates with every error collected and unknown keys dropped, so what comes out
 * is exactly what the schema describes and nothing a client slipped in.
 */
export async function validateWith<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<ValidationOutcome<S>> {
  try {
    const value = await schema.validate(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: toFieldErrors(error) };
    throw error;
  }
}

/** First message per field path; a root-level error is reported under "_". */
export function toFieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const inner = error.inner.length > 0 ? error.inner : [error];
  for (const item of inner) {
    const path = item.path || '_';
    errors[path] ??= item.message;
  }
  return errors;
}
