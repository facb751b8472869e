import { number, object, type InferType } from 'yup';
import { emailAddress, text } from './fields';
import { isDocumentId } from '../ids';
import { ORDER_STATUSES } from '../order-status';

const STATUS_MESSAGE = `Status must be one of: ${ORDER_STATUSES.join(', ')}.`;

const status = () => text().strict().typeError(STATUS_MESSAGE).oneOf(ORDER_STATUSES, STATUS_MESSAGE);

/** PATCH /api/admin/orders/{id}/status and the owner's status buttons. */
export const orderStatusChangeSchema = object({
  status: status().required('Status is required.'),
});

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** A customer's e-mail as the owner types it; orders store it lower-cased. */
const customerEmail = () =>
  emailAddress()
    .typeError('Email must be text.')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/**
 * GET /api/admin/orders query: optional status and customer e-mail filters, a cursor from the
 * previous page, a page size.
 */
export const adminOrdersQuerySchema = object({
  status: status().optional(),
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
});

/** The owner's tools for one customer: look up, cancel their open orders, block, unblock. */
export const customerEmailSchema = object({
  email: customerEmail().required('Email is required.'),
});

export type OrderStatusChange = InferType<typeof orderStatusChangeSchema>;
export type AdminOrdersQuery = InferType<typeof adminOrdersQuerySchema>;
export type CustomerEmail = InferType<typeof customerEmailSchema>;
