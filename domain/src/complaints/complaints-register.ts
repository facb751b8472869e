import type { InferType } from 'yup';
import { ordersExportQuerySchema } from '../orders/orders-export';

/**
 * GET /api/admin/reports/complaints: the tickets opened on the store's calendar
 * days `from` to `to`, both included, as a CSV the owner keeps as the record rule 4(5) of the
 * E-Commerce Rules 2020 asks for: when each was acknowledged (at once, when opened), answered
 * and redressed, against its deadlines. The range is read as the other registers read theirs.
 */
export const complaintsRegisterQuerySchema = ordersExportQuerySchema;
export type ComplaintsRegisterQuery = InferType<typeof complaintsRegisterQuerySchema>;

/**
 * The register's columns. Instants are ISO 8601 on the store's clock with its offset, empty when
 * the event has not happened; `answerLate` and `resolveLate` are "yes" or "no" as of the
 * download; `complaint` is the customer's first message as written.
 */
export const COMPLAINTS_REGISTER_COLUMNS = [
  'ticket',
  'opened',
  'customer',
  'orderNumber',
  'subject',
  'status',
  'answerBy',
  'answeredAt',
  'answerLate',
  'resolveBy',
  'resolvedAt',
  'resolveLate',
  'closedAt',
  'messages',
  'complaint',
] as const;
export type ComplaintsRegisterColumn = (typeof COMPLAINTS_REGISTER_COLUMNS)[number];
