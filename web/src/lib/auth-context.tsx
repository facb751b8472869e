import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  getAuthClient,
  hasSessionHint,
  isSignInUnavailable,
  onAuthClientRequested,
  onSignInUnavailable,
  setSessionHint,
} from './firebase-auth';
import { useHydrated } from './use-hydrated';

export interface CurrentUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /**
   * False until an e-mail/password customer opens the link Firebase sent (Google accounts arrive
   * verified). Kept current by the listener below: `reload()` notifies it (auth-actions.ts).
   */
  emailVerified: boolean;
}

export interface AuthState {
  /** undefined while Firebase has not yet said who is signed in. */
  user: CurrentUser | null | undefined;
  getIdToken: () => Promise<string>;
  logout: () => Promise<void>;
}

/** Exported so tests can stand in a signed-in or signed-out user without Firebase. */
export const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  // Undefined while a remembered session is being restored; a browser with none is signed out at once.
  const [user, setUser] = useState<CurrentUser | null | undefined>(() => (hasSessionHint() ? undefined : null));

  useEffect(() => {
    let unsubscribe = () => {};
    let cancelled = false;
    const subscribe = () =>
      getAuthClient().then(
        async (auth) => {
          const { onIdTokenChanged } = await import('firebase/auth');
          if (cancelled) return;
          unsubscribe = onIdTokenChanged(auth, (firebaseUser) => {
            setSessionHint(firebaseUser !== null);
            setUser(
              firebaseUser
                ? {
                    uid: firebaseUser.uid,
                    email: firebaseUser.email,
                    displayName: firebaseUser.displayName,
                    photoURL: firebaseUser.photoURL,
                    emailVerified: firebaseUser.emailVerified,
                  }
                : null,
            );
          });
        },
        (error: unknown) => {
          console.warn('Sign-in is unavailable', error);
          setUser(null);
        },
      );
    if (hasSessionHint()) {
      void subscribe();
    } else {
      // No session in this browser: signed out (the initial state) until a sign-in form loads the SDK.
      onAuthClientRequested(() => void subscribe());
    }
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, []);

  // The server renders the signed-out header; so does the first client render that hydrates it.
  const hydrated = useHydrated();
  const shownUser = hydrated ? user : null;
  const value = useMemo<AuthState>(
    () => ({
      user: shownUser,
      async getIdToken() {
        const auth = await getAuthClient();
        if (!auth.currentUser) throw new Error('Please sign in again.');
        return auth.currentUser.getIdToken();
      },
      async logout() {
        const [auth, { signOut }] = await Promise.all([getAuthClient(), import('firebase/auth')]);
        await signOut(auth);
      },
    }),
    [shownUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

/** True once the sign-in service's settings could not be loaded: shopping goes on, sign-in cannot. */
export function useSignInUnavailable(): boolean {
  return useSyncExternalStore(onSignInUnavailable, isSignInUnavailable, () => false);
}
