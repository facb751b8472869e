import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { ConflictError } from '../errors';

/**
 * Before the owner's UTR is claimed for `orderId`: refused if another order has it,
 * as the shopper's would be. A read: call it in the move's transaction before any write.
 */
export async function ensureUtrFree(tx: Transaction, utr: string, orderId: string): Promise<void> {
  const claimedBy = (await tx.get(collections.upiUtrs().doc(utr))).data()?.orderId;
  if (claimedBy !== undefined && claimedBy !== orderId)
    throw new ConflictError(
      `The UTR ${utr} was already given for another order (${claimedBy}). Check the bank statement: one payment pays one order.`,
    );
}

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
