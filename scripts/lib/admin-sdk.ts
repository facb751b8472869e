import { HOST, PORTS, PROJECT_ID } from './ports';

/** Points the Admin SDK at the local emulators. Must run before firebase-admin is used. */
export function useEmulators(): void {
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
}

/**
 * The functions' own Firestore handle and admin service, loaded after the environment is
 * set, so scripts store admins exactly as the API reads them.
 */
export async function loadAdminServices() {
  const [{ db }, admins] = await Promise.all([import('../../functions/src/firebase'), import('../../functions/src/services/admins')]);
  return { db, ...admins };
}
