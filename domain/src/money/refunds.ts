import { number, object, type InferType } from 'yup';
import type { OrderStatus, ReturnReason } from '../orders/order-status';
import type { PaymentMethod } from '../orders/payment-methods';
import { hasAtMostTwoDecimals, MAX_PRICE, toPaise } from './money';
import { REFUND_METHODS, type RefundMethod } from './refund-methods';
import { UTR_MESSAGE, UTR_PATTERN } from './utr';
import { named, text, trimmedText } from '../shared/fields';

/*
 * Refunds (decision 050): what the shop owes back when an order whose money it
 * holds leaves the sale, and the owner's record of paying it.
 */

const METHOD_MESSAGE = `Method must be one of: ${REFUND_METHODS.join(', ')}.`;
export const REFUND_REFERENCE_MAX = 100;

/** POST /api/admin/orders/{id}/refunds and the order page's "Record refund" form. */
export const refundRecordSchema = named(
  'RefundRecord',
  object({
    amount: number()
      .strict()
      .typeError('The amount must be a number.')
      .required('The amount is required.')
      .test('finite', 'The amount must be a finite number.', (v) => v === undefined || Number.isFinite(v))
      .positive('The amount must be greater than zero.')
      .max(MAX_PRICE, `The amount must be at most ${MAX_PRICE}.`)
      .test(
        'two-decimals',
        'The amount may have at most 2 decimals.',
        (v) => v === undefined || hasAtMostTwoDecimals(v),
      ),
    method: text()
      .strict()
      .typeError(METHOD_MESSAGE)
      .required('Choose how the refund was paid.')
      .oneOf<RefundMethod>(REFUND_METHODS, METHOD_MESSAGE),
    // A UPI refund's reference is its UTR (spaces and dashes taken out, as the shopper's is);
    // a transfer's or cash's is whatever the owner keeps (a bank reference, a receipt number).
    reference: trimmedText()
      .typeError('The reference must be text.')
      .required('The reference is required (the UTR, the bank reference or a receipt number).')
      .max(REFUND_REFERENCE_MAX, `The reference must be at most ${REFUND_REFERENCE_MAX} characters.`)
      .when('method', {
        is: 'upi',
        then: (field) =>
          field
            .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value))
            .matches(UTR_PATTERN, `A UPI refund’s reference is its UTR. ${UTR_MESSAGE}`),
      }),
  }),
);
export type RefundRecord = InferType<typeof refundRecordSchema>;

export const LATE_PAYMENT_DECISIONS = ['received', 'not-received'] as const;
export type LatePaymentDecision = (typeof LATE_PAYMENT_DECISIONS)[number];
const DECISION_MESSAGE = `Decision must be one of: ${LATE_PAYMENT_DECISIONS.join(', ')}.`;

/** POST /api/admin/orders/{id}/late-payment: the owner's check of a UTR sent after the deadline. */
export const latePaymentDecisionSchema = named(
  'LatePaymentDecisionBody',
  object({
    decision: text()
      .strict()
      .typeError(DECISION_MESSAGE)
      .required('Say whether the payment was received.')
      .oneOf<LatePaymentDecision>(LATE_PAYMENT_DECISIONS, DECISION_MESSAGE),
  }),
);
export type LatePaymentDecisionBody = InferType<typeof latePaymentDecisionSchema>;

/** The settings' return policy (store-settings.ts `refunds`). */
export interface RefundPolicy {
  /** A customer's return: the shop keeps shipping and the COD fee. */
  keepChargesOnReturn: boolean;
  /** A refused prepaid parcel: the shop keeps shipping and the COD fee. */
  keepChargesOnRefusal: boolean;
}

export interface OrderLeavingTheSale {
  paymentMethod: PaymentMethod;
  /** The status it leaves. */
  from: OrderStatus;
  /** cancelled or returned */
  to: OrderStatus;
  returnReason?: ReturnReason;
  totalPrice: number;
  shippingCharge: number;
  codFee: number;
  /**
   * The charges the customer paid, in paise: a free-shipping coupon's shipping was never paid
   * (decision 077). Orders placed before the split was recorded leave it out: shipping and COD fee.
   */
  chargesPaidPaise?: number;
}

/**
 * The paise owed back when an order leaves the sale (cancelled or returned), 0 when the shop
 * holds none of its money. A UPI order holds its money once the owner confirmed it (confirmed,
 * then shipped, delivered); a COD order once it was delivered (the courier took the cash).
 * Parcels never delivered and unpaid orders owe nothing. The policy keeps the charges (shipping
 * and the COD fee) on a customer's return or a refused prepaid parcel when it says so; a paid
 * order cancelled before it ships is owed whole.
 */
export function refundOwedPaise(order: OrderLeavingTheSale, policy: RefundPolicy): number {
  if (order.to !== 'cancelled' && order.to !== 'returned') return 0;
  const paid =
    order.paymentMethod === 'upi'
      ? order.from === 'confirmed' || order.from === 'shipped' || order.from === 'delivered'
      : order.from === 'delivered';
  if (!paid) return 0;
  const total = toPaise(order.totalPrice);
  if (order.to === 'cancelled') return total;
  const keeps =
    order.returnReason === 'rto'
      ? policy.keepChargesOnRefusal
      : order.returnReason === 'customer-return'
        ? policy.keepChargesOnReturn
        : false;
  const charges = order.chargesPaidPaise ?? toPaise(order.shippingCharge) + toPaise(order.codFee);
  return keeps ? Math.max(0, total - charges) : total;
}
