import { validateWith, type FieldErrors } from '@bookstore/domain';
import type { AnyObjectSchema, InferType } from 'yup';
import { InvalidInputError } from '../services/errors';

/** Validates a request part with a shared schema; a failure becomes a 400 with field messages. */
export async function parseWith<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<InferType<S>> {
  const outcome = await validateWith(schema, input ?? {});
  if (!outcome.ok) throw new InvalidInputError(summarize(outcome.errors), outcome.errors);
  return outcome.value;
}

function summarize(errors: FieldErrors): string {
  const messages = Object.values(errors);
  return messages.length === 1 ? messages[0]! : 'Please correct the highlighted fields.';
}
