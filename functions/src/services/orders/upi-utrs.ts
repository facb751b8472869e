import type { Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';

/**
 * The owner found no such payment ("not received"): the UTR's claim goes, so it may be sent
 * again, for this order or for the one it really paid. Written in the status move's transaction.
 */
export function releaseUtr(tx: Transaction, utr: string): void {
  tx.delete(collections.upiUtrs().doc(utr));
}
