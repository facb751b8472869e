import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS } from '../config';
import { collections, type LoginThrottleRecord } from '../db/collections';
import { db } from '../firebase';
import { TooManyAttemptsError } from './errors';

/**
 * Counters live in Firestore because function instances share no memory. Unknown
 * usernames are counted exactly like real ones, so a lock-out reveals nothing either.
 */
function throttleRef(username: string) {
  const id = createHash('sha256').update(`admin-login\n${username.trim().toLowerCase()}`).digest('hex');
  return collections.loginThrottles().doc(id);
}

/** Contending sign-ins for one username retry rather than fail with a 500. */
const THROTTLE_TRANSACTION_ATTEMPTS = 25;

/**
 * Counts this attempt as a failure *before* the password is checked, so a burst of
 * parallel guesses cannot all slip past the limit; a correct password then clears the
 * count. While the username is locked this throws 429 with Retry-After and the password
 * is never checked.
 */
export async function reserveLoginAttempt(username: string): Promise<void> {
  const ref = throttleRef(username);
  await db().runTransaction(
    async (tx) => {
      const now = Date.now();
      const record = (await tx.get(ref)).data();
      const windowStart = record?.windowStartedAt.toMillis();
      const windowOpen = windowStart !== undefined && now < windowStart + LOGIN_WINDOW_SECONDS * 1000;
      if (windowOpen && record!.failures >= LOGIN_MAX_FAILURES) {
        const retryAfter = Math.max(1, Math.ceil((windowStart + LOGIN_WINDOW_SECONDS * 1000 - now) / 1000));
        throw new TooManyAttemptsError(
          `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
          retryAfter,
        );
      }
      const startedAt = windowOpen ? windowStart : now;
      const next: LoginThrottleRecord = {
        failures: windowOpen ? record!.failures + 1 : 1,
        windowStartedAt: Timestamp.fromMillis(startedAt),
        expiresAt: Timestamp.fromMillis(startedAt + LOGIN_WINDOW_SECONDS * 1000),
      };
      tx.set(ref, next);
    },
    { maxAttempts: THROTTLE_TRANSACTION_ATTEMPTS },
  );
}

/** A successful sign-in forgets the failures. */
export async function clearLoginFailures(username: string): Promise<void> {
  await throttleRef(username).delete();
}
