import type { Auth } from 'firebase/auth';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthState, type CurrentUser } from '@web/lib/auth-context';
import { getAuthClient, hasSessionHint, onAuthClientRequested, setSessionHint } from '@web/lib/firebase-auth';
import { useHydrated } from '@web/lib/use-hydrated';

type Session = typeof import('./auth-session');

/** An operation of auth-session.ts on the Auth client; the module and the client load when it is first called. */
function onSession<T>(operation: (session: Session) => (auth: Auth) => Promise<T>): () => Promise<T> {
  return async () => {
    const [session, auth] = await Promise.all([import('./auth-session'), getAuthClient()]);
    return operation(session)(auth);
  };
}

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
