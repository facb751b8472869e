import { DEMO_PROJECT_ID, EMULATOR_HOSTS, LOCAL_URLS } from '@bookstore/domain';
import { SetupError } from './setup-error';

/**
 * Points the Admin SDK at the local emulators. Call it before the first Firestore or Auth
 * call; importing functions code first is fine, as the SDK starts on first use.
 */
export function useEmulators(): void {
  process.env.GCLOUD_PROJECT = DEMO_PROJECT_ID;
  process.env.FIRESTORE_EMULATOR_HOST = EMULATOR_HOSTS.firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOSTS.auth;
}

/**
 * For the owner's scripts (admin:create, migrate): with `--project`, that real Firebase project
 * through Application Default Credentials (`gcloud auth application-default login`); without
 * it, the running local emulators, refused with a clear message when `npm start` is not running.
 */
export async function useFirestoreOf(project: string | undefined, action: string): Promise<void> {
  if (project) {
    if (project.startsWith('demo-'))
      throw new SetupError('demo- projects exist only on the emulator; leave out --project.');
    process.env.GCLOUD_PROJECT = project;
    process.env.GOOGLE_CLOUD_PROJECT = project;
    console.log(`• ${action} the real Firebase project "${project}".`);
    return;
  }
  useEmulators();
  try {
    await fetch(`${LOCAL_URLS.firestore}/`, { signal: AbortSignal.timeout(3000) });
  } catch {
    throw new SetupError(
      'The Firestore emulator is not running. Start the store with "npm start" first, or pass --project <id>.',
    );
  }
  console.log(`• ${action} the local Firestore emulator.`);
}
