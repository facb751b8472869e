import { auth } from '../firebase';
import { ForbiddenError, UnauthenticatedError } from './errors';

export interface Customer {
  uid: string;
  /** Verified and lower-cased. */
  email: string;
}

/** The shopper a Firebase ID token vouches for; orders are matched on the e-mail, so one is required. */
export async function customerFromIdToken(idToken: string): Promise<Customer> {
  let decoded;
  try {
    decoded = await auth().verifyIdToken(idToken);
  } catch {
    throw new UnauthenticatedError('Your sign-in has expired or is not valid. Please sign in again.');
  }
  if (!decoded.email) throw new ForbiddenError('Your account has no e-mail address.');
  return { uid: decoded.uid, email: decoded.email.toLowerCase() };
}
