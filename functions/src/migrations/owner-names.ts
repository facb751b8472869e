import { auditOwnerEntries, ownerNamesOutOfHistory } from '../services/orders/order-events';
import { forEachOrderPage } from './order-pages';
import { runTransaction } from '../db/store-transaction';

export interface OwnerNamesMigration {
  /** Orders read. */
  orders: number;
  /** Orders whose history named an owner, now `store`, with the names in their audit. */
  moved: number;
}

/**
 * Orders stored before the owner-only audit (decision 018) still name the owner who confirmed
 * or shipped them in `history[].by`, which their customer can read straight from Firestore.
 * This moves those names into `orderAudit` and leaves `store` in the order, as every status
 * change has done since. Each order is rewritten in its own transaction from what it holds at
 * that moment, so an order moved meanwhile is not overwritten, and a second run finds nothing.
 */
export async function moveOwnerNamesToAudit(): Promise<OwnerNamesMigration> {
  let moved = 0;
  const orders = await forEachOrderPage(async (page) => {
    for (const doc of page) {
      if (ownerNamesOutOfHistory(doc.data()).ownerNamed.length === 0) continue;
      const rewritten = await runTransaction(async (tx) => {
        const record = (await tx.get(doc.ref)).data();
        if (!record) return false;
        const { history, ownerNamed } = ownerNamesOutOfHistory(record);
        if (ownerNamed.length === 0) return false;
        tx.update(doc.ref, { history });
        auditOwnerEntries(tx, doc.id, ownerNamed);
        return true;
      });
      if (rewritten) moved++;
    }
  });
  return { orders, moved };
}
