import { number, object, type InferType } from 'yup';
import { text } from './fields';
import { isDocumentId } from '../ids';
import { ORDER_STATUSES } from '../order-status';

const STATUS_MESSAGE = `Status must be one of: ${ORDER_STATUSES.join(', ')}.`;

const status = () => text().strict().typeError(STATUS_MESSAGE).oneOf(ORDER_STATUSES, STATUS_MESSAGE);

/** PATCH /api/admin/orders/{id}/status and the owner's status buttons. */
export const orderStatusChangeSchema = object({
  status: status().required('Status is required.'),
});

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** GET /api/admin/orders query: an optional status filter, a cursor from the previous page, a page size. */
export const adminOrdersQuerySchema = object({
  status: status().optional(),
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

export type OrderStatusChange = InferType<typeof orderStatusChangeSchema>;
export type AdminOrdersQuery = InferType<typeof adminOrdersQuerySchema>;
