import { DEMO_PROJECT_ID, LOCAL_URLS } from '@bookstore/domain';
import type { FirebaseOptions } from 'firebase/app';

export interface FirebaseSetup {
  options: FirebaseOptions;
  /** The Auth emulator to connect to: only ever set in a local build. */
  authEmulatorUrl: string | null;
}

/** The production build could not get its web config: sign-in is unavailable until a reload. */
export class SignInUnavailableError extends Error {
  override name = 'SignInUnavailableError';
}

/** The waits between tries for Hosting's config: four tries over about 3.5 s. */
export const CONFIG_RETRY_DELAYS_MS = [500, 1000, 2000];

function fromEnvironment(): FirebaseOptions | null {
  const env = import.meta.env;
  if (!env.VITE_FIREBASE_API_KEY || !env.VITE_FIREBASE_PROJECT_ID) return null;
  return {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  };
}

/** Firebase Hosting serves the project's web config here; null when it could not be had. */
async function fromHosting(): Promise<FirebaseOptions | null> {
  try {
    const response = await fetch('/__/firebase/init.json');
    if (!response.ok) return null;
    const config = (await response.json()) as FirebaseOptions | null;
    return config?.apiKey && config.projectId ? config : null;
  } catch {
    return null;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The web config: from VITE_FIREBASE_* variables, else (locally) the demo project on the
 * emulators, else from Hosting, tried again after each of CONFIG_RETRY_DELAYS_MS. A
 * production build never falls back to the demo project: it throws SignInUnavailableError.
 */
export async function loadFirebaseConfig(): Promise<FirebaseSetup> {
  const configured = fromEnvironment();
  // A build for this machine's emulators: `npm start` and `npm test` build with
  // VITE_LOCAL_EMULATORS=true (scripts/lib/build.ts); `npm run dev` is Vite's dev mode. In a
  // production build the condition is a constant false, written out here so that the
  // minifier drops the demo settings from the bundle (tests/budget checks).
  if (import.meta.env.DEV || import.meta.env.VITE_LOCAL_EMULATORS === 'true') {
    const options = configured ?? {
      apiKey: 'demo-api-key', // the Auth emulator accepts any key for a demo- project
      authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
      projectId: DEMO_PROJECT_ID,
    };
    return { options, authEmulatorUrl: options.projectId?.startsWith('demo-') ? LOCAL_URLS.auth : null };
  }
  if (configured) return { options: configured, authEmulatorUrl: null };
  for (const delay of [...CONFIG_RETRY_DELAYS_MS, null]) {
    const options = await fromHosting();
    if (options) return { options, authEmulatorUrl: null };
    if (delay !== null) await wait(delay);
  }
  throw new SignInUnavailableError('The sign-in settings (/__/firebase/init.json) could not be loaded.');
}
