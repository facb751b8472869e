import { VERIFY_EMAIL_MESSAGE } from '@bookstore/domain';
import { ApiError } from './api-client';
import type { AuthState } from './auth-context';

const refusedAsUnverified = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.message === VERIFY_EMAIL_MESSAGE;

/**
 * Calls the API with the signed-in customer's ID token. When the API refuses the e-mail as not
 * verified, Firebase is asked afresh once (a token made before the link was opened says so for
 * up to an hour): verified, the call is made again with the new token; not verified, the refusal
 * stands, and the page, whose user now says unverified, shows the verification panel.
 */
export async function asCustomer<T>(
  auth: Pick<AuthState, 'getIdToken' | 'recheckEmailVerified'>,
  call: (idToken: string) => Promise<T>,
): Promise<T> {
  try {
    return await call(await auth.getIdToken());
  } catch (error) {
    if (!refusedAsUnverified(error)) throw error;
    // Firebase unreachable: the API's own answer is the one to show.
    if (!(await auth.recheckEmailVerified().catch(() => false))) throw error;
    return call(await auth.getIdToken());
  }
}
