import { boolean, number, object, type InferType } from 'yup';
import { emailAddress, named, text, trimmedText } from '../shared/fields';
import { isDocumentId } from '../shared/ids';
import { utrField } from '../money/utr';
import { parseOrderNumber } from './order-reference';
import { ORDER_STATUSES, RETURN_REASONS, type ReturnReason } from './order-status';
import { AWB_MESSAGE, AWB_PATTERN, COURIER_IDS, type CourierId } from './couriers';

const STATUS_MESSAGE = `Status must be one of: ${ORDER_STATUSES.join(', ')}.`;

const status = () => text().strict().typeError(STATUS_MESSAGE).oneOf(ORDER_STATUSES, STATUS_MESSAGE);

const COURIER_MESSAGE = `Courier must be one of: ${COURIER_IDS.join(', ')}.`;
const courier = () => text().strict().typeError(COURIER_MESSAGE).oneOf<CourierId>(COURIER_IDS, COURIER_MESSAGE);
const awb = () =>
  trimmedText()
    .typeError(AWB_MESSAGE)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
    .max(30, AWB_MESSAGE)
    .matches(AWB_PATTERN, AWB_MESSAGE);
const RETURN_REASON_MESSAGE = `Return reason must be one of: ${RETURN_REASONS.join(', ')}.`;

/**
 * PATCH /api/admin/orders/{id}/status and the owner's status buttons. Marking an order shipped
 * may name its courier and AWB; a return may say why (rto only from shipped,
 * customer-return only from delivered; said by default); confirming a UPI order the shopper sent
 * no UTR for names the UTR on the bank statement. Fields that do not belong to the move are
 * refused, not ignored.
 */
export const orderStatusChangeSchema = named(
  'OrderStatusChange',
  object({
    status: status().required('Status is required.'),
    // Both or neither (the test below): a parcel handed over without a consignment number (by
    // hand, by ordinary post) still ships, and the original body ({ status }) still works. The
    // owner's form asks for both.
    courier: courier().when('status', {
      is: (to: unknown) => to !== 'shipped',
      then: (field) =>
        field.test('only-shipped', 'A courier is given only when marking an order shipped.', (v) => v === undefined),
    }),
    awb: awb().when('status', {
      is: (to: unknown) => to !== 'shipped',
      then: (field) =>
        field.test('only-shipped', 'An AWB is given only when marking an order shipped.', (v) => v === undefined),
    }),
    returnReason: text()
      .strict()
      .typeError(RETURN_REASON_MESSAGE)
      .oneOf<ReturnReason>(RETURN_REASONS, RETURN_REASON_MESSAGE)
      .when('status', {
        is: 'returned',
        then: (field) => field.optional(),
        otherwise: (field) =>
          field.test(
            'only-returned',
            'A return reason is given only when marking an order returned.',
            (v) => v === undefined,
          ),
      }),
    // The owner confirming a UPI order the shopper sent no UTR for types the one on the bank
    // statement; the server asks for it where the order needs it.
    utr: utrField().when('status', {
      is: (to: unknown) => to !== 'confirmed',
      then: (field) =>
        field.test('only-confirmed', 'A UTR is given only when marking an order paid.', (v) => v === undefined),
    }),
  }).test('courier-with-awb', 'Give the courier and the AWB together.', function (change) {
    if (!change || change.status !== 'shipped' || (change.courier === undefined) === (change.awb === undefined))
      return true;
    return change.courier === undefined
      ? this.createError({ path: 'courier', message: 'Choose the courier.' })
      : this.createError({ path: 'awb', message: 'The AWB (consignment number) is required.' });
  }),
);

/** PUT /api/admin/orders/{id}/shipment: the owner corrects the courier or the AWB of a shipped order. */
export const shipmentSchema = named(
  'ShipmentChange',
  object({
    courier: courier().required('Choose the courier.'),
    awb: awb().required('The AWB (consignment number) is required.'),
  }),
);

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** A customer's e-mail as the owner types it; orders store it lower-cased. */
const customerEmail = () =>
  emailAddress()
    .typeError('Email must be text.')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** A filter that is on with `true` and off when absent; `false` would read as "off" too, so it is refused. */
const onlyTrue = (name: string) =>
  boolean()
    .transform((_value: unknown, original: unknown) =>
      original === 'true' ? true : original === 'false' ? false : original,
    )
    .typeError(`${name} must be true.`)
    .test('only-true', `${name} must be true.`, (v) => v === undefined || v)
    .optional();

/**
 * GET /api/admin/orders query: optional status and customer e-mail filters, a cursor from the
 * previous page, a page size.
 */
export const adminOrdersQuerySchema = named(
  'AdminOrdersQuery',
  object({
    status: status().optional(),
    // The owner's search by the number a customer reads out: "1042" or "#1042" (URL-encoded).
    number: number()
      .transform((_value: unknown, original: unknown) =>
        typeof original === 'string' ? (parseOrderNumber(original) ?? Number.NaN) : original,
      )
      .typeError('number must be an order number, like 1042 or #1042.')
      .integer('number must be an order number, like 1042 or #1042.')
      .min(1, 'number must be an order number, like 1042 or #1042.')
      .optional(),
    // Delivered COD orders whose cash the courier has not paid over yet (the "Cash pending" view).
    cashPending: boolean()
      .transform((_value: unknown, original: unknown) =>
        original === 'true' ? true : original === 'false' ? false : original,
      )
      .typeError('cashPending must be true or false.')
      .optional(),
    // Orders with a refund outstanding (the daily queue's "Refunds to make"); only true filters.
    refundOutstanding: onlyTrue('refundOutstanding'),
    // Orders with a UTR sent after they were cancelled, not yet decided ("Late payments to check").
    latePayment: onlyTrue('latePayment'),
    // Orders with a return request waiting for the owner (the daily queue's "Return requests").
    returnsOpen: onlyTrue('returnsOpen'),
    email: customerEmail().optional(),
    cursor: text()
      .strict()
      .typeError('cursor must be text.')
      .test('document-id', 'cursor is not valid.', (v) => v === undefined || isDocumentId(v))
      .optional(),
    // Query strings are text; a number in text form is what a page size looks like here.
    limit: number()
      .transform((_value: unknown, original: unknown) =>
        typeof original === 'string' && /^\d+$/.test(original) ? Number(original) : original,
      )
      .typeError('limit must be a whole number from 1 to 100.')
      .integer('limit must be a whole number from 1 to 100.')
      .min(1, 'limit must be a whole number from 1 to 100.')
      .max(100, 'limit must be a whole number from 1 to 100.')
      .default(ADMIN_ORDERS_PAGE_SIZE),
  }),
);

/** The owner's tools for one customer: look up, cancel their open orders, block, unblock. */
export const customerEmailSchema = named(
  'CustomerEmail',
  object({ email: customerEmail().required('Email is required.') }),
);

export type OrderStatusChange = InferType<typeof orderStatusChangeSchema>;
export type ShipmentChange = InferType<typeof shipmentSchema>;
export type AdminOrdersQuery = InferType<typeof adminOrdersQuerySchema>;
export type CustomerEmail = InferType<typeof customerEmailSchema>;
