import { DEMO_PROJECT_ID, EMULATOR_HOSTS } from '@bookstore/domain';

/**
 * Points the Admin SDK at the local emulators. Call it before the first Firestore or Auth
 * call; importing functions code first is fine, as the SDK starts on first use.
 */
export function useEmulators(): void {
  process.env.GCLOUD_PROJECT = DEMO_PROJECT_ID;
  process.env.FIRESTORE_EMULATOR_HOST = EMULATOR_HOSTS.firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOSTS.auth;
}
