import type { Transaction } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { db } from '../firebase';

/** gRPC's INVALID_ARGUMENT. */
const INVALID_ARGUMENT = 3;

/**
 * A transaction the database dropped before its commit: nothing of it was written. Production
 * Firestore says "transaction has expired", which the SDK already retries; the emulator says
 * "Transaction is invalid or closed" for the same case (firebase-tools#4473), under contention
 * (an owner cancelling orders while their customer orders again), which the SDK does not retry.
 */
export function isDroppedTransaction(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === INVALID_ARGUMENT && typeof message === 'string' && /transaction is invalid or closed/i.test(message);
}

/** Dropped transactions re-run at most this many times: each is a whole new attempt. */
const MAX_RERUNS = 5;

/**
 * `db().runTransaction`, with a dropped transaction re-run as production's expired one is, so
 * the emulators answer a contended request as production would rather than with a 500.
 */
export async function runTransaction<T>(
  update: (tx: Transaction) => Promise<T>,
  options?: { maxAttempts?: number },
): Promise<T> {
  for (let rerun = 0; ; rerun++) {
    try {
      return await db().runTransaction(update, options);
    } catch (error) {
      if (!isDroppedTransaction(error) || rerun >= MAX_RERUNS) throw error;
      await sleep(retryDelayMs(rerun + 1));
    }
  }
}

/** 20 ms growing to at most 400 ms, each spread over half to one and a half times, so orders that lost together do not meet again. */
export function retryDelayMs(round: number): number {
  return Math.min(400, 20 * 1.5 ** (round - 1)) * (0.5 + Math.random());
}
