import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

export type FieldErrors = Record<string, string>;

export type ValidationOutcome<S extends AnyObjectSchema> =
  { ok: true; value: InferType<S> } | { ok: false; errors: FieldErrors };

/**
 * Validates with every error collected and unknown keys dropped, so what comes out
 * is exactly what the schema describes and nothing a client slipped in.
 */
export async function validateWith<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<ValidationOutcome<S>> {
  try {
    const value = await schema.validate(withoutPrototypeKeys(input), { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: toFieldErrors(error) };
    throw error;
  }
}

/** Deeper than any schema here; below this yup never looks, so neither do we. */
const MAX_CLEAN_DEPTH = 8;

/**
 * yup looks each key of an object up in its map of fields, a plain object, so a key such as
 * "valueOf" or "constructor" finds Object.prototype's method there and throws a TypeError
 * (a 500 on the API). No field of ours has such a name, so those keys are dropped first.
 */
function withoutPrototypeKeys(value: unknown, depth = 0): unknown {
  if (depth > MAX_CLEAN_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutPrototypeKeys(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !(key in Object.prototype))
      .map(([key, inner]) => [key, withoutPrototypeKeys(inner, depth + 1)]),
  );
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
