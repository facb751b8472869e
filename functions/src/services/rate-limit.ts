import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { AttemptsInWindowRecord } from '../db/counters';
import { TooManyAttemptsError } from './errors';
import { retryAfterSeconds, windowCounter } from './window-counter';

// A request counted in fixed windows inside the caller's transaction, against several counters
// at once (each of a person's keys, their client address): the complaints' messages and links
// (decision 055) and the reviews' writes (decision 061).

export interface RateLimit {
  ref: DocumentReference<AttemptsInWindowRecord, AttemptsInWindowRecord>;
  limit: number;
  windowMs: number;
  refusal: (retryAfter: number) => string;
}

/**
 * Reads the limits' counters in the caller's transaction, before any of its writes, and throws
 * 429 with Retry-After when one is reached (then nothing is counted). Answers the writes that
 * count this request, for the caller to make once its own reads are done.
 */
export async function checkRate(tx: Transaction, limits: readonly RateLimit[], now: number): Promise<() => void> {
  const records = await Promise.all(limits.map(async ({ ref }) => (await tx.get(ref)).data()));
  const counters = limits.map(({ windowMs }) => windowCounter<AttemptsInWindowRecord>(windowMs, (r) => r.attempts));
  const blocked = limits
    .map((limit, i) => ({ limit, until: counters[i]!.lockedUntil(records[i], limit.limit, now) }))
    .filter(({ until }) => until > 0);
  if (blocked.length > 0) {
    const retryAfter = retryAfterSeconds(Math.max(...blocked.map(({ until }) => until)), now);
    throw new TooManyAttemptsError(blocked[0]!.limit.refusal(retryAfter), retryAfter);
  }
  return () =>
    limits.forEach(({ ref }, i) => {
      const { count, ...window } = counters[i]!.next(records[i], now);
      tx.set(ref, { attempts: count, ...window });
    });
}
