import { DEMO_PROJECT_ID, LOCAL_URLS } from '@bookstore/domain';

/** Throws with the emulator's own answer when a call failed. */
export async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} failed: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Empties Firestore and Auth on the running emulators (their REST reset endpoints): the store's
 * own ports unless the emulator hub named others (npm run restore), and the demo project unless
 * another is named (the API tests' workers each have a project of their own on the same emulators).
 */
export async function resetEmulators(
  origins: { firestore: string; auth: string } = { firestore: LOCAL_URLS.firestore, auth: LOCAL_URLS.auth },
  project: string = DEMO_PROJECT_ID,
): Promise<void> {
  await Promise.all([
    fetch(`${origins.firestore}/emulator/v1/projects/${project}/databases/(default)/documents`, {
      method: 'DELETE',
    }).then((r) => ok(r, 'Clearing Firestore')),
    fetch(`${origins.auth}/emulator/v1/projects/${project}/accounts`, { method: 'DELETE' }).then((r) =>
      ok(r, 'Clearing Auth'),
    ),
  ]);
}
