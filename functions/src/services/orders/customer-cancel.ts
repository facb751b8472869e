import {
  CUSTOMER_CANCELLABLE,
  formatRupees,
  formatStoreDate,
  orderReference,
  type Order,
  type OrderCancelRequest,
  type OrderStatus,
} from '@bookstore/domain';
import { orderFromRecord, type OrderRecord } from '../../db/orders';
import { ConflictError, NotFoundError } from '../errors';
import { moveInItsOwnTransaction } from './order-lifecycle';
import type { OrderEvent } from './order-moves';
import { customerView } from './order-views';

/**
 * POST /api/orders/{id}/cancel (decision 053): the customer cancels their own order
 * before it ships. Unpaid, or paid and confirmed, it is cancelled at once (the move restocks,
 * e-mails, and owes back what the shop holds); a UTR waiting for the owner's check makes it a
 * request the check settles (`accepted`: the answer is a 202).
 */
export async function cancelByCustomer(
  orderId: string,
  request: OrderCancelRequest,
  customerEmail: string,
): Promise<{ accepted: boolean; message: string; order: Order }> {
  const moved = await moveInItsOwnTransaction(orderId, customerEmail, (record) => {
    // Someone else's order is not found: its existence is not theirs to learn.
    if (record.email !== customerEmail) throw new NotFoundError('Order not found.');
    return customersEvent(record, request, orderReference({ _id: orderId, number: record.number }));
  });
  const order = customerView(orderFromRecord(orderId, moved));
  const accepted = order.status === 'payment-submitted';
  return { accepted, message: accepted ? requestSent(order) : cancelled(order), order };
}

function customersEvent(record: OrderRecord, request: OrderCancelRequest, reference: string): OrderEvent {
  if (!CUSTOMER_CANCELLABLE.includes(record.status)) throw new ConflictError(tooLate(reference, record.status));
  // The money may be in: the owner's check of the payment settles the request.
  if (record.status === 'payment-submitted') return { kind: 'cancel-requested', request };
  return { kind: 'customer-cancelled', request };
}

/** Why an order past its cancel cannot be cancelled, and where to turn instead. */
function tooLate(reference: string, status: OrderStatus): string {
  switch (status) {
    case 'shipped':
      return `Order ${reference} has shipped, so it can no longer be cancelled: once it is delivered you can request a return from your orders page.`;
    case 'delivered':
      return `Order ${reference} has been delivered, so it can no longer be cancelled: you can request a return from your orders page.`;
    case 'returned':
      return `Order ${reference} has been returned already: there is nothing to cancel.`;
    default:
      return `Order ${reference} is already cancelled.`;
  }
}

function cancelled(order: Order): string {
  const reference = orderReference(order);
  if (order.refundOwed > 0 && order.refundDueBy)
    return `Order ${reference} is cancelled. We will refund ${formatRupees(order.refundOwed)} by ${formatStoreDate(order.refundDueBy)}.`;
  return `Order ${reference} is cancelled. There is nothing to pay.`;
}

const requestSent = (order: Order) =>
  `Your request to cancel order ${orderReference(order)} is sent to the shop. We are still checking your payment: once it is checked, the order is cancelled and any money received refunded.`;
