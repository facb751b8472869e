import type { Auth } from 'firebase/auth';
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
   * verified). Kept current by the listener below: `reload()` notifies it (auth-session.ts).
   */
  emailVerified: boolean;
}

export interface AuthState {
  /** undefined while Firebase has not yet said who is signed in. */
  user: CurrentUser | null | undefined;
  /** The ID token for the API; fresh when the e-mail is known verified but the held token predates it. */
  getIdToken: () => Promise<string>;
  /** Asks Firebase afresh (a new token, the account's record) whether the e-mail is verified. */
  recheckEmailVerified: () => Promise<boolean>;
  logout: () => Promise<void>;
}

type Session = typeof import('./auth-session');

/** An operation of auth-session.ts on the Auth client; the module and the client load when it is first called. */
function onSession<T>(operation: (session: Session) => (auth: Auth) => Promise<T>): () => Promise<T> {
  return async () => {
    const [session, auth] = await Promise.all([import('./auth-session'), getAuthClient()]);
    return operation(session)(auth);
  };
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
          const { watchUser } = await import('./auth-session');
          if (cancelled) return;
          unsubscribe = watchUser(auth, (signedIn) => {
            setSessionHint(signedIn !== null);
            setUser(signedIn);
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
      getIdToken: onSession((session) => session.idTokenFor),
      recheckEmailVerified: onSession((session) => session.recheckEmailVerified),
      logout: onSession((session) => session.endSession),
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
