import type { Auth } from 'firebase/auth';
import type { FirebaseSetup } from '../config/firebase-config';

let authPromise: Promise<Auth> | null = null;
const loadListeners: Array<() => void> = [];
let setupPromise: Promise<FirebaseSetup> | null = null;
let signInUnavailable = false;
const unavailableListeners = new Set<() => void>();

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
 * The web config, loaded once per page (the config module rides with the SDK: a visitor's
 * first load needs neither). When it cannot be had, sign-in stays unavailable until a reload.
 */
function firebaseSetup(): Promise<FirebaseSetup> {
  setupPromise ??= import('../config/firebase-config')
    .then(({ loadFirebaseConfig }) => loadFirebaseConfig())
    .catch((error: unknown) => {
      signInUnavailable = true;
      unavailableListeners.forEach((listener) => listener());
      throw error;
    });
  return setupPromise;
}

/** Loads the web config without the SDK: the sign-in pages learn early whether sign-in can work. */
export function checkSignInAvailable(): void {
  firebaseSetup().catch(() => undefined);
}

export function isSignInUnavailable(): boolean {
  return signInUnavailable;
}

/** Calls `listener` when sign-in turns out to be unavailable; answers the unsubscribe. */
export function onSignInUnavailable(listener: () => void): () => void {
  unavailableListeners.add(listener);
  return () => unavailableListeners.delete(listener);
}

/**
 * The Firebase Auth client, created on first use. The SDK is a separate chunk, so pages
 * render before it arrives; in local (demo-) mode it talks to the Auth emulator.
 *
 * `initializeAuth` without a popup resolver: `getAuth` would preload Google's api.js on
 * every page. The resolver is passed only to the Google popup sign-in (auth-actions.ts).
 */
export function getAuthClient(): Promise<Auth> {
  if (!authPromise) {
    authPromise = (async () => {
      const [
        { options, authEmulatorUrl },
        { initializeApp },
        { initializeAuth, indexedDBLocalPersistence, browserLocalPersistence, connectAuthEmulator },
      ] = await Promise.all([firebaseSetup(), import('firebase/app'), import('firebase/auth')]);
      const auth = initializeAuth(initializeApp(options), {
        persistence: [indexedDBLocalPersistence, browserLocalPersistence],
      });
      if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
      return auth;
    })();
    loadListeners.splice(0).forEach((listener) => listener());
  }
  return authPromise;
}

// The server render (import.meta.env.SSR) has no window to install them on.
if (import.meta.env.VITE_E2E_HOOKS === 'true' && !import.meta.env.SSR) {
  // Only in the e2e build: Google's popup script cannot load offline (see README).
  void import('./auth-test-hooks').then(({ installTestHooks }) => installTestHooks(getAuthClient));
}
