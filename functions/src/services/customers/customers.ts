import { VERIFY_EMAIL_MESSAGE } from '@bookstore/domain';
import { auth } from '../../firebase';
import { ForbiddenError, UnauthenticatedError } from '../errors';

export interface Customer {
  uid: string;
  /** Lower-cased. */
  email: string;
  /** The token's `email_verified`: Google accounts arrive verified, e-mail/password ones after the link. */
  emailVerified: boolean;
  /**
   * The token's `phone_number` (E.164): a number Firebase Auth linked to the account after a
   * one-time code. Null when the account has proven none; a phone typed at the
   * checkout is never this.
   */
  provenPhone: string | null;
}

/** Firebase Auth's codes for a token that was valid until the account was disabled or its sessions revoked. */
const BLOCKED = 'auth/user-disabled';
const REVOKED = 'auth/id-token-revoked';

/**
 * The shopper a Firebase ID token vouches for; orders are matched on the e-mail, so one is
 * required. Revocation is checked (one Auth lookup per request), so when the owner blocks a
 * customer their next request is refused at once, not when their hour-long token expires.
 */
export async function customerFromIdToken(idToken: string): Promise<Customer> {
  let decoded;
  try {
    decoded = await auth().verifyIdToken(idToken, true);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === BLOCKED) {
      throw new ForbiddenError('This account has been blocked by the store. Please contact the store.');
    }
    if (code === REVOKED) throw new UnauthenticatedError('Your session has ended. Please sign in again.');
    throw new UnauthenticatedError('Your sign-in has expired or is not valid. Please sign in again.');
  }
  if (!decoded.email) throw new ForbiddenError('Your account has no e-mail address.');
  return {
    uid: decoded.uid,
    email: decoded.email.toLowerCase(),
    emailVerified: decoded.email_verified === true,
    provenPhone: typeof decoded.phone_number === 'string' && decoded.phone_number ? decoded.phone_number : null,
  };
}

/** Orders are placed and read only by customers whose e-mail is verified: no orders in someone else's name. */
export function requireVerifiedEmail(customer: Customer): void {
  if (!customer.emailVerified) throw new ForbiddenError(VERIFY_EMAIL_MESSAGE);
}
