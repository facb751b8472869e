import { createHash } from 'node:crypto';

/**
 * The id of a customer's own documents (order locks, attempt counts): a hash of the lower-cased
 * e-mail, which orders are matched on. Any e-mail is then a safe document id, and none is
 * stored in the id itself.
 */
export function customerKey(email: string): string {
  return createHash('sha256').update(`customer\n${email.trim().toLowerCase()}`).digest('hex');
}
