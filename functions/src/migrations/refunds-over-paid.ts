import { fromPaise, toPaise } from '@bookstore/domain';
import { collections } from '../db/collections';

/** An order that owes back more than it was paid, as the report lists it. */
export interface OverpaidRefund {
  orderId: string;
  number?: number;
  couponCode?: string;
  totalPrice: number;
  refundOwed: number;
  /** What has gone back already, by the refunds recorded. */
  refunded: number;
}

/**
 * A report, and it changes nothing: the orders whose refund owed exceeds what they were paid.
 * Returns received before decision 077 owed their books at the line price and paid back the
 * coupon's discount; the state machine now refuses any move that owes more than was paid, but
 * what such an order already owes stays as it was, for the owner to settle by hand (the decision
 * note says how). A second run lists the same orders until the owner has dealt with them.
 */
export async function reportRefundsOverPaid(): Promise<OverpaidRefund[]> {
  const owing = await collections.orders().where('refundOwed', '>', 0).get();
  return owing.docs
    .map((doc) => ({ id: doc.id, record: doc.data() }))
    .filter(({ record }) => toPaise(record.refundOwed) > toPaise(record.totalPrice))
    .map(({ id, record }) => ({
      orderId: id,
      ...(record.number ? { number: record.number } : {}),
      ...(record.couponCode ? { couponCode: record.couponCode } : {}),
      totalPrice: record.totalPrice,
      refundOwed: record.refundOwed,
      refunded: fromPaise(record.refunds.reduce((sum, refund) => sum + toPaise(refund.amount), 0)),
    }));
}
