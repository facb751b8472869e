import { getAuthClient } from '../../lib/firebase-auth';

export async function loginWithEmail(email: string, password: string): Promise<void> {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([getAuthClient(), import('firebase/auth')]);
  await signInWithEmailAndPassword(auth, email, password);
}

export async function registerWithEmail(email: string, password: string): Promise<void> {
  const [auth, { createUserWithEmailAndPassword }] = await Promise.all([getAuthClient(), import('firebase/auth')]);
  await createUserWithEmailAndPassword(auth, email, password);
}

/** Google sign-in in a popup. Needs Google's api.js, which only loads with internet access. */
export async function loginWithGoogle(): Promise<void> {
  const [auth, { GoogleAuthProvider, signInWithPopup, browserPopupRedirectResolver }] = await Promise.all([
    getAuthClient(),
    import('firebase/auth'),
  ]);
  await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}
