import type { Auth } from 'firebase/auth';

let authPromise: Promise<Auth> | null = null;
const loadListeners: Array<() => void> = [];

/**
 * A hint, kept beside Firebase's own persistence, that this browser has a signed-in user.
 * Without it a visitor's pages never download the Auth SDK (about 36 KB gz and its start-up
 * work); the SDK loads when they sign in or the hint says there is a session to restore.
 */
const SESSION_HINT_KEY = 'bookstore.signedIn';

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true; // storage blocked: load the SDK rather than hide a session
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage blocked: the hint is only an optimisation.
  }
}

/** Runs `listener` once the Auth client is first requested by anyone (now, if it already was). */
export function onAuthClientRequested(listener: () => void): void {
  if (authPromise) listener();
  else loadListeners.push(listener);
}

/**
 * The Firebase Auth client, created on first use by firebase-auth-client.ts, a chunk of its own
 * with the config loading: a visitor's first load carries neither, only this switch.
 */
export function getAuthClient(): Promise<Auth> {
  if (!authPromise) {
    authPromise = import('./firebase-auth-client').then(({ createAuthClient }) => createAuthClient());
    loadListeners.splice(0).forEach((listener) => listener());
  }
  return authPromise;
}

// The server render (import.meta.env.SSR) has no window to install them on.
if (import.meta.env.VITE_E2E_HOOKS === 'true' && !import.meta.env.SSR) {
  // Only in the e2e build: Google's popup script cannot load offline (see docs/testing.md).
  void import('./auth-test-hooks').then(({ installTestHooks }) => installTestHooks(getAuthClient));
}
