import { ORDER_STATUS_LABELS, type Order } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { orderFromRecord, type OrderRecord } from '../../db/orders';
import { ConflictError, NotFoundError } from '../errors';
import { moveInItsOwnTransaction } from './order-lifecycle';
import { moveOrder } from './order-moves';
import { customerView } from './order-views';
import { runTransaction } from '../../db/store-transaction';

/**
 * POST /api/orders/{id}/payment: the shopper reports the UTR of their UPI payment, and the order
 * waits for the owner's check (payment-submitted). A UTR is claimed by one order: its claim
 * document (upiUtrs/{utr}) is created in the same transaction, so two orders that send one UTR
 * at once cannot both have it; the second re-runs, finds the claim and is refused.
 */
export async function submitUpiPayment(orderId: string, utr: string, customerEmail: string): Promise<Order> {
  const orderRef = collections.orders().doc(orderId);
  const claimRef = collections.upiUtrs().doc(utr);
  return runTransaction(async (tx) => {
    const [orderSnapshot, claim] = await Promise.all([tx.get(orderRef), tx.get(claimRef)]);
    const record = orderSnapshot.data();
    // Someone else's order is not found: its existence is not theirs to learn.
    if (!record || record.email !== customerEmail) throw new NotFoundError('Order not found.');
    const claimedBy = claim.data()?.orderId;
    if (record.status === 'payment-submitted' && record.payment?.utr === utr) {
      // The same UTR sent twice (a double tap, a retry): the order as it is.
      return customerView(orderFromRecord(orderId, record));
    }
    // A UTR sent after the order was cancelled unpaid (the sweep's deadline passed)
    // is kept on the order for the owner's check, not dropped.
    if (record.latePayment?.utr === utr) return customerView(orderFromRecord(orderId, record));
    if (isCancelledUnpaid(record)) {
      if (claimedBy !== undefined) throw new ConflictError(UTR_TAKEN);
      const moved = await moveOrder(tx, { id: orderId, record }, { kind: 'late-payment', utr }, { by: customerEmail });
      return customerView(orderFromRecord(orderId, moved));
    }
    if (record.status !== 'awaiting-payment')
      throw new ConflictError(
        record.paymentMethod !== 'upi'
          ? 'This order is paid in cash on delivery.'
          : `This order is ${ORDER_STATUS_LABELS[record.status].toLowerCase()}: it is not waiting for a payment.`,
      );
    if (claimedBy !== undefined && claimedBy !== orderId) throw new ConflictError(UTR_TAKEN);
    const moved = await moveOrder(
      tx,
      { id: orderId, record },
      { kind: 'payment-submitted', utr },
      { by: customerEmail },
    );
    return customerView(orderFromRecord(orderId, moved));
  });
}

const UTR_TAKEN = 'This UTR has already been sent for another order. Please check the reference in your UPI app.';

/** A UPI order cancelled before any payment reached it, and no late one sent yet. */
const isCancelledUnpaid = (record: OrderRecord) =>
  record.paymentMethod === 'upi' &&
  record.status === 'cancelled' &&
  !record.payment &&
  !record.latePayment &&
  record.refundOwed === 0;

export interface ExpiredOrders {
  cancelled: string[];
}

/**
 * Cancels every UPI order still awaiting its payment after its due time, each as the owner's
 * cancel would (restock, figures, the e-mail), and only if it is still awaiting payment in its
 * own transaction: a UTR sent meanwhile keeps the order. Run by the `expireUnpaidOrders`
 * schedule; tests call it directly, since the emulator fires no schedules.
 */
export async function expireUnpaidOrders(now = Timestamp.now()): Promise<ExpiredOrders> {
  const due = await collections
    .orders()
    .where('status', '==', 'awaiting-payment')
    .where('paymentDueAt', '<=', now)
    .limit(200)
    .get();
  const cancelled: string[] = [];
  for (const doc of due.docs) {
    try {
      await moveInItsOwnTransaction(doc.id, UNPAID_ACTOR, (record) => {
        if (record.status !== 'awaiting-payment')
          throw new ConflictError(`The order is ${record.status} now, no longer awaiting-payment.`);
        return { kind: 'expired' };
      });
      cancelled.push(doc.id);
    } catch (error) {
      // Paid (or cancelled) between the query and its transaction: left as it is.
      if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
    }
  }
  return { cancelled };
}

/** Who the owner's audit names for a cancel nobody made by hand. */
export const UNPAID_ACTOR = 'payment-timeout';
