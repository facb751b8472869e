import {
  adminBooksQuerySchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  adminStatsSchema,
  bookAnswerSchema,
  bookPageSchema,
  orderAnswerSchema,
  orderStatusChangeResultSchema,
  orderStatusChangeSchema,
  shipmentSchema,
} from '@bookstore/domain';
import { NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { bookIdParam, orderIdParam } from '../http/route-ids';
import { BOOK_ID, json, ORDER_ID } from '../openapi/answers';
import { adminBooks, getBook } from '../services/catalog/books';
import { changeOrderStatus as changeStatus, correctShipment as correct } from '../services/orders/order-actions';
import { getOrder, listOrders } from '../services/orders/order-reads';
import { getAdminStats as stats } from '../services/statistics/stats';

export const getAdminStats = endpoint({
  operationId: 'getAdminStats',
  method: 'get',
  path: '/api/admin',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'The owner’s overview',
  answers: {
    '200': json(
      'Sales figures, trending and low-stock books, open orders, visits, customers by average order and sales by genre.',
      adminStatsSchema,
    ),
  },
  handle: () => stats(),
});

/*
 * The owner's own views of the books. The public catalog answers may come from the Hosting
 * CDN for a minute, so the owner would see a deleted book come back after the refetch; these
 * are private, no-store, and catch the index up with Firestore on every request.
 */

export const listAdminBooks = endpoint({
  operationId: 'listAdminBooks',
  method: 'get',
  path: '/api/admin/books',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Manage Books: newest first, optionally searched, a page at a time, never from a cache',
  description:
    'The owner’s screens read this, not the CDN-cached catalog, so a deleted book does not come back for a minute.',
  query: adminBooksQuerySchema,
  answers: { '200': json('One page, with the total.', bookPageSchema) },
  handle: ({ query }) => adminBooks(query),
});

export const getAdminBook = endpoint({
  operationId: 'getAdminBook',
  method: 'get',
  path: '/api/admin/books/{id}',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'One book, never from a cache',
  params: { id: { description: BOOK_ID } },
  answers: { '200': json('The book.', bookAnswerSchema), '404': 'NotFound' },
  handle: ({ params }) => getBook(bookIdParam(params.id)),
});

export const listAdminOrders = endpoint({
  operationId: 'listAdminOrders',
  method: 'get',
  path: '/api/admin/orders',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Orders, newest first, a page at a time',
  query: adminOrdersQuerySchema,
  queryParameters: [
    'status',
    {
      field: 'cashPending',
      description: 'true: only delivered cash-on-delivery orders whose cash the courier has not paid over yet.',
    },
    {
      field: 'refundOutstanding',
      description: 'true: only orders with a refund still to pay (the daily queue’s “Refunds to make”).',
    },
    {
      field: 'latePayment',
      description:
        'true: only cancelled orders with a UTR sent after their time to pay, not yet marked received or not (the daily queue’s “Late payments to check”).',
    },
    { field: 'number', description: 'The order with this number (1042 or #1042); the other filters are then ignored.' },
    { field: 'email', description: 'Only this customer’s orders (case-insensitive).' },
    { field: 'cursor', description: 'The `nextCursor` of the previous page.' },
    'limit',
  ],
  answers: { '200': json('One page.', adminOrdersPageSchema) },
  handle: ({ query }) => listOrders(query),
});

export const getAdminOrder = endpoint({
  operationId: 'getAdminOrder',
  method: 'get',
  path: '/api/admin/orders/{id}',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'One order',
  params: { id: { description: ORDER_ID } },
  answers: { '200': json('The order.', orderAnswerSchema), '404': 'NotFound' },
  handle: ({ params }) => getOrder(orderIdParam(params.id)),
});

export const changeOrderStatus = endpoint({
  operationId: 'changeOrderStatus',
  method: 'patch',
  path: '/api/admin/orders/{id}/status',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Move an order along its lifecycle',
  description:
    'A cancel or a return puts the copies back on the shelf and takes the order out of the sales figures (in the month it was placed), in the same transaction; a paid order that leaves the sale owes its refund (`refundOwed`, by the settings’ return policy). An order whose UTR waits for the check cannot be cancelled until it is marked paid or not received. Shipped with a courier and AWB, the order gets its tracking link; delivered by cash on delivery, its cash is pending until remitted. A UPI order is confirmed when its payment is found, or sent back to awaiting-payment (“not received”), which frees its UTR. If its customer asked to cancel while the UTR waited (`cancelRequest`), the check settles the request: paid, it is cancelled with its whole total owed back; not received, it is cancelled unpaid.',
  params: { id: { description: ORDER_ID } },
  body: orderStatusChangeSchema,
  answers: {
    '200': json('Moved; `history` records who and when.', orderStatusChangeResultSchema),
    '404': 'NotFound',
    '409': 'Conflict',
  },
  handle: async ({ params, body, req }) => {
    const order = await changeStatus(orderIdParam(params.id), body, req.admin!.username);
    // A payment's check that settles the customer's cancellation request leaves it cancelled.
    return { message: `The order is now ${order.status}.`, order };
  },
});

export const correctShipment = endpoint({
  operationId: 'correctShipment',
  method: 'put',
  path: '/api/admin/orders/{id}/shipment',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Correct a shipped order’s courier and AWB',
  description:
    'Shipped or delivered orders only (409 otherwise). The tracking link follows; the history records the old and the new.',
  params: { id: { description: ORDER_ID } },
  body: shipmentSchema,
  answers: {
    '200': json('Corrected.', orderStatusChangeResultSchema),
    '404': 'NotFound',
    '409': 'Conflict',
  },
  handle: async ({ params, body, req }) => {
    const order = await correct(orderIdParam(params.id), body, req.admin!.username);
    return { message: 'The shipment is corrected.', order };
  },
});
