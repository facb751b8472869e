import type { DocumentData, DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { db } from '../firebase';
import { isDroppedTransaction, retryDelayMs } from './store-transaction';

/** gRPC's FAILED_PRECONDITION: a document changed after the read its write was conditioned on. */
const FAILED_PRECONDITION = 9;
/** gRPC's ALREADY_EXISTS: another writer created the document first. */
const ALREADY_EXISTS = 6;

/** A conditioned write refused because another writer got there first: nothing was written. */
export function isLostRace(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === FAILED_PRECONDITION || code === ALREADY_EXISTS;
}

/**
 * A transaction over documents that many requests write at once (a book's stock in a rush),
 * read optimistically (decision 045). Those documents are read before the
 * transaction, with no lock, and each write to one is conditioned on its update time, so the
 * commit fails, writing nothing, if another order changed it meanwhile; then they are read again
 * and the transaction re-run after tens of milliseconds. Everything else is read in the
 * transaction as usual, and Firestore's own retries handle contention there.
 *
 * Why: read in the transaction, a book's lock is held from the read to the commit, and the
 * orders waiting on it are aborted and retried by the SDK after 1 s, 1.5 s, 2.25 s…: on the
 * emulator, where each request is its own process, 200 orders of 42 books at 20 connections
 * placed 180, the rest out of time. A lost race here costs one re-read.
 */
export async function runWithFreshReads<D extends DocumentData, T>(
  refs: Array<DocumentReference<D, D>>,
  update: (tx: Transaction, read: Array<DocumentSnapshot<D, D>>) => Promise<T>,
  { maxAttempts, beforeEach }: { maxAttempts: number; beforeEach?: () => void },
): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await db().runTransaction(
        async (tx) => {
          beforeEach?.();
          // Read afresh at every attempt, outside the transaction's locks: a commit refused because
          // one of them changed is retried by Firestore (as ABORTED) or by the loop (as
          // FAILED_PRECONDITION), and either way must not meet the same stale read again.
          const read = (refs.length > 0 ? await db().getAll(...(refs as DocumentReference[])) : []) as Array<
            DocumentSnapshot<D, D>
          >;
          return update(tx, read);
        },
        { maxAttempts },
      );
    } catch (error) {
      // A dropped transaction (the emulator's expired one) wrote nothing either: run it again.
      if (!isLostRace(error) && !isDroppedTransaction(error)) throw error;
      await sleep(retryDelayMs(round));
    }
  }
}

/** The write precondition that makes a commit fail if the document changed since `read`. */
export const unchangedSince = (read: DocumentSnapshot) =>
  read.updateTime ? { lastUpdateTime: read.updateTime } : { exists: false };
