import { COMPLAINT_LIMITS } from '@bookstore/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import type { ComplaintAttemptsRecord } from '../../db/complaints';
import { hashedId } from '../../db/hashed-id';
import { TooManyAttemptsError } from '../errors';
import { retryAfterSeconds, windowCounter } from '../window-counter';

// The complaint limits that count in windows (decision 055): messages per person a minute, and
// the Contact page's confirmation mails per mailbox and per client address an hour.

export interface RateLimit {
  ref: DocumentReference<ComplaintAttemptsRecord, ComplaintAttemptsRecord>;
  limit: number;
  windowMs: number;
  refusal: (retryAfter: number) => string;
}

const attemptsDoc = (purpose: string, key: string) => collections.complaintAttempts().doc(hashedId(purpose, key));

/** Each of the person's keys (mailbox, proven phone) counts their messages. */
export function messageLimits(personKeys: readonly string[]): RateLimit[] {
  const { messagesPerWindow, messageWindowSeconds } = COMPLAINT_LIMITS;
  return personKeys.map((key) => ({
    ref: attemptsDoc('complaint-messages', key),
    limit: messagesPerWindow,
    windowMs: messageWindowSeconds * 1000,
    refusal: (seconds) =>
      `You have sent ${messagesPerWindow} messages in the last minute, the most the store accepts. ` +
      `Please wait ${seconds} second(s) and send it again.`,
  }));
}

/**
 * Reads the limits' counters in the caller's transaction, before any of its writes, and throws
 * 429 with Retry-After when one is reached (then nothing is counted). Answers the writes that
 * count this request, for the caller to make once its own reads are done.
 */
export async function checkRate(tx: Transaction, limits: readonly RateLimit[], now: number): Promise<() => void> {
  const records = await Promise.all(limits.map(async ({ ref }) => (await tx.get(ref)).data()));
  const counters = limits.map(({ windowMs }) => windowCounter<ComplaintAttemptsRecord>(windowMs, (r) => r.attempts));
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
