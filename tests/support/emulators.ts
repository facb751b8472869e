import {
  DEFAULT_FUNCTIONS_REGION,
  DEMO_PROJECT_ID,
  EMULATOR_HOST,
  EMULATOR_PORTS,
  LOCAL_URLS,
} from '@bookstore/domain';
import { ok, resetEmulators as resetProject } from '../../scripts/lib/reset-emulators';
import { writeSeed } from '../../scripts/lib/seed';
import { localAdminJwtSecret } from '../../scripts/lib/local-secrets';
import { auth, db as firestore } from '../../functions/src/firebase';
import { mintedIdToken } from './minted-id-token';
import { IN_PROCESS_API, ON_EMULATORS_OWN_PROJECT, TEST_PROJECT_ID } from './test-project';

/**
 * Where the tests call the API: the app in this worker's process (functions/test/support/in-process-api.ts), or
 * Hosting's /api rewrite for the files that run against the emulators' own project.
 */
export const API = IN_PROCESS_API ?? LOCAL_URLS.api;
/**
 * The `render` function (the storefront's pages) called directly, as anyone can. Here rather than
 * in LOCAL_URLS, which the browser's bundle carries.
 */
export const RENDER_FUNCTION = `http://${EMULATOR_HOST}:${EMULATOR_PORTS.functions}/${DEMO_PROJECT_ID}/${DEFAULT_FUNCTIONS_REGION}/render`;

/** The tests' own handle, for arranging and inspecting stored documents directly. */
export const db = firestore();

export { TEST_PROJECT_ID };

/** Empties Firestore and Auth of this worker's project only: other workers keep theirs. */
export function resetEmulators(): Promise<void> {
  return resetProject(undefined, TEST_PROJECT_ID);
}

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
  /** The phone the account proved (the token's phone_number), as the API reads it. */
  provenPhone: string | null;
}

/** The claims of an ID token, read without checking it (the emulators' tokens are unsigned). */
function tokenClaims(idToken: string): { email_verified?: boolean; phone_number?: string } {
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as {
    email_verified?: boolean;
    phone_number?: string;
  };
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
  if (!ON_EMULATORS_OWN_PROJECT) return signInOnWorkerProject(email, password);
  const body = await authApi<{ idToken: string; localId: string }>(
    'signInWithPassword',
    { email, password, returnSecureToken: true },
    'Signing in a customer',
  );
  const { email_verified, phone_number } = tokenClaims(body.idToken);
  return {
    email,
    uid: body.localId,
    idToken: body.idToken,
    emailVerified: email_verified === true,
    provenPhone: phone_number ?? null,
  };
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
  if (!ON_EMULATORS_OWN_PROJECT) {
    await auth().createUser({ email, password: CUSTOMER_PASSWORD, emailVerified: verified });
    return signIn(email);
  }
  const body = await authApi<{ idToken: string; localId: string }>(
    'signUp',
    { email, password: CUSTOMER_PASSWORD, returnSecureToken: true },
    'Creating a customer',
  );
  if (!verified) return { email, uid: body.localId, idToken: body.idToken, emailVerified: false, provenPhone: null };
  await auth().updateUser(body.localId, { emailVerified: true });
  return signIn(email);
}

/**
 * The Auth emulator signs in by password only on its own project (its sign-in endpoints know no
 * other), so on a worker's project the account is checked as that endpoint checks it (it exists,
 * is not disabled, the password matches the emulator's stored hash) and the ID token is the one
 * the emulator would issue (support/minted-id-token.ts).
 */
async function signInOnWorkerProject(email: string, password: string): Promise<Customer> {
  const user = await auth().getUserByEmail(email);
  if (user.disabled) throw new Error(`Signing in a customer failed: USER_DISABLED (${email})`);
  if (!user.passwordHash?.endsWith(`:password=${password}`))
    throw new Error(`Signing in a customer failed: INVALID_LOGIN_CREDENTIALS (${email})`);
  return {
    email,
    uid: user.uid,
    idToken: mintedIdToken(user, TEST_PROJECT_ID),
    emailVerified: user.emailVerified,
    provenPhone: user.phoneNumber ?? null,
  };
}

/**
 * Proves a phone for the customer and answers them signed in again, their token carrying it. On
 * the emulators' own project as a shopper does it: the Auth emulator's verification code (which
 * it lists instead of sending an SMS), then the link with the customer's ID token. On a worker's
 * project, whose sign-in endpoints the emulator does not serve, the Admin SDK links it.
 */
export async function provePhone(customer: Customer, phoneNumber: string): Promise<Customer> {
  if (!ON_EMULATORS_OWN_PROJECT) {
    await auth().updateUser(customer.uid, { phoneNumber });
    return signIn(customer.email);
  }
  const { sessionInfo } = await authApi<{ sessionInfo: string }>(
    'sendVerificationCode',
    { phoneNumber, recaptchaToken: 'unchecked-by-the-emulator' },
    'Sending a phone code',
  );
  const codes = await fetch(`${LOCAL_URLS.auth}/emulator/v1/projects/${DEMO_PROJECT_ID}/verificationCodes`).then((r) =>
    ok(r, 'Reading the phone codes'),
  );
  const { verificationCodes } = (await codes.json()) as {
    verificationCodes: Array<{ phoneNumber: string; sessionInfo: string; code: string }>;
  };
  const code = verificationCodes.find((entry) => entry.sessionInfo === sessionInfo)?.code;
  if (!code) throw new Error(`The Auth emulator listed no code for ${phoneNumber}.`);
  const linked = await authApi<{ idToken: string }>(
    'signInWithPhoneNumber',
    { idToken: customer.idToken, sessionInfo, code },
    'Linking the phone',
  );
  return { ...customer, idToken: linked.idToken, provenPhone: tokenClaims(linked.idToken).phone_number ?? null };
}

export function adminSecret(): string {
  return localAdminJwtSecret();
}

export { verificationLinkFor } from '../../scripts/lib/verification-links';
