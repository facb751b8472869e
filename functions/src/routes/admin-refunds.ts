import { latePaymentDecisionSchema, orderStatusChangeResultSchema, refundRecordSchema } from '@bookstore/domain';
import { NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { orderIdParam } from '../http/route-ids';
import { json, ORDER_ID } from '../openapi/answers';
import { decideLatePayment, recordRefundSent } from '../services/orders/order-actions';

/* Money owed back (decision 050): the owner records each refund paid, and decides on a late UTR. */

export const recordOrderRefund = endpoint({
  operationId: 'recordOrderRefund',
  method: 'post',
  path: '/api/admin/orders/{id}/refunds',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Record a refund paid to the customer',
  description:
    'Partial refunds add up to the order’s `refundOwed`. More than `refundOutstanding`, or an order that owes nothing, is a 409 that says what is outstanding. The customer is e-mailed “Refund sent” with the method and reference; the history says who refunded what.',
  params: { id: { description: ORDER_ID } },
  body: refundRecordSchema,
  answers: {
    '201': json('Recorded.', orderStatusChangeResultSchema),
    '404': 'NotFound',
    '409': 'Conflict',
  },
  handle: ({ params, body, req }) => recordRefundSent(orderIdParam(params.id), body, req.admin!.username),
});

export const decideOrderLatePayment = endpoint({
  operationId: 'decideOrderLatePayment',
  method: 'post',
  path: '/api/admin/orders/{id}/late-payment',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Decide on a UTR sent after the order was cancelled',
  description:
    '“received”: the payment is in the shop’s account, so the order’s whole total is owed back (a refund to make). “not-received”: the late payment is closed and its UTR may be sent for another order. An order without a late payment waiting is a 409.',
  params: { id: { description: ORDER_ID } },
  body: latePaymentDecisionSchema,
  answers: {
    '200': json('Decided.', orderStatusChangeResultSchema),
    '404': 'NotFound',
    '409': 'Conflict',
  },
  handle: ({ params, body, req }) => decideLatePayment(orderIdParam(params.id), body.decision, req.admin!.username),
});
