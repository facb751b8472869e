import {
  COMPLAINT_LIMITS,
  complaintLinkSentSchema,
  complaintMessageSchema,
  complaintOpenedSchema,
  complaintRequestSchema,
  complaintSchema,
  complaintTokenSchema,
  parseTicketNumber,
} from '@bookstore/domain';
import { bearerToken } from '../http/bearer';
import { NO_STORE } from '../http/cache-control';
import { confirmLinkPost } from '../http/email-links';
import { endpoint } from '../http/endpoint';
import { errorAnswer, headerRef, json, noStoreHeaders } from '../openapi/answers';
import { personKeys } from '../services/customers/customer-key';
import { customerFromIdToken, requireVerifiedEmail, type Customer } from '../services/customers/customers';
import { confirmComplaint as confirm, requestComplaintLink } from '../services/complaints/complaint-links';
import { addCustomerMessage } from '../services/complaints/complaint-thread';
import { customersComplaint, openComplaint as open } from '../services/complaints/complaint-tickets';
import { ForbiddenError, InvalidInputError } from '../services/errors';

/* Complaints with a ticket number (decision 055): the customer's side. */

const { openPerPerson, messagesPerWindow, messageWindowSeconds, confirmMailsPerAddress, confirmMailsPerClient } =
  COMPLAINT_LIMITS;
const NUMBER = { description: 'The ticket number, like T-1042 (also t-1042 or 1042).' };

const tooManyMessages = errorAnswer(
  `${messagesPerWindow} messages by this person (mailbox or proven phone) within ${messageWindowSeconds} seconds; the count starts over when the window ends.`,
  { ...noStoreHeaders, 'Retry-After': headerRef('RetryAfter') },
);

const who = (customer: Customer) => ({
  email: customer.email,
  personKeys: personKeys(customer.email, customer.provenPhone),
});

export const openComplaint = endpoint({
  operationId: 'openComplaint',
  method: 'post',
  path: '/api/complaints',
  access: 'anyone',
  cache: NO_STORE,
  tags: ['complaints'],
  summary: 'Raise a complaint (signed in: a ticket at once; otherwise a confirmation link)',
  description: `With a customer’s ID token (e-mail verified, else 403): opens a ticket in the token’s address and answers 201 with its number; the acknowledgement naming the grievance officer is e-mailed at once. \`orderId\` must be one of the customer’s own orders (404 otherwise). \`email\` is for the Contact page without a sign-in: a signed-in customer’s address comes from the token, so another one is a 403. Without a token, \`email\` is required: the answer is 202 and the address is e-mailed a link (${COMPLAINT_LIMITS.confirmLinkHours} hours, once) that opens the ticket through POST /api/complaints/confirm; an order can be named only signed in. Limits: at most ${openPerPerson} tickets open or answered per person (a 409: one must be resolved or closed first), ${messagesPerWindow} messages a minute (429), and ${confirmMailsPerAddress} confirmation links an hour per mailbox, ${confirmMailsPerClient} per client address (429).`,
  body: complaintRequestSchema,
  answers: {
    '201': json('The ticket, opened.', complaintOpenedSchema),
    '202': json('Not signed in: a confirmation link was e-mailed.', complaintLinkSentSchema),
    '401': 'Unauthorized',
    '403': 'Forbidden',
    '404': errorAnswer('The order is not one of the signed-in customer’s.'),
    '409': 'Conflict',
    '429': errorAnswer(
      'Too many messages this minute, or too many confirmation links this hour; the count starts over when the window ends.',
      { ...noStoreHeaders, 'Retry-After': headerRef('RetryAfter') },
    ),
  },
  handle: async ({ body, req, res }) => {
    const { email, ...what } = body;
    if (bearerToken(req) === null) {
      if (!email)
        throw new InvalidInputError('Please enter your e-mail address, or sign in.', {
          email: 'Please enter your e-mail address.',
        });
      res.status(202).json(await requestComplaintLink(email, what, req.ip));
      return;
    }
    const customer = await customerFromIdToken(bearerToken(req)!);
    requireVerifiedEmail(customer);
    if (email !== undefined && email !== customer.email)
      throw new ForbiddenError('A complaint can only be raised in your own name: leave the e-mail out when signed in.');
    return open(who(customer), what);
  },
});

export const confirmComplaint = endpoint({
  operationId: 'confirmComplaint',
  path: '/api/complaints/confirm',
  tags: ['complaints'],
  summary: 'Open a Contact-page complaint with its link’s token',
  description: `Opens the ticket in the address the link was sent to and e-mails its acknowledgement; the token works once. The same limits as a signed-in complaint (${openPerPerson} open per mailbox: 409; ${messagesPerWindow} messages a minute: 429).`,
  ...confirmLinkPost({
    body: complaintTokenSchema,
    answers: {
      '201': json('The ticket, opened.', complaintOpenedSchema),
      '409': 'Conflict',
      '429': tooManyMessages,
    },
    confirm,
  }),
});

export const getMyComplaint = endpoint({
  operationId: 'getMyComplaint',
  method: 'get',
  path: '/api/complaints/{number}',
  access: 'verified-customer',
  cache: NO_STORE,
  tags: ['complaints'],
  summary: 'A ticket of the signed-in customer: its thread and status',
  description: 'Only the customer’s own: anyone else’s ticket is the same 404 as one that does not exist.',
  params: { number: NUMBER },
  answers: { '200': json('The ticket.', complaintSchema), '404': 'NotFound' },
  handle: ({ params, req }) => customersComplaint(parseTicketNumber(params.number ?? ''), req.customer!.email),
});

export const addMyComplaintMessage = endpoint({
  operationId: 'addMyComplaintMessage',
  method: 'post',
  path: '/api/complaints/{number}/messages',
  access: 'verified-customer',
  cache: NO_STORE,
  tags: ['complaints'],
  summary: 'Add the customer’s message to their ticket',
  description: `E-mailed to the shop with the ticket number. Another customer’s ticket is a 404; a closed one, or a thread of ${COMPLAINT_LIMITS.threadMax} messages, a 409; more than ${messagesPerWindow} messages a minute a 429.`,
  params: { number: NUMBER },
  body: complaintMessageSchema,
  answers: {
    '201': json('The ticket with the message.', complaintSchema),
    '404': 'NotFound',
    '409': 'Conflict',
    '429': tooManyMessages,
  },
  handle: ({ params, body, req }) =>
    addCustomerMessage(parseTicketNumber(params.number ?? ''), who(req.customer!), body.message),
});
