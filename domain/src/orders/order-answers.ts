import { number, object, string, type InferType } from 'yup';
import { COURIER_IDS } from './couriers';
import { MAIL_KINDS, MAIL_MAX_ATTEMPTS, MAIL_STATES } from '../store/mail';
import { ORDER_STATUSES, RETURN_REASONS, STORE_ACTOR, type OrderStatus } from './order-status';
import { PAYMENT_METHODS } from './payment-methods';
import { LATE_PAYMENT_DECISIONS } from '../money/refunds';
import { REFUND_METHODS } from '../money/refund-methods';
import { cancelRequestAnswerSchema } from './order-cancel';
import type { addressSchema } from './checkout';
import { returnRequestAnswerSchema } from './return-request-answers';
import {
  count,
  flag,
  isoTime,
  listOf,
  oneOfWords,
  plainText,
  rupees,
  storedId,
  wholeNumber,
} from '../shared/answer-fields';
import { described, named } from '../shared/fields';

/** An order's delivery address, as every answer gives it (the checkout's rules: checkout.ts). */
export const addressAnswerSchema = named(
  'Address',
  object({
    street: plainText(),
    city: plainText(),
    country: plainText(),
    state: plainText(),
    zipcode: plainText(),
    landmark: plainText().optional(),
  }),
);
export type Address = InferType<typeof addressAnswerSchema>;
/**
 * The checkout's address takes the same fields (its landmark defaults to ''; an order stored
 * before it existed has none): a field added to one and not the other does not compile.
 */
type CheckoutFields = keyof InferType<typeof addressSchema>;
const _checkoutTakesTheseFields: [CheckoutFields] extends [keyof Address]
  ? [keyof Address] extends [CheckoutFields]
    ? true
    : false
  : false = true;

export const orderLineAnswerSchema = named(
  'OrderLine',
  object({ productId: storedId(), quantity: wholeNumber(), title: plainText(), price: rupees() }),
);
export type OrderLine = InferType<typeof orderLineAnswerSchema>;

const orderStatus = () => oneOfWords(ORDER_STATUSES);

/**
 * One change of an order's status: what, when (ISO) and who: the customer's e-mail for the order
 * itself; for the owner's changes, their username in the owner's views and STORE_ACTOR everywhere else.
 */
export const orderHistoryEntrySchema = named(
  'OrderHistoryEntry',
  object({
    status: orderStatus(),
    at: isoTime(),
    by: plainText(
      `Who made the change: the customer’s e-mail for the order itself; for every later change, \`${STORE_ACTOR}\` in the customer’s answers and the owner’s username in the owner’s.`,
    ),
    note: plainText(
      'What else changed with it: the courier and AWB, a UTR, a return’s reason, a remittance.',
    ).optional(),
  }),
);
export type OrderHistoryEntry = InferType<typeof orderHistoryEntrySchema>;

/** The parcel's courier and consignment number, and the courier's tracking page for it. */
export const shipmentAnswerSchema = named(
  'Shipment',
  object({
    courier: oneOfWords(COURIER_IDS),
    awb: plainText(),
    trackingUrl: plainText('The courier’s tracking page for this AWB (the settings’ template).'),
  }),
);
export type Shipment = InferType<typeof shipmentAnswerSchema>;

/** A UPI payment the shopper reported: the UTR their app showed, and when. */
export const upiPaymentReportSchema = named(
  'UpiPaymentReport',
  object({ utr: plainText().matches(/^[0-9]{12}$/), submittedAt: isoTime() }),
);
export type UpiPaymentReport = InferType<typeof upiPaymentReportSchema>;

/** The courier's deduction, in rupees: the order's COD amount less what it paid over; negative when it paid over more. */
const deduction = () =>
  described(number().defined(), { description: 'The COD amount less amount: the courier’s charges.' });

/** Cash the courier collected on delivery and paid over to the shop (the owner's answers only). */
export const codRemittanceSchema = named(
  'CodRemittance',
  object({
    amount: rupees(),
    deduction: deduction(),
    // The courier's remittance date.
    date: plainText().matches(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/),
    reference: plainText(),
    recordedAt: isoTime(),
  }),
);
export type CodRemittance = InferType<typeof codRemittanceSchema>;

