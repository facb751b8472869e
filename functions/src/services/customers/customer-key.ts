import { mailboxOf } from '@bookstore/domain';
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

/**
 * The person key of a phone an account proved with a one-time code (the ID token's
 * `phone_number`, E.164). Its own purpose word: the holds once kept under typed numbers
 * ('phone', decision 035), which anyone could write, never carry over to it.
 */
export const provenPhoneKey = (e164: string) => hashedId('proven-phone', e164);

/**
 * The ids of the documents that count one person's orders against the limits (decisions 035
 * and 045): the mailbox the e-mail delivers to, and the phone the account proved, if any. A
 * phone typed at the checkout proves nothing, so it is no key: a stranger who types someone
 * else's number neither uses nor spends that person's allowance.
 */
export function personKeys(email: string, provenPhone: string | null): string[] {
  return [mailboxKey(email), ...(provenPhone ? [provenPhoneKey(provenPhone)] : [])];
}

/** The person keys of a stored order: its phone counts only if the server took it from a proof. */
export const orderPersonKeys = (order: { email: string; phone: string; phoneVerified?: boolean }) =>
  personKeys(order.email, order.phoneVerified ? order.phone : null);
