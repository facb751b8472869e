import {
  CUSTOMER_LIMITS,
  listOf,
  MY_ORDERS_PAGE_SIZE,
  myOrdersQuerySchema,
  NEXT_CURSOR_HEADER,
  orderAnswerSchema,
  orderCancelResultSchema,
  orderCancelSchema,
  orderRequestSchema,
  upiPaymentSchema,
} from '@bookstore/domain';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '../config';
import { NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { idempotencyKeyFrom } from '../http/idempotency-key';
import { json } from '../openapi/answers';
import { ForbiddenError } from '../services/errors';
import {
  cancelByCustomer,
  placeOrder as place,
  reserveOrderAttempt,
  submitUpiPayment as submit,
} from '../services/orders/order-actions';
import { ordersForEmail } from '../services/orders/order-reads';
import { orderIdParam } from '../http/route-ids';
import { ORDER_ID } from '../openapi/answers';

export const placeOrder = endpoint({
  operationId: 'placeOrder',
  method: 'post',
  path: '/api/orders/create-order',
  access: 'verified-customer',
  cache: NO_STORE,
  tags: ['orders'],
  summary: 'Place an order (cash on delivery, or prepaid by UPI)',
  description: `Priced by the server, with the shop's shipping and COD rules (the quote's): \`totalPrice\` is the books, the shipping charge and, for cash on delivery, the COD fee. Without \`paymentMethod\` it is cash on delivery. A UPI order waits in awaiting-payment, its stock held, until the shopper sends the UTR. Written in one transaction with the stock and the sales figures. With an Idempotency-Key, the same key and order return the first order however many arrive at once. The customer's e-mail must be verified (403 otherwise). Per customer: at most ${CUSTOMER_LIMITS.openOrders} open (not yet shipped) orders and ${CUSTOMER_LIMITS.copiesPerBookInOpenOrders} copies of one book across them (409), and ${CUSTOMER_LIMITS.orderAttempts} well-formed attempts an hour (429).`,
  headers: [
    {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: `One key per checkout attempt. Keys are per customer and kept ${IDEMPOTENCY_KEY_TTL_HOURS} hours; the same key with a different order is a 409.`,
      schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
    },
  ],
  body: orderRequestSchema,
  answers: {
    '201': json('The order, status pending.', orderAnswerSchema, {
      'Idempotent-Replayed': {
        description: 'Present when this is the order an earlier request with the same Idempotency-Key placed.',
        schema: { type: 'string', const: 'true' },
      },
    }),
    '409': 'Conflict',
    '429': 'TooManyOrderAttempts',
    '503': 'OrderBusy',
  },
  handle: async ({ body, req, res }) => {
    const customer = req.customer!;
    // The storefront sends one key per checkout attempt, so a retried or doubled submit
    // returns the first order instead of placing another.
    const idempotencyKey = idempotencyKeyFrom(req.get('idempotency-key'));
    // The e-mail on an order is always the signed-in customer's own.
    if (body.email.toLowerCase() !== customer.email) {
      throw new ForbiddenError('Orders can only be placed with your own e-mail address.');
    }
    // Counted once the request is a well-formed order of this customer, placed or not (a
    // retry with the same key is the same attempt).
    await reserveOrderAttempt(customer, idempotencyKey);
    const { order, replayed } = await place(body, customer, idempotencyKey);
    if (replayed) res.set('Idempotent-Replayed', 'true');
    return order;
  },
});

export const listMyOrders = endpoint({
  operationId: 'listMyOrders',
  method: 'get',
  path: '/api/orders/email/{email}',
  access: 'verified-customer',
  cache: NO_STORE,
  tags: ['orders'],
  summary: 'The signed-in customer’s orders, newest first, a page at a time',
  description: `The customer’s e-mail must be verified (403 otherwise). At most ${MY_ORDERS_PAGE_SIZE} orders an answer: without \`cursor\` the newest, with it the ones after the page whose \`${NEXT_CURSOR_HEADER}\` header it is. The answer is the list itself; a \`${NEXT_CURSOR_HEADER}\` header says there is another page and is absent on the last (decision 070). A cursor only marks a point in the signed-in customer’s own list, whoever’s page it came from.`,
  params: { email: { description: 'The signed-in customer’s own e-mail (case-insensitive); anyone else’s is a 403.' } },
  query: myOrdersQuerySchema,
  queryParameters: [{ field: 'cursor', description: `The \`${NEXT_CURSOR_HEADER}\` header of the previous page.` }],
  answers: {
    '200': json(`One page of their orders, at most ${MY_ORDERS_PAGE_SIZE}.`, listOf(orderAnswerSchema), {
      [NEXT_CURSOR_HEADER]: {
        description: 'Present when older orders remain: pass it back as `cursor` for the next page.',
        schema: { type: 'string', pattern: '^[0-9]{1,12}\\.[0-9]{9}\\.[A-Za-z0-9_-]{1,128}$' },
      },
    }),
  },
  handle: async ({ params, query, req, res }) => {
    const customer = req.customer!;
    if ((params.email ?? '').trim().toLowerCase() !== customer.email) {
      throw new ForbiddenError('You can only see your own orders.');
    }
    const page = await ordersForEmail(customer.email, query.cursor);
    if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.orders;
  },
});

export const submitUpiPayment = endpoint({
  operationId: 'submitUpiPayment',
  method: 'post',
  path: '/api/orders/{id}/payment',
  access: 'verified-customer',
  cache: NO_STORE,
  tags: ['orders'],
  summary: 'Send the UTR of a UPI payment',
  description:
    'The signed-in customer’s own order, awaiting payment (409 otherwise; another customer’s order is a 404). It moves to payment-submitted for the owner to check. A UTR is accepted for one order only (409 for a second); the same UTR sent again for the same order answers the order as it is. A UTR for an order already cancelled unpaid (its time to pay ran out) is kept on it as `latePayment`, for the owner to check and refund.',
  params: { id: { description: ORDER_ID } },
  body: upiPaymentSchema,
  answers: { '200': json('The order, payment-submitted.', orderAnswerSchema), '404': 'NotFound', '409': 'Conflict' },
  handle: ({ params, body, req }) => submit(orderIdParam(params.id), body.utr, req.customer!.email),
});

export const cancelMyOrder = endpoint({
  operationId: 'cancelMyOrder',
  method: 'post',
  path: '/api/orders/{id}/cancel',
  access: 'verified-customer',
  cache: NO_STORE,
  tags: ['orders'],
  summary: 'Cancel the customer’s own order before it ships',
  description:
    'The signed-in customer’s own order (another customer’s is a 404), not yet shipped. Pending, awaiting payment or confirmed: cancelled at once (200): its books go back on sale, the customer is e-mailed, and a paid (confirmed UPI) order owes its whole total back by the settings’ refund days, with a credit note for its bill. Payment submitted: the request is kept on the order (`cancelRequest`) and answered 202; the owner’s check of the payment settles it (marked paid: cancelled with the total owed back; not received: cancelled unpaid). Shipped or delivered: 409, pointing to a return; already cancelled, returned or requested: 409.',
  params: { id: { description: ORDER_ID } },
  body: orderCancelSchema,
  answers: {
    '200': json('Cancelled; `message` says what happens to the money.', orderCancelResultSchema),
    '202': json(
      'Payment submitted: the request waits for the owner’s check of the payment (`cancelRequest`).',
      orderCancelResultSchema,
    ),
    '404': 'NotFound',
    '409': 'Conflict',
  },
  handle: async ({ params, body, req, res }) => {
    const { accepted, ...answer } = await cancelByCustomer(orderIdParam(params.id), body, req.customer!.email);
    res.status(accepted ? 202 : 200).json(answer);
  },
});
