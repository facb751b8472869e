import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';

/**
 * The shopper's UTR is this order's now: another order that sends it is refused. Written in the
 * move's transaction, which read the claim first (submitUpiPayment).
 */
export function claimUtr(tx: Transaction, utr: string, orderId: string, at: Timestamp): void {
  tx.set(collections.upiUtrs().doc(utr), { orderId, claimedAt: at });
}

/**
 * The owner found no such payment ("not received"): the UTR's claim goes, so it may be sent
 * again, for this order or for the one it really paid. Written in the status move's transaction.
 */
export function releaseUtr(tx: Transaction, utr: string): void {
  tx.delete(collections.upiUtrs().doc(utr));
}
