import { DEMO_PROJECT_ID, LOCAL_URLS } from '@bookstore/domain';
import type { FirebaseOptions } from 'firebase/app';

/** The local demo project: the Auth emulator accepts any API key for it. */
const DEMO_CONFIG: FirebaseOptions = {
  apiKey: 'demo-api-key',
  authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
  projectId: DEMO_PROJECT_ID,
};
export const AUTH_EMULATOR_URL = LOCAL_URLS.auth;

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

/** Firebase Hosting serves the project's web config here; the emulator has none for demo projects. */
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

/**
 * The web config: from VITE_FIREBASE_* variables, else from Hosting, else the local demo
 * project. No real keys live in the repository.
 */
export async function loadFirebaseConfig(): Promise<{ options: FirebaseOptions; useEmulator: boolean }> {
  const options = fromEnvironment() ?? (await fromHosting()) ?? DEMO_CONFIG;
  return { options, useEmulator: Boolean(options.projectId?.startsWith('demo-')) };
}
