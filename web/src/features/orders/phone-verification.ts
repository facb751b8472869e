import type { Auth, ConfirmationResult, User } from 'firebase/auth';
import { getAuthClient } from '@web/lib/firebase-auth';

// Proving a phone for the shop's cash-on-delivery rule, with Firebase Auth's phone
// verification. Loaded with the checkout's phone step only, never with the first load.

function signedIn(auth: Auth): User {
  if (!auth.currentUser) throw new Error('Please sign in again.');
  return auth.currentUser;
}

/** The number Firebase has proven for the signed-in account (E.164), or null. */
export async function provenPhone(): Promise<string | null> {
  return signedIn(await getAuthClient()).phoneNumber;
}

/**
 * Asks Firebase to send a one-time code to `e164`, to link that number to the signed-in account.
 * The reCAPTCHA Firebase needs is invisible and lives in a fresh element inside `holder` for this
 * attempt only (a widget cannot be drawn twice in one element). On the Auth emulator the SDK
 * uses its own mock reCAPTCHA instead (firebase-auth-client.ts).
 */
export async function sendPhoneCode(e164: string, holder: HTMLElement): Promise<ConfirmationResult> {
  const [auth, { linkWithPhoneNumber, RecaptchaVerifier }] = await Promise.all([
    getAuthClient(),
    import('firebase/auth'),
  ]);
  const user = signedIn(auth);
  const container = holder.appendChild(document.createElement('div'));
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await linkWithPhoneNumber(user, e164, verifier);
  } finally {
    verifier.clear();
    container.remove();
  }
}

/**
 * Confirms the code typed, which links the number to the account, and answers the number. The
 * API takes the order's phone from the ID token, and one made before the link does not carry it:
 * a fresh token first.
 */
export async function confirmPhoneCode(confirmation: ConfirmationResult, code: string): Promise<string> {
  const { user } = await confirmation.confirm(code);
  await user.getIdToken(true);
  if (!user.phoneNumber) throw new Error('The number was not linked. Please try again.');
  return user.phoneNumber;
}

const MESSAGES: Record<string, string> = {
  'auth/invalid-verification-code': 'That code is not the one we sent. Check the SMS and type it again.',
  'auth/missing-verification-code': 'Type the code from the SMS.',
  'auth/code-expired': 'That code has expired. Send a new one.',
  'auth/credential-already-in-use': 'This number is already verified on another account.',
  'auth/account-exists-with-different-credential': 'This number is already verified on another account.',
  'auth/provider-already-linked': 'Your account already has a verified number. Reload the page to use it.',
  'auth/invalid-phone-number': 'That phone number is not valid. Type it with its country code, like +91 98765 43210.',
  'auth/missing-phone-number': 'Type the phone number to verify.',
  'auth/too-many-requests': 'Too many codes were asked for. Please wait a while and try again.',
  'auth/quota-exceeded': 'Too many codes were asked for. Please wait a while and try again.',
  'auth/captcha-check-failed': 'The check that you are not a robot failed. Please try again.',
  'auth/network-request-failed': 'Could not reach the verification service. Check your connection and try again.',
  'auth/operation-not-allowed': 'The shop cannot send codes right now. Please contact the shop.',
};

/** A sentence for the shopper about a failed send or confirm, never silence. */
export function describePhoneError(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return MESSAGES[code] ?? 'The phone could not be verified. Please try again.';
}