/** What an order keeps of its bill of supply or credit note. */
export const billReferenceSchema = named(
  'BillReference',
  object({
    // A JSON Schema pattern: a RegExp's source would escape its slashes. The year is written
    // short (26-27) since issue 39; bills issued before keep theirs (2026-27).
    number: described(plainText('BS/26-27/000123 (BS/2026-27/000123 for a bill issued before the 16-character form)'), {
      jsonSchema: { pattern: '^(BS|CN)/([0-9]{2}){1,2}-[0-9]{2}/[0-9]{6,7}$' },
    }),
    issuedAt: isoTime(),
  }),
);
export type BillReference = InferType<typeof billReferenceSchema>;

/** A refund the owner recorded as paid (issue 39 §1). */
export const refundAnswerSchema = named(
  'Refund',
  object({
    amount: rupees(),
    method: oneOfWords(REFUND_METHODS),
    reference: plainText('A UPI refund’s 12-digit UTR; the bank reference or receipt number of the others.'),
    refundedAt: isoTime(),
  }),
);
export type Refund = InferType<typeof refundAnswerSchema>;

/** A UTR the shopper sent after the order's payment window closed, kept for the owner's check. */
export const latePaymentAnswerSchema = named(
  'LatePayment',
  object({
    utr: plainText().matches(/^[0-9]{12}$/),
    submittedAt: isoTime(),
    decision: oneOfWords(
      LATE_PAYMENT_DECISIONS,
      'The owner’s check; left out while it waits. “received” makes the whole total owed back.',
    ).optional(),
    decidedAt: isoTime().optional(),
  }),
);
export type LatePayment = InferType<typeof latePaymentAnswerSchema>;

export const orderAnswerSchema = named(
  'Order',
  object({
    _id: storedId(),
    name: plainText(),
    email: plainText('The signed-in customer’s e-mail, lower-cased.'),
    phone: plainText(),
    address: addressAnswerSchema.defined(),
    products: listOf(orderLineAnswerSchema),
    productIds: listOf(storedId()),
    number: wholeNumber(
      1,
      'The order’s number as people read it (#1042), sequential; orders placed before numbers existed have none.',
    ).optional(),
    paymentMethod: oneOfWords(PAYMENT_METHODS),
    subtotal: rupees('The books, priced by the server. Rupees.'),
    shippingCharge: rupees(),
    codFee: rupees('Cash on delivery orders only; 0 for UPI.'),
    totalPrice: rupees('subtotal + shippingCharge + codFee - discount.'),
    // Issue 43 §2: a coupon's discount, its own line; left out when the order used none.
    discount: rupees('The coupon’s discount, in rupees.').optional(),
    couponCode: plainText('The coupon the discount is for, upper-case.').optional(),
    status: orderStatus(),
    history: listOf(
      orderHistoryEntrySchema,
      'Oldest first; the first entry is the order’s creation (pending, or awaiting-payment for UPI).',
    ),
    createdAt: isoTime(),
    paymentDueAt: isoTime('UPI: an order still awaiting payment then is cancelled and restocked.').optional(),
    payment: upiPaymentReportSchema.optional(),
    shipment: shipmentAnswerSchema.optional(),
    returnReason: oneOfWords(RETURN_REASONS).optional(),
    // Issue 37: the server took the phone from the ID token.
    phoneVerified: flag(
      'True when the phone is the number the account proved with a one-time code (taken from the ID token).',
    ).optional(),
    cashPending: flag('Cash on delivery, delivered: true until the courier’s remittance is recorded.').optional(),
    remittance: codRemittanceSchema.optional(),
    // Once issued: the bill when shipped or paid by UPI, the credit note when a billed order is undone.
    bill: billReferenceSchema.optional(),
    creditNote: billReferenceSchema.optional(),
    // Issue 39 §1: what the shop owes back.
    refundOwed: rupees(
      'The whole amount owed back, fixed when the order left the sale (cancelled, returned, a late payment received); 0 when nothing is owed. It does not fall as refunds are recorded.',
    ),
    refunds: listOf(refundAnswerSchema, 'Refunds recorded, oldest first.'),
    refundOutstanding: rupees('refundOwed less the refunds recorded.'),
    refundDueBy: isoTime(
      'When the refund owed is to be paid by: when it became owed plus the settings’ refund days.',
    ).optional(),
    latePayment: latePaymentAnswerSchema.optional(),
    // Issue 40 §1: the customer asked to cancel (done at once, or with the payment's check).
    cancelRequest: cancelRequestAnswerSchema.optional(),
    // Issue 40 §2: the customer's return requests, oldest first; left out while there is none.
    returns: listOf(returnRequestAnswerSchema, 'Return requests, oldest first, with their states.').optional(),
  }),
  'An order. Cash on delivery: pending → confirmed → shipped → delivered. UPI: awaiting-payment → payment-submitted (the shopper’s UTR) → confirmed (the owner’s check; “not received” goes back to awaiting-payment), then as COD. Cancelled from any status before shipped; returned from shipped or delivered.',
);
export type Order = InferType<typeof orderAnswerSchema>;

