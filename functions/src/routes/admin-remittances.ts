import {
  manualRemittanceSchema,
  orderStatusChangeResultSchema,
  REMITTANCE_IMPORT_LIMITS,
  remittanceImportResultSchema,
  remittanceImportSchema,
} from '@bookstore/domain';
import { NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { orderIdParam } from '../http/route-ids';
import { json, ORDER_ID } from '../openapi/answers';
import { importRemittances as importFile, recordRemittance as record } from '../services/orders/order-actions';

/* Cash from the courier: a delivered COD order's cash, recorded by hand or by file. */

/**
 * A courier's remittance file (at most 2 MB) as a JSON string: escaping can double a CSV's
 * quotes and line ends, so twice the file, and a little for the rest of the body.
 */
export const REMITTANCE_BODY_LIMIT_BYTES = 2 * REMITTANCE_IMPORT_LIMITS.bytes + 16 * 1024;

export const importRemittances = endpoint({
  operationId: 'importRemittances',
  method: 'post',
  path: '/api/admin/remittances/import',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Import a courier’s COD remittance file',
  description: `Matches each row to its order by AWB (read in batches) and marks a delivered COD order, or one delivered and returned since, remitted with the row's amount; a difference from the order's total is the courier's deduction, listed as “short by ₹X” or “over by ₹X”. Orders are marked in small transactions that check each again. Every other row is listed with its problem: unreadable, an unknown AWB, an order not delivered, prepaid or already remitted. The same file imported twice changes nothing the second time. At most ${REMITTANCE_IMPORT_LIMITS.rows} rows.`,
  body: remittanceImportSchema,
  bodyLimit: REMITTANCE_BODY_LIMIT_BYTES,
  answers: { '200': json('What the file did.', remittanceImportResultSchema) },
  handle: ({ body, req }) => importFile(body.file, req.admin!.username),
});

export const recordRemittance = endpoint({
  operationId: 'recordRemittance',
  method: 'post',
  path: '/api/admin/orders/{id}/remittance',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Mark one delivered COD order’s cash remitted',
  description:
    '`amount` is what the courier paid over (left out: the order’s whole total); the difference is recorded as the courier’s deduction. A prepaid, undelivered or already remitted order is a 409. The remittance is the owner’s alone: the customer’s answers and their Firestore copy of the order never show it.',
  params: { id: { description: ORDER_ID } },
  body: manualRemittanceSchema,
  answers: {
    '200': json('Recorded.', orderStatusChangeResultSchema),
    '404': 'NotFound',
    '409': 'Conflict',
  },
  handle: async ({ params, body, req }) => ({
    message: 'The cash is recorded as remitted.',
    order: await record(orderIdParam(params.id), body, req.admin!.username),
  }),
});
