import { onIdTokenChanged, signOut, type Auth, type User } from 'firebase/auth';
import type { CurrentUser } from '@web/lib/auth-context';

// What AuthState does with the signed-in user, loaded on its first use (auth-provider.tsx imports
// it on demand), so a visitor's first load carries none of it.

function signedInUser(auth: Auth): User {
  if (!auth.currentUser) throw new Error('Please sign in again.');
  return auth.currentUser;
}

/**
 * The ID token to send the API. Firebase can know that the e-mail is verified (its user record
 * is reloaded when the app starts, and by "I have verified") while the token it keeps was made
 * before the link was opened and still says `email_verified: false`, for up to an hour: the API
 * would refuse the order. Such a token is swapped for a fresh one first.
 */
export async function idTokenFor(auth: Auth): Promise<string> {
  const user = signedInUser(auth);
  const { token, claims } = await user.getIdTokenResult();
  return user.emailVerified && claims.email_verified !== true ? user.getIdToken(true) : token;
}

/**
 * Asks Firebase afresh whether the e-mail is verified, and answers it. A new ID token first: should
 * the reload then fail, the page goes on saying "not verified", never "verified" with a token the
 * API refuses. `reload()` notifies onIdTokenChanged, so the AuthProvider publishes the user with
 * `emailVerified` as it is now.
 */
export async function recheckEmailVerified(auth: Auth): Promise<boolean> {
  const user = signedInUser(auth);
  await user.getIdToken(true);
  await user.reload();
  return user.emailVerified;
}

export function endSession(auth: Auth): Promise<void> {
  return signOut(auth);
}

/** Tells `listener` who is signed in (null for no one) now and at every change of user or token. */
export function watchUser(auth: Auth, listener: (user: CurrentUser | null) => void): () => void {
  return onIdTokenChanged(auth, (user) =>
    listener(
      user && {
        uid: user.uid,
        email: user.email,
        displayName: user.displayName,
        photoURL: user.photoURL,
        emailVerified: user.emailVerified,
      },
    ),
  );
}
