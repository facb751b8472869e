import { createHash } from 'node:crypto';

/**
 * A delivery phone of its own for each made-up shopper of the tests, the bench and the e2e
 * journeys: an Indian mobile number derived from the e-mail. The order limits count a phone as
 * one person (decision 035), so shoppers sharing one number would stop each other ordering.
 */
export function phoneFor(email: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(email).digest('hex').slice(0, 12)}`) % 1_000_000_000n;
  const number = `9${digits.toString().padStart(9, '0')}`;
  return `+91 ${number.slice(0, 5)} ${number.slice(5)}`;
}
