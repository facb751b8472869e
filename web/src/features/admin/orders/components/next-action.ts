import type { Order, OrderStatus } from '@bookstore/domain';
import { actionLabel } from './order-status-actions';
import { settlesCancel } from './customer-cancel-request';
import type { OrderAct } from '../hooks/order-act';

/**
 * The one thing an order waits on the owner for, as its card on the phone's list offers it: a
 * move the order page makes with one tap runs on the card (`run`); one that needs a form (the
 * courier and AWB, a remittance, a refund) opens the order page with that form open (`open`).
 */
export type NextAction =
  { kind: 'run'; label: string; to: OrderStatus } | { kind: 'open'; label: string; act: OrderAct };

/**
 * Money first: a refund outstanding or a courier's cash pending is owed whatever the status.
 * Then the lifecycle: a payment to check, an order to confirm, to ship, to deliver. An order
 * waiting on its shopper (awaiting payment) or at its end has none.
 */
export function nextAction(order: Order): NextAction | undefined {
  if (order.refundOutstanding > 0) return { kind: 'open', label: 'Refund', act: 'refund' };
  if (order.cashPending) return { kind: 'open', label: 'Record remittance', act: 'remit' };
  switch (order.status) {
    case 'payment-submitted':
      return { kind: 'run', label: actionLabel(order.status, 'confirmed', settlesCancel(order)), to: 'confirmed' };
    case 'pending':
      return { kind: 'run', label: actionLabel(order.status, 'confirmed'), to: 'confirmed' };
    case 'confirmed':
      return { kind: 'open', label: 'Ship', act: 'ship' };
    case 'shipped':
      return { kind: 'run', label: actionLabel(order.status, 'delivered'), to: 'delivered' };
    default:
      return undefined;
  }
}
