import { LOCAL_URLS } from '@bookstore/domain';
import { ok, resetEmulators } from '../../../scripts/lib/reset-emulators';
import { writeSeed } from '../../../scripts/lib/seed';
import { localAdminJwtSecret } from '../../../scripts/lib/local-secrets';
import { db as firestore } from '../../src/firebase';

export const API = LOCAL_URLS.api;

/** The tests' own handle, for arranging and inspecting stored documents directly. */
export const db = firestore();

export { resetEmulators };

/** Clears everything and writes the demo catalog. */
export async function resetAndSeed(): Promise<void> {
  await resetEmulators();
  await writeSeed();
}

export interface Customer {
  email: string;
  uid: string;
  idToken: string;
}

let customerCounter = 0;

/** Signs up a new e-mail/password user on the Auth emulator and returns its ID token. */
export async function createCustomer(
  email = `shopper${Date.now()}${customerCounter++}@example.com`,
): Promise<Customer> {
  const response = await fetch(
    `${LOCAL_URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-password', returnSecureToken: true }),
    },
  ).then((r) => ok(r, 'Creating a customer'));
  const body = (await response.json()) as { idToken: string; localId: string };
  return { email, uid: body.localId, idToken: body.idToken };
}

export function adminSecret(): string {
  return localAdminJwtSecret();
}
