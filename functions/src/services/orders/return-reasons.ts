import {
  canMoveTo,
  defaultReturnReason,
  returnReasonFits,
  type OrderStatus,
  type ReturnReason,
} from '@bookstore/domain';
import type { OrderRecord } from '../../db/orders';
import { InvalidInputError } from '../errors';

/** Why `reason` does not fit a return from `from`, for the owner. */
const returnReasonMisfit = (from: OrderStatus, reason: ReturnReason) =>
  reason === 'rto'
    ? `An order that is ${from} cannot come back as refused or undeliverable (rto): that is a return from shipped, before delivery. A delivered order comes back as customer-return.`
    : `An order that is ${from} cannot come back as returned by the customer (customer-return): that is a return from delivered. A parcel that never reached the customer comes back as rto.`;

/** The return's reason, said or by default; a reason that does not fit the move is refused. */
export function returnReasonOf(record: OrderRecord, event: { returnReason?: ReturnReason }): ReturnReason {
  const reason = event.returnReason ?? defaultReturnReason(record.status);
  if (canMoveTo(record.status, 'returned') && !returnReasonFits(record.status, reason)) {
    const message = returnReasonMisfit(record.status, reason);
    throw new InvalidInputError(message, { returnReason: message });
  }
  return reason;
}
