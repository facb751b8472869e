import {
  STOCK_ALERT_IN_STOCK,
  STOCK_ALERT_LIMITS,
  stockAlertLinkSentSchema,
  stockAlertOverviewSchema,
  stockAlertRequestSchema,
  stockAlertSetSchema,
  stockAlertTokenSchema,
  stockAlertUnsubscribedSchema,
} from '@bookstore/domain';
import { mailLinkPaths } from '@bookstore/domain/site-paths';
import { bearerToken } from '../http/bearer';
import { NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { oneClickBodyDoc, unsubscribeTokenOf } from '../http/one-click';
import { ONE_CLICK_TOKEN_QUERY, confirmLinkPost, unsubscribeLinkGet } from '../http/email-links';
import { bookIdParam } from '../http/route-ids';
import { BOOK_ID, errorAnswer, headerRef, json, noStoreHeaders } from '../openapi/answers';
import { customerFromIdToken, requireVerifiedEmail } from '../services/customers/customers';
import { ForbiddenError, InvalidInputError } from '../services/errors';
import { stockAlertOverview } from '../services/stock-alerts/stock-alert-overview';
import {
  askForStockAlert,
  cancelStockAlert,
  confirmStockAlert,
  requestStockAlertLink,
} from '../services/stock-alerts/stock-alert-requests';

/* "Tell me when it's back" (decision 063). */

const { requestsPerAddress, requestsPerClient, windowSeconds, confirmLinkHours } = STOCK_ALERT_LIMITS;
const tooMany = errorAnswer(
  `${requestsPerAddress} alert requests for this mailbox, or ${requestsPerClient} from this client address (an IPv6 /64), within ${windowSeconds / 60} minutes; the count starts over when the window ends.`,
  { ...noStoreHeaders, 'Retry-After': headerRef('RetryAfter') },
);
const inStock = errorAnswer(`The book has copies: “${STOCK_ALERT_IN_STOCK}”`);

export const askForBookStockAlert = endpoint({
  operationId: 'askForStockAlert',
  method: 'post',
  path: '/api/books/{id}/stock-alerts',
  access: 'anyone',
  cache: NO_STORE,
  tags: ['catalog', 'stock-alerts'],
  summary: 'Email me when it’s back (signed in: at once; otherwise a confirmation link)',
  description: `Only for a book with no copies (409 otherwise). With a customer’s ID token (e-mail verified, else 403): the token’s address waits at once (201); \`email\` is then left out, and another address is a 403. Without a token \`email\` is required: the answer is 202 and the address is e-mailed a link (${confirmLinkHours} hours, once) that starts the alert through POST /api/stock-alerts/confirm. One alert per mailbox per book (the spellings that deliver to one inbox are one). When the book is back, each waiting address gets one e-mail, in the order they asked. Every well-formed request counts against the limits (429).`,
  params: { id: { description: BOOK_ID } },
  body: stockAlertRequestSchema,
  answers: {
    '201': json('The alert is waiting (or was already).', stockAlertSetSchema),
    '202': json('Not signed in: a confirmation link was e-mailed.', stockAlertLinkSentSchema),
    '401': 'Unauthorized',
    '403': 'Forbidden',
    '404': 'NotFound',
    '409': inStock,
    '429': tooMany,
  },
  // req.ip: the client address as `trust proxy` reads X-Forwarded-For (app.ts).
  handle: async ({ params, body, req, res }) => {
    const bookId = bookIdParam(params.id);
    const token = bearerToken(req);
    if (token === null) {
      if (!body.email)
        throw new InvalidInputError('Please enter your e-mail address, or sign in.', {
          email: 'Please enter your e-mail address.',
        });
      res.status(202).json(await requestStockAlertLink(bookId, body.email, req.ip));
      return;
    }
    const customer = await customerFromIdToken(token);
    requireVerifiedEmail(customer);
    if (body.email !== undefined && body.email !== customer.email)
      throw new ForbiddenError('An alert goes to your own address: leave the e-mail out when signed in.');
    return askForStockAlert(bookId, customer.email, req.ip);
  },
});

export const confirmBookStockAlert = endpoint({
  operationId: 'confirmStockAlert',
  path: '/api/stock-alerts/confirm',
  tags: ['stock-alerts'],
  summary: 'Start an alert with its confirmation link’s token',
  description:
    'The address the link was sent to waits for the book. The token works once. A book back in stock meanwhile is a 409 (order it instead).',
  ...confirmLinkPost({
    body: stockAlertTokenSchema,
    answers: { '201': json('The alert is waiting (or was already).', stockAlertSetSchema), '409': inStock },
    confirm: confirmStockAlert,
  }),
});

/** The link in the alert's e-mail. Mail scanners open links, so a GET changes nothing. */
export const openStockAlertCancelLink = endpoint({
  operationId: 'openStockAlertCancelLink',
  method: 'get',
  path: '/api/stock-alerts/unsubscribe',
  access: 'anyone',
  cache: NO_STORE,
  tags: ['stock-alerts'],
  summary: 'The cancel link of a back-in-stock e-mail',
  description:
    'Changes nothing (mail scanners open links): redirects to the storefront page `/stock-alerts/unsubscribe?token=…`, whose button makes the POST.',
  ...unsubscribeLinkGet(mailLinkPaths.stockAlertUnsubscribe, 'cancelling'),
});

export const cancelBookStockAlert = endpoint({
  operationId: 'cancelStockAlert',
  method: 'post',
  path: '/api/stock-alerts/unsubscribe',
  access: 'anyone',
  cache: NO_STORE,
  tags: ['stock-alerts'],
  summary: 'Cancel an alert, from the page or by one click',
  description:
    'The page sends the token as JSON; a mail client’s one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` with the token in the query. The same answer whether or not the alert was still there.',
  queryParameters: [ONE_CLICK_TOKEN_QUERY],
  bodyKind: 'json-or-one-click-form',
  bodyDoc: oneClickBodyDoc('StockAlertToken'),
  answers: {
    '200': json('No alert (any more).', stockAlertUnsubscribedSchema),
    '415': errorAnswer('The body is neither JSON nor a form.'),
  },
  handle: async ({ req }) => cancelStockAlert((await unsubscribeTokenOf(req, stockAlertTokenSchema)).token),
});

export const getStockAlertOverview = endpoint({
  operationId: 'getStockAlertOverview',
  method: 'get',
  path: '/api/admin/stock-alerts',
  access: 'owner',
  cache: NO_STORE,
  tags: ['admin', 'stock-alerts'],
  summary: 'How many wait for each book, and the reorder list',
  description: `From per-book counters kept as alerts are added and sent, not a count of the alerts. \`reorder\`: the ${STOCK_ALERT_LIMITS.reorderListSize} most-waited-for books that have no copies.`,
  answers: { '200': json('The waiting counts.', stockAlertOverviewSchema) },
  handle: () => stockAlertOverview(),
});
