import {
  orderStatusChangeResultSchema,
  RETURN_REQUEST_REASONS,
  returnDecisionSchema,
  returnRequestAnswerSchema,
  returnRequestSchema,
} from '@bookstore/domain';
import { NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { orderIdParam, returnIdParam } from '../http/route-ids';
import { json, ORDER_ID } from '../openapi/answers';
import { decideReturn, requestReturn } from '../services/orders/order-actions';

/* Return after delivery (decision 054): the customer asks, the owner decides and receives. */

export const requestOrderReturn = endpoint({
  operationId: 'requestOrderReturn',
  method: 'post',
  path: '/api/orders/{id}/return-requests',
  access: 'verified-customer',
  cache: NO_STORE,
  tags: ['orders'],
  summary: 'Ask to return books of a delivered order',
  description: `The signed-in customer’s own order (another’s is a 404), delivered, within the settings’ return window after its delivery (\`refunds.returnWindowDays\`; 0 takes no returns). \`reason\` is one of ${RETURN_REQUEST_REASONS.join(', ')}. A cash-on-delivery order says where the refund goes (\`refundTo\`: a UPI ID, or the account holder’s name, account number and IFSC); it is kept where only the owner reads, never e-mailed, and the order answers only “UPI ID ending …”. A UPI order is refunded to the account it was paid from and takes no \`refundTo\`. 409 with the reason: not delivered, returns off, outside the window, a book not in the order, more copies than bought or than are not already in a request (requested, approved or received).`,
  params: { id: { description: ORDER_ID } },
  body: returnRequestSchema,
  answers: {
    '201': json('The request, requested; the owner’s calls use its `id`.', returnRequestAnswerSchema),
    '404': 'NotFound',
    '409': 'Conflict',
  },
  handle: ({ params, body, req }) => requestReturn(orderIdParam(params.id), body, req.customer!.email),
});

export const decideReturnRequest = endpoint({
  operationId: 'decideReturnRequest',
  method: 'patch',
  path: '/api/admin/return-requests/{id}',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Approve, decline, or receive a return request',
  description:
    '“approve” a requested return, with the pickup’s `courier` and `awb`, or neither when the customer ships the books back; “decline” one with a `reason` the customer reads. Both are e-mailed. “received” an approved one when the parcel is back: its books are restocked, a credit note is issued for them (the next credit note number) and their refund becomes owed. The charges (shipping, COD fee) stay with the order until its last books come back; those are refunded then unless the policy keeps them (`refunds.keepChargesOnReturn`), and the order moves to returned. A request in another state is a 409.',
  params: { id: { description: 'The return request’s id (from the order’s `returns`).' } },
  body: returnDecisionSchema,
  answers: {
    '200': json('The decision, and the order as it now stands.', orderStatusChangeResultSchema),
    '404': 'NotFound',
    '409': 'Conflict',
  },
  handle: ({ params, body, req }) => decideReturn(returnIdParam(params.id), body, req.admin!.username),
});
