import { getAuthClient } from '@web/lib/firebase-auth';

export async function loginWithEmail(email: string, password: string): Promise<void> {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([getAuthClient(), import('firebase/auth')]);
  await signInWithEmailAndPassword(auth, email, password);
}

/**
 * Creates the account (which signs it in) and asks Firebase Auth to send the verification
 * e-mail: only verified customers may order. Answers whether the e-mail went out; the account
 * exists either way, and the checkout's Resend can send it later.
 */
export async function registerWithEmail(email: string, password: string): Promise<{ verificationSent: boolean }> {
  const [auth, { createUserWithEmailAndPassword, sendEmailVerification }] = await Promise.all([
    getAuthClient(),
    import('firebase/auth'),
  ]);
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  try {
    await sendEmailVerification(user);
    return { verificationSent: true };
  } catch (error) {
    console.warn('The verification e-mail was not sent', error);
    return { verificationSent: false };
  }
}

/** Sends the signed-in customer another verification e-mail. */
export async function resendVerificationEmail(): Promise<void> {
  const [{ currentUser }, { sendEmailVerification }] = await Promise.all([getAuthClient(), import('firebase/auth')]);
  if (!currentUser) throw new Error('Please sign in again.');
  await sendEmailVerification(currentUser);
}

/** Google sign-in in a popup. Needs Google's api.js, which only loads with internet access. */
export async function loginWithGoogle(): Promise<void> {
  const [auth, { GoogleAuthProvider, signInWithPopup, browserPopupRedirectResolver }] = await Promise.all([
    getAuthClient(),
    import('firebase/auth'),
  ]);
  await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}
