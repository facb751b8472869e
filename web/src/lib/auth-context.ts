import { createContext, useContext, useSyncExternalStore } from 'react';
import { isSignInUnavailable, onSignInUnavailable } from './sign-in-availability';

// What every feature may read of the session. Its state lives in the auth feature
// (features/auth/auth-provider.tsx), which app/ mounts: features never import each other.

export interface CurrentUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /**
   * False until an e-mail/password customer opens the link Firebase sent (Google accounts arrive
   * verified). Kept current by the AuthProvider's listener: `reload()` notifies it (auth-session.ts).
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

/** Exported so tests can stand in a signed-in or signed-out user without Firebase. */
export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

/** True once the sign-in service's settings could not be loaded: shopping goes on, sign-in cannot. */
export function useSignInUnavailable(): boolean {
  return useSyncExternalStore(onSignInUnavailable, isSignInUnavailable, () => false);
}
