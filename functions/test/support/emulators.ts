import { DEMO_PROJECT_ID, EMULATOR_HOST, EMULATOR_PORTS, LOCAL_URLS } from '@bookstore/domain';
import { ok, resetEmulators } from '../../../scripts/lib/reset-emulators';
import { writeSeed } from '../../../scripts/lib/seed';
import { localAdminJwtSecret } from '../../../scripts/lib/local-secrets';
import { auth, db as firestore } from '../../src/firebase';

export const API = LOCAL_URLS.api;
/**
 * The `render` function (the storefront's pages) called directly, as anyone can. Here rather than
 * in LOCAL_URLS, which the browser's bundle carries.
 */
export const RENDER_FUNCTION = `http://${EMULATOR_HOST}:${EMULATOR_PORTS.functions}/${DEMO_PROJECT_ID}/us-central1/render`;

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
  emailVerified: boolean;
}

let customerCounter = 0;
export const CUSTOMER_PASSWORD = 'secret-password';

/** A call to the Auth emulator's REST API (the one the client SDK uses), answered as JSON. */
export async function authApi<T>(method: string, body: object, what: string): Promise<T> {
  const response = await fetch(
    `${LOCAL_URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  ).then((r) => ok(r, what));
  return (await response.json()) as T;
}

/** Signs in with the password, as the app does: a fresh ID token with the account's current claims. */
export async function signIn(email: string, password = CUSTOMER_PASSWORD): Promise<Customer> {
  const body = await authApi<{ idToken: string; localId: string }>(
    'signInWithPassword',
    { email, password, returnSecureToken: true },
    'Signing in a customer',
  );
  const { email_verified } = JSON.parse(Buffer.from(body.idToken.split('.')[1]!, 'base64url').toString()) as {
    email_verified?: boolean;
  };
  return { email, uid: body.localId, idToken: body.idToken, emailVerified: email_verified === true };
}

/**
 * Signs up a new e-mail/password user on the Auth emulator and returns its ID token. Only
 * verified customers may order, so by default the account is marked verified (as opening the
 * link would; orders.test.ts opens a real one) and signed in again for a token that says so.
 */
export async function createCustomer(
  email = `shopper${Date.now()}${customerCounter++}@example.com`,
  { verified = true }: { verified?: boolean } = {},
): Promise<Customer> {
  const body = await authApi<{ idToken: string; localId: string }>(
    'signUp',
    { email, password: CUSTOMER_PASSWORD, returnSecureToken: true },
    'Creating a customer',
  );
  if (!verified) return { email, uid: body.localId, idToken: body.idToken, emailVerified: false };
  await auth().updateUser(body.localId, { emailVerified: true });
  return signIn(email);
}

export function adminSecret(): string {
  return localAdminJwtSecret();
}

export { verificationLinkFor } from '../../../scripts/lib/verification-links';
