import type { Auth } from 'firebase/auth';
import { AUTH_EMULATOR_URL, loadFirebaseConfig } from '../config/firebase-config';

let authPromise: Promise<Auth> | null = null;

/**
 * The Firebase Auth client, created on first use. The SDK is a separate chunk, so pages
 * render before it arrives; in local (demo-) mode it talks to the Auth emulator.
 */
export function getAuthClient(): Promise<Auth> {
  authPromise ??= (async () => {
    const [{ initializeApp }, { getAuth, connectAuthEmulator }, { options, useEmulator }] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
      loadFirebaseConfig(),
    ]);
    const auth = getAuth(initializeApp(options));
    if (useEmulator) connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
    if (import.meta.env.VITE_E2E_HOOKS === 'true') {
      // Only in the e2e build: Google's popup script cannot load offline (see README).
      const { installTestHooks } = await import('../features/auth/test-hooks');
      installTestHooks(auth);
    }
    return auth;
  })();
  return authPromise;
}
