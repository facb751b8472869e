import { InvalidInputError } from '../services/errors';

/** UUIDs and similar opaque tokens; anything else is a client bug worth a 400. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** Reads the optional Idempotency-Key header; undefined when the client sent none. */
export function idempotencyKeyFrom(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (!KEY_PATTERN.test(key)) {
    throw new InvalidInputError('The Idempotency-Key header must be 8 to 128 letters, digits, "-" or "_".', {
      'Idempotency-Key': 'Not a valid key.',
    });
  }
  return key;
}
