import { mailboxOf, phoneE164 } from '@bookstore/domain';
import { hashedId } from '../../db/hashed-id';

/**
 * The id of a customer's own documents (order locks, attempt counts): a hash of the lower-cased
 * e-mail, which orders are matched on. Any e-mail is then a safe document id, and none is
 * stored in the id itself.
 */
export function customerKey(email: string): string {
  return hashedId('customer', email.trim().toLowerCase());
}

/** The person key of the mailbox an e-mail delivers to (`mailboxOf`). */
export const mailboxKey = (email: string) => hashedId('mailbox', mailboxOf(email));

/** The person key of a delivery phone, or null when it does not read as a number (`phoneE164`). */
export function phoneKey(phone: string): string | null {
  const e164 = phoneE164(phone);
  return e164 ? hashedId('phone', e164) : null;
}

/**
 * The ids of the documents that count one person's orders against the limits (decision 035):
 * the mailbox the e-mail delivers to, and the delivery phone when it reads as one. An order
 * counts against both, so neither a new alias of the inbox nor a new account with the same
 * phone starts afresh.
 */
export function personKeys(email: string, phone: string): string[] {
  const byPhone = phoneKey(phone);
  return [mailboxKey(email), ...(byPhone ? [byPhone] : [])];
}
