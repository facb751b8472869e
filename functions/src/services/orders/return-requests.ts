import {
  deliveredAt,
  formatRupees,
  formatStoreDate,
  refundToHint,
  returnableCopies,
  returnWindowEnd,
  type Order,
  type OrderStatusChangeResult,
  type ReturnDecisionBody,
  type ReturnRequest,
  type ReturnRequestBody,
} from '@bookstore/domain';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { getBooksInLockOrder } from '../../db/catalog';
import { collections } from '../../db/collections';
import { orderFromRecord, type OrderRecord } from '../../db/orders';
import type { ReturnOnOrderRecord } from '../../db/return-requests';
import { iso } from '../../db/stored-fields';
import { readIssuedBill, takeBillNumber } from '../../paper/bills/bill-issue';
import { readStandingOrders } from '../customers/customer-open-orders';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { readStoreSettings } from '../store/store-settings';
import { moveInItsOwnTransaction } from './order-lifecycle';
import { moveOrder, type OrderEvent } from './order-moves';
import { getOrder } from './order-queries';
import { customerView } from './order-views';
import { isLastReturn } from './return-moves';
import { runTransaction } from '../../db/store-transaction';

/*
 * Return after delivery (decision 054): the customer's request, and the owner's
 * decision and receipt. Each is one move of the order in its own transaction (return-moves.ts),
 * so two requests for the same books at once cannot both pass the count of copies.
 */

const NOT_FOUND = 'Order not found.';

/** Why the order takes no return of these books now; undefined when it does. */
function refusal(record: OrderRecord, body: ReturnRequestBody, windowDays: number, now: number): string | undefined {
  if (record.status === 'returned') return 'This order has been returned already.';
  if (record.status !== 'delivered')
    return 'Only a delivered order can be returned. Before it ships you can cancel it; a parcel on its way is returned as it comes back.';
  if (windowDays === 0) return 'This shop does not take returns.';
  const delivered = deliveredAt(record.history.map((entry) => ({ status: entry.status, at: iso(entry.at) })));
  const end = delivered && returnWindowEnd(delivered, windowDays);
  if (!end) return 'This order has no delivery recorded, so its return window cannot be told.';
  if (now > end)
    return `The return window closed on ${formatStoreDate(new Date(end).toISOString())}: returns are taken within ${windowDays} days of delivery.`;
  const left = returnableCopies(record);
  for (const item of body.items) {
    const line = record.products.find((each) => each.productId === item.productId);
    if (!line) return `The book ${item.productId} is not in this order.`;
    const free = Math.max(0, left.get(item.productId) ?? 0);
    if (item.quantity > free) {
      const asked = line.quantity - free;
      return free === 0
        ? `Every copy of “${line.title}” is in a return request already.`
        : `You bought ${line.quantity} of “${line.title}”${asked > 0 ? ` and ${asked} already in a return request` : ''}: at most ${free} more can be returned.`;
    }
  }
  return undefined;
}

/** POST /api/orders/{id}/return-requests: the customer's own delivered order, within the window. */
export async function requestReturn(orderId: string, body: ReturnRequestBody, email: string): Promise<ReturnRequest> {
  const store = await readStoreSettings();
  const orderRef = collections.orders().doc(orderId);
  return runTransaction(async (tx) => {
    const record = (await tx.get(orderRef)).data();
    // Someone else's order is not found: its existence is not theirs to learn.
    if (!record || record.email !== email) throw new NotFoundError(NOT_FOUND);
    const now = Timestamp.now();
    const refused = refusal(record, body, store.refunds.returnWindowDays, now.toMillis());
    if (refused) throw new ConflictError(refused);
    if (body.refundTo && record.paymentMethod !== 'cod') {
      const message = 'A UPI order is refunded to the account it was paid from: leave out refundTo.';
      throw new InvalidInputError(message, { refundTo: message });
    }
    if (!body.refundTo && record.paymentMethod === 'cod') {
      const message = 'Say where the refund should go: a UPI ID, or a bank account.';
      throw new InvalidInputError(message, { refundTo: message });
    }
    const request: ReturnOnOrderRecord = {
      id: collections.returnRequests().doc().id,
      items: body.items.map((item) => {
        const line = record.products.find((each) => each.productId === item.productId)!;
        return { productId: item.productId, title: line.title, quantity: item.quantity, price: line.price };
      }),
      reason: body.reason,
      note: body.note,
      state: 'requested',
      requestedAt: now,
      refund: 0,
      ...(body.refundTo ? { refundTo: refundToHint(body.refundTo) } : {}),
    };
    const event: OrderEvent = {
      kind: 'return-requested',
      request,
      ...(body.refundTo ? { refundTo: body.refundTo } : {}),
    };
    const moved = await moveOrder(tx, { id: orderId, record }, event, { by: email, store, now });
    return requestOf(customerView(orderFromRecord(orderId, moved)), request.id);
  });
}

function requestOf(order: Order, id: string): ReturnRequest {
  const found = order.returns?.find((each) => each.id === id);
  if (!found) throw new Error(`Return request ${id} is missing from order ${order._id}.`);
  return found;
}

/**
 * What the receipt of `returnId` reads before its first write, in the order's transaction:
 * the account (the last return takes the order off its average), the books in their lock
 * order, the credit note's number and the bill it partly reverses.
 */
export async function receiptEvent(
  tx: Transaction,
  orderId: string,
  record: OrderRecord,
  returnId: string,
): Promise<OrderEvent> {
  const request = record.returns.find((each) => each.id === returnId);
  if (!request) throw new NotFoundError('Return request not found.');
  if (request.state !== 'approved')
    throw new ConflictError(`This return request is ${request.state}: only an approved one can be marked received.`);
  const standing = await readStandingOrders(tx, record.email);
  const books = await getBooksInLockOrder(
    tx,
    request.items.map((item) => collections.books().doc(item.productId)),
  );
  const now = Timestamp.now();
  const [taken, reverses, store] = await Promise.all([
    takeBillNumber(tx, 'credit-note', now),
    readIssuedBill(tx, orderId),
    readStoreSettings(tx),
  ]);
  const received = { taken, books, standing, store, ...(reverses ? { reverses } : {}) };
  return { kind: isLastReturn(record, request) ? 'last-return-received' : 'return-received', returnId, received };
}

/** PATCH /api/admin/return-requests/{id}: approve, decline, or the parcel received. */
export async function decideReturn(
  returnId: string,
  body: ReturnDecisionBody,
  by: string,
): Promise<OrderStatusChangeResult> {
  const orderId = (await collections.returnRequests().doc(returnId).get()).data()?.orderId;
  if (!orderId) throw new NotFoundError('Return request not found.');
  await moveInItsOwnTransaction(orderId, by, (record, tx) => {
    if (body.decision === 'received') return receiptEvent(tx, orderId, record, returnId);
    const pickup = body.courier && body.awb ? { courier: body.courier, awb: body.awb } : undefined;
    return {
      kind: 'return-decided',
      returnId,
      decision: body.decision,
      reason: body.reason,
      ...(pickup ? { pickup } : {}),
    };
  });
  const order = await getOrder(orderId);
  const request = requestOf(order, returnId);
  const message =
    request.state === 'received'
      ? `Return received: the books are back in stock, credit note ${request.creditNote?.number ?? ''} issued, and ${formatRupees(request.refund)} is to be refunded${order.status === 'returned' ? '. Every book is back: the order is returned.' : '.'}`
      : request.state === 'approved'
        ? 'Return approved; the customer is e-mailed.'
        : 'Return declined; the customer is e-mailed the reason.';
  return { message, order };
}
