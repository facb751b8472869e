import type { Auth } from 'firebase/auth';
import type { FirebaseSetup } from '../config/firebase-config';
import { markSignInUnavailable } from './sign-in-availability';

let setupPromise: Promise<FirebaseSetup> | null = null;

/**
 * The web config, loaded once per page (the config module rides with the SDK: a visitor's
 * first load needs neither). When it cannot be had, sign-in stays unavailable until a reload.
 */
function firebaseSetup(): Promise<FirebaseSetup> {
  setupPromise ??= import('../config/firebase-config')
    .then(({ loadFirebaseConfig }) => loadFirebaseConfig())
    .catch((error: unknown) => {
      markSignInUnavailable();
      throw error;
    });
  return setupPromise;
}

/** Loads the web config without the SDK: the sign-in pages learn early whether sign-in can work. */
export function checkSignInAvailable(): void {
  firebaseSetup().catch(() => undefined);
}

/**
 * The Firebase Auth client, created on first use. The SDK is a separate chunk, so pages
 * render before it arrives; in local (demo-) mode it talks to the Auth emulator.
 *
 * `initializeAuth` without a popup resolver: `getAuth` would preload Google's api.js on
 * every page. The resolver is passed only to the Google popup sign-in (auth-actions.ts).
 */
export async function createAuthClient(): Promise<Auth> {
  const [
    { options, authEmulatorUrl },
    { initializeApp },
    { initializeAuth, indexedDBLocalPersistence, browserLocalPersistence, connectAuthEmulator },
  ] = await Promise.all([firebaseSetup(), import('firebase/app'), import('firebase/auth')]);
  const auth = initializeAuth(initializeApp(options), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (authEmulatorUrl) {
    connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
    // Google's reCAPTCHA cannot load offline, and the emulator checks none: the SDK's phone
    // verification then uses its mock. connectAuthEmulator sets this too (SDK 1.13); said here
    // so an SDK that stops doing so cannot make the checkout's phone step wait for Google.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return auth;
}
