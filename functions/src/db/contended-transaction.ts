import type { Transaction } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { db } from '../firebase';

/** gRPC's ABORTED: Firestore refused the commit because another transaction won; nothing was written. */
const ABORTED = 10;

/**
 * Runs a transaction that other requests contend for (orders on the same book, the order
 * numbers' shards), retrying a conflict after tens of milliseconds rather than the SDK's
 * 1 s, 1.5 s, 2.25 s… (issue 37). A transaction that loses to another need only wait for that
 * one to commit, which takes milliseconds; the SDK's back-off made five conflicts in a row cost
 * 20 s. Only ABORTED is retried: it says the commit did not happen. An error whose outcome is
 * unknown (a deadline, an unavailable backend) is the caller's to answer, as the SDK's other
 * retries would risk writing twice where no Idempotency-Key guards it.
 */
export async function runContendedTransaction<T>(
  update: (tx: Transaction) => Promise<T>,
  { attempts = 40 }: { attempts?: number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().runTransaction(update, { maxAttempts: 1 });
    } catch (error) {
      if ((error as { code?: unknown }).code !== ABORTED || attempt >= attempts) throw error;
      await sleep(retryDelayMs(attempt));
    }
  }
}

/** 25 ms growing to at most 500 ms, each spread over half to one and a half times, so losers do not meet again. */
function retryDelayMs(attempt: number): number {
  const base = Math.min(500, 25 * 1.5 ** (attempt - 1));
  return base * (0.5 + Math.random());
}
