import { ADMIN_TOKEN_TTL_SECONDS, CUSTOMER_LIMITS, NEWSLETTER_LIMITS } from '@bookstore/domain';
import {
  COVER_BODY_LIMIT_BYTES,
  JSON_BODY_LIMIT_BYTES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_USERNAME,
  LOGIN_WINDOW_SECONDS,
} from '../config';
import { errorAnswer, headerRef, noStoreHeaders, schemaRef } from './answers';

/**
 * The shared parts of the OpenAPI document that no schema says: the error answers and headers
 * many endpoints share, and how callers sign in. Answers' and bodies' schemas are made from
 * the domain's yup schemas (./json-schema-from-yup.ts); the API test suite checks every answer
 * it receives against them (tests/support/contract.ts).
 */

/** The Cloud Functions platform answers some requests itself, before the API runs, with an HTML page. */
const errorContent = { 'application/json': { schema: schemaRef('Error') } };
const platformPage = { 'text/html': { schema: { type: 'string' } } };
const platformHeaders = { 'Cache-Control': headerRef('ErrorCacheControl') };

export const responses = {
  BadRequest: {
    description:
      'The input is invalid: `errors` names each field. Malformed JSON is refused by the platform before the API runs, with its own HTML page.',
    headers: platformHeaders,
    content: { ...errorContent, ...platformPage },
  },
  Unauthorized: errorAnswer('Not signed in, or the token is invalid or expired.'),
  Forbidden: errorAnswer('Signed in, but not allowed to do this.'),
  NotFound: {
    description:
      'Unknown id or route. A path the platform will not route (an encoded slash, say) gets its own HTML page instead.',
    headers: platformHeaders,
    content: { ...errorContent, ...platformPage },
  },
  Conflict: errorAnswer(
    `Over a customer limit (at most ${CUSTOMER_LIMITS.openOrders} open orders, ${CUSTOMER_LIMITS.copiesPerBookInOpenOrders} copies of one book across them), not enough stock, a book without a valid stored price, a status move the lifecycle does not allow, a cancel or return of an order whose stored record is incomplete, a stock that changed while it was edited, or an Idempotency-Key reused for another order.`,
  ),
  PayloadTooLarge: errorAnswer(
    `The body is larger than ${JSON_BODY_LIMIT_BYTES / 1024} KB (cover uploads: ${COVER_BODY_LIMIT_BYTES / 1024} KB).`,
  ),
  UnsupportedMediaType: errorAnswer('The body is not sent as application/json.'),
  TooManyRequests: errorAnswer(
    `${LOGIN_MAX_FAILURES_PER_ADDRESS} failed sign-ins for this username from this client address, or ${LOGIN_MAX_FAILURES_PER_USERNAME} from all addresses, within ${LOGIN_WINDOW_SECONDS / 60} minutes. Even the right password is refused until the window ends.`,
    {
      ...noStoreHeaders,
      'Retry-After': headerRef('RetryAfter'),
    },
  ),
  TooManyOrderAttempts: errorAnswer(
    `${CUSTOMER_LIMITS.orderAttempts} order attempts by this customer within ${CUSTOMER_LIMITS.orderAttemptWindowSeconds / 60} minutes; the count starts over when the window ends.`,
    { ...noStoreHeaders, 'Retry-After': headerRef('RetryAfter') },
  ),
  TooManyNewsletterRequests: errorAnswer(
    `${NEWSLETTER_LIMITS.requestsPerAddress} subscribe requests for this e-mail address, or ${NEWSLETTER_LIMITS.requestsPerClient} from this client address (an IPv6 /64), within ${NEWSLETTER_LIMITS.windowSeconds / 60} minutes; the count starts over when the window ends. Only well-formed requests count.`,
    { ...noStoreHeaders, 'Retry-After': headerRef('RetryAfter') },
  ),
  OrderBusy: errorAnswer(
    'The order could not be written within its time (a rush on the same books): nothing was placed. Send the same request again after Retry-After; with the same Idempotency-Key it answers the order if one was placed.',
    { ...noStoreHeaders, 'Retry-After': headerRef('RetryAfter') },
  ),
  ServerError: errorAnswer('A fault on the server; logged, and the answer carries no details.'),
};

export const headers = {
  NoStore: {
    description: 'Personal, privileged and error answers are never stored.',
    required: true,
    schema: { type: 'string', const: 'private, no-store' },
  },
  ErrorCacheControl: {
    description:
      'The API’s own error answers always carry `private, no-store`; the platform’s HTML pages carry `private` or nothing.',
    schema: { type: 'string', enum: ['private, no-store', 'private'] },
  },
  CatalogCache: {
    description: 'The CDN keeps catalog answers a minute; browsers revalidate every time (cheap with the ETag).',
    required: true,
    schema: { type: 'string', const: 'public, max-age=0, s-maxage=60' },
  },
  RetryAfter: {
    description: 'Seconds until the request is accepted again.',
    required: true,
    schema: { type: 'string', pattern: '^[1-9][0-9]*$' },
  },
};

export const securitySchemes = {
  ownerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: `The owner token from POST /api/auth/admin: HS256, valid ${ADMIN_TOKEN_TTL_SECONDS / 60} minutes, refused once the account is deleted, the owner signs out or the password changes. Sent as \`Authorization: Bearer <token>\`.`,
  },
  customerIdToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A Firebase Authentication ID token of a user with an e-mail address, checked for revocation (a blocked customer is refused at once). Sent as `Authorization: Bearer <token>`.',
  },
};