/** GET /api/admin/orders: one page, newest first; pass `nextCursor` back for the next. */
export const adminOrdersPageSchema = named(
  'AdminOrdersPage',
  object({
    orders: listOf(orderAnswerSchema),
    nextCursor: described(string().nullable().defined(), {
      description: 'Pass back as `cursor` for the next page; null on the last page.',
    }),
  }),
);
export type AdminOrdersPage = InferType<typeof adminOrdersPageSchema>;

/** PATCH /api/admin/orders/:id/status, and the owner's other moves of one order. */
export const orderStatusChangeResultSchema = named(
  'OrderStatusChangeResult',
  object({ message: plainText(), order: orderAnswerSchema.defined() }),
);
export type OrderStatusChangeResult = InferType<typeof orderStatusChangeResultSchema>;

/** POST /api/orders/{id}/cancel: what happened, in the customer's words, and the order as it is now. */
export const orderCancelResultSchema = named(
  'OrderCancelResult',
  object({ message: plainText(), order: orderAnswerSchema.defined() }),
);
export type OrderCancelResult = InferType<typeof orderCancelResultSchema>;

/** POST /api/admin/remittances/import: what the courier's file did, row by row. */
export const remittanceImportResultSchema = named(
  'RemittanceImportResult',
  object({
    remitted: listOf(
      object({
        line: wholeNumber(1),
        awb: plainText(),
        orderId: storedId(),
        order: plainText('The order’s number (#1042), or its id for an order without one.'),
        amount: rupees(),
        due: rupees(),
        deduction: deduction(),
        note: plainText('“short by ₹40.00” or “over by ₹5.00”.').optional(),
      }),
    ),
    mismatches: listOf(
      object({ line: wholeNumber(1), awb: plainText(), problem: plainText(), orderId: storedId().optional() }),
      'Every row that changed nothing, by line, with its problem.',
    ),
  }),
);
export type RemittanceImportResult = InferType<typeof remittanceImportResultSchema>;

const nullableTime = (description: string) => isoTime(description).nullable();

/**
 * GET /api/admin/orders/:id/mail: one e-mail about the order, as the owner's order page shows
 * it (no bodies). Times are ISO strings.
 */
export const orderMailSchema = named(
  'OrderMail',
  object({
    _id: storedId(),
    kind: oneOfWords(MAIL_KINDS, 'What the e-mail is about.'),
    orderStatus: described(string<OrderStatus>().oneOf(ORDER_STATUSES).nullable().defined(), {
      description: 'For an `order-status` e-mail, the status it announces; null for any other.',
    }),
    to: listOf(plainText()),
    subject: plainText(),
    state: oneOfWords(
      MAIL_STATES,
      'PENDING: queued; PROCESSING: being sent; RETRY: failed, tried again at `nextAttemptAt`; SUCCESS: sent; ERROR: failed on every try.',
    ),
    attempts: count(`Tries since it was queued or last resent; at most ${MAIL_MAX_ATTEMPTS}.`),
    error: described(string().nullable().defined(), {
      description: 'The last try’s failure while RETRY or ERROR; null otherwise.',
    }),
    createdAt: isoTime(),
    endedAt: nullableTime('When the last try ended (for SUCCESS, when it was sent); null before any.'),
    nextAttemptAt: nullableTime('While RETRY: when it is tried again; null otherwise.'),
  }),
  'One e-mail about an order, without its bodies.',
);
export type OrderMail = InferType<typeof orderMailSchema>;

/** POST /api/admin/mail/:id/resend: what the new try did, and the e-mail's state after it. */
export const resendMailResultSchema = named(
  'ResendMailResult',
  object({
    message: plainText('"Sent again.", or "Still failing: <error>; it will be retried at <time>." and the like.'),
    mail: orderMailSchema.defined(),
  }),
);
export type ResendMailResult = InferType<typeof resendMailResultSchema>;
