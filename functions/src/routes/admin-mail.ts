import { listOf, orderMailSchema, resendMailResultSchema } from '@bookstore/domain';
import { NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { mailIdParam, orderIdParam } from '../http/route-ids';
import { MAIL_MAX_ATTEMPTS } from '../config';
import { EMPTY_JSON_BODY, errorAnswer, json, ORDER_ID } from '../openapi/answers';
import { configuredMailSender } from '../mail/transport/sender';
import { mailOfOrder, resendMailForOwner } from '../services/orders/order-mail';

/* The e-mails of an order and the owner's Resend. */

export const listOrderMail = endpoint({
  operationId: 'listOrderMail',
  method: 'get',
  path: '/api/admin/orders/{id}/mail',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'The e-mails about one order, oldest first, with their delivery state',
  params: { id: { description: ORDER_ID } },
  answers: {
    '200': json('The e-mails; an order has at least its confirmation.', listOf(orderMailSchema)),
    '404': 'NotFound',
  },
  handle: ({ params }) => mailOfOrder(orderIdParam(params.id)),
});

export const resendMail = endpoint({
  operationId: 'resendMail',
  method: 'post',
  path: '/api/admin/mail/{id}/resend',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Send a failed e-mail again, now',
  description: `For an e-mail that failed (ERROR) or waits for its next retry (RETRY): its tries start over and one is made at once. If it fails again it is retried with the usual backoff, up to ${MAIL_MAX_ATTEMPTS} tries. The body is an empty JSON object.`,
  params: {
    id: {
      description: 'The e-mail id, from the order’s list. An id that is not a valid document id is refused (400).',
    },
  },
  bodyDoc: EMPTY_JSON_BODY,
  answers: {
    '200': json('What the try did, and the e-mail as it now stands.', resendMailResultSchema),
    '404': 'NotFound',
    '409': errorAnswer(
      'The e-mail was delivered already (it is never sent twice), or it is queued or being sent right now.',
    ),
  },
  handle: ({ params }) => resendMailForOwner(mailIdParam(params.id), configuredMailSender()),
});
