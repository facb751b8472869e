import {
  ADMIN_TOKEN_TTL_SECONDS,
  CATALOG_CSV_COLUMNS,
  CATEGORY_IDS,
  CUSTOMER_LIMITS,
  DOCUMENT_ID_PATTERN,
  LOW_STOCK_THRESHOLD,
  MAIL_KINDS,
  MAIL_STATES,
  NEWSLETTER_LIMITS,
  COURIER_IDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  RETURN_REASONS,
  STORE_ACTOR,
  STORE_TIME_ZONE,
  UNNAMED_AUTHOR,
} from '@bookstore/domain';
import {
  AVERAGE_ORDER_RANKING_SIZE,
  COVER_BODY_LIMIT_BYTES,
  MAIL_MAX_ATTEMPTS,
  JSON_BODY_LIMIT_BYTES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_USERNAME,
  LOGIN_WINDOW_SECONDS,
} from '../config';
import { errorAnswer, headerRef, noStoreHeaders, schemaRef, ymd } from './answers';
import { inputSchemas } from './inputs';
import type { JsonSchema } from './json-schema-from-yup';

/**
 * The shared parts of the OpenAPI document: answer schemas, shared error answers and headers.
 * Answers are written here from domain/src/types.ts: yup describes no answer. The API test
 * suite checks every answer it receives against them (functions/test/support/contract.ts),
 * with `additionalProperties: false`, so a field added to an answer and missing here fails.
 */

const stringProperty = { type: 'string' };
const dateTime = { type: 'string', format: 'date-time' };
const amount = { type: 'number', minimum: 0, description: 'Rupees, at most 2 decimals.' };
const orderStatus = { type: 'string', enum: [...ORDER_STATUSES] };
const documentId = { type: 'string', pattern: DOCUMENT_ID_PATTERN.source };

const closedObject = (
  properties: Record<string, unknown>,
  required = Object.keys(properties),
  description?: string,
) => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required,
  additionalProperties: false,
});

/**
 * An answer that gives back a validated body whole (the store settings): the body's own schema,
 * with every field present and nothing else, at every level.
 */
function answerOfInput(schema: JsonSchema): JsonSchema {
  const closed = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(closed);
    if (typeof node !== 'object' || node === null) return node;
    const copy: Record<string, unknown> = Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => key !== 'default')
        .map(([key, value]) => [key, closed(value)]),
    );
    if (copy.type === 'object' && copy.properties && typeof copy.properties === 'object') {
      copy.required = Object.keys(copy.properties);
      copy.additionalProperties = false;
    }
    return copy;
  };
  return closed(schema) as JsonSchema;
}

/** The settings anyone may read: all but the COD rule's RTO limit. */
function publicSettings(settings: JsonSchema): JsonSchema {
  const copy = structuredClone(settings) as {
    properties: { cod: { properties: Record<string, unknown>; required: string[] } };
  };
  delete copy.properties.cod.properties.rtoLimit;
  copy.properties.cod.required = copy.properties.cod.required.filter((name) => name !== 'rtoLimit');
  return copy;
}

/** A Book answer's fields: all always there but `author`, which a book created without one lacks. */
const bookProperties = {
  _id: documentId,
  ISBN: stringProperty,
  title: stringProperty,
  author: {
    type: 'string',
    description: `Left out for a book created without one; the store's pages show "${UNNAMED_AUTHOR}" for it.`,
  },
  description: stringProperty,
  category: {
    type: 'string',
    description: 'A category id; books stored before the list existed may hold another name.',
    examples: [...CATEGORY_IDS],
  },
  trending: { type: 'boolean' },
  coverImage: { type: 'string', description: 'An absolute URL or a path on this site.' },
  oldPrice: amount,
  newPrice: amount,
  stock: { type: 'integer', minimum: 0, description: 'Copies on hand; 0 is out of stock.' },
  createdAt: dateTime,
  updatedAt: dateTime,
};

export const schemas: Record<string, JsonSchema> = {
  ...inputSchemas,
  Error: {
    ...closedObject(
      {
        message: { type: 'string', description: 'A sentence to show to the person.' },
        errors: {
          type: 'object',
          description:
            'One message per invalid field, keyed by its path ("address.city", "products[0].quantity", "Idempotency-Key"); "_" for the body as a whole.',
          additionalProperties: { type: 'string' },
        },
      },
      ['message'],
    ),
    description: 'Every error the API sends.',
  },
  Book: closedObject(
    bookProperties,
    Object.keys(bookProperties).filter((name) => name !== 'author'),
    'A book as the API returns it. Prices are rupees.',
  ),
  BookWriteResult: closedObject({ message: stringProperty, book: schemaRef('Book') }),
  NewsItem: closedObject({
    _id: stringProperty,
    title: stringProperty,
    description: stringProperty,
    image: { type: 'string', description: 'A path on this site.' },
  }),
  NewsFileItem: closedObject({
    title: stringProperty,
    description: stringProperty,
    image: { type: 'string', description: 'A path on this site.' },
  }),
  CatalogImportProblem: closedObject({
    line: { type: 'integer', minimum: 1 },
    column: { anyOf: [{ type: 'string', enum: [...CATALOG_CSV_COLUMNS] }, { type: 'null' }] },
    message: stringProperty,
  }),
  CatalogImportRow: closedObject(
    {
      line: { type: 'integer', minimum: 1 },
      id: documentId,
      title: stringProperty,
      changes: { type: 'array', items: { type: 'string', enum: [...CATALOG_CSV_COLUMNS] } },
    },
    ['line', 'id', 'title'],
  ),
  CatalogImportPreview: closedObject(
    {
      counts: closedObject({
        new: { type: 'integer' },
        updated: { type: 'integer' },
        unchanged: { type: 'integer' },
        invalid: { type: 'integer' },
      }),
      invalid: { type: 'array', items: schemaRef('CatalogImportProblem') },
      samples: closedObject({
        new: { type: 'array', items: schemaRef('CatalogImportRow') },
        updated: { type: 'array', items: schemaRef('CatalogImportRow') },
        unchanged: { type: 'array', items: schemaRef('CatalogImportRow') },
      }),
      plan: {
        type: 'array',
        items: closedObject(
          {
            line: { type: 'integer', minimum: 1 },
            kind: { type: 'string', enum: ['new', 'updated'] },
            stock: { type: 'integer', minimum: 0 },
          },
          ['line', 'kind'],
        ),
      },
    },
    undefined,
    'What the import would do; nothing is written. `plan` lists the rows to send to apply.',
  ),
  CatalogImportBatchResult: closedObject(
    {
      created: { type: 'array', items: schemaRef('CatalogImportRow') },
      updated: { type: 'array', items: schemaRef('CatalogImportRow') },
      unchanged: { type: 'array', items: { type: 'integer' } },
      conflicts: { type: 'array', items: schemaRef('CatalogImportProblem') },
      invalid: { type: 'array', items: schemaRef('CatalogImportProblem') },
    },
    undefined,
    'What one batch wrote, in one transaction. Conflicts (stock moved since the preview, a matched book deleted) and invalid rows were left alone.',
  ),
  CoverLocation: closedObject({
    url: {
      type: 'string',
      pattern: '^/api/covers/[a-f0-9]{64}$',
      description: 'Content-addressed (SHA-256), so it never changes.',
    },
  }),
  Address: closedObject(
    {
      street: stringProperty,
      city: stringProperty,
      country: stringProperty,
      state: stringProperty,
      zipcode: stringProperty,
      landmark: stringProperty,
    },
    ['street', 'city', 'country', 'state', 'zipcode'],
  ),
  OrderLine: closedObject({
    productId: documentId,
    quantity: { type: 'integer' },
    title: stringProperty,
    price: amount,
  }),
  OrderHistoryEntry: closedObject(
    {
      status: orderStatus,
      at: dateTime,
      by: {
        type: 'string',
        description: `Who made the change: the customer’s e-mail for the order itself; for every later change, \`${STORE_ACTOR}\` in the customer’s answers and the owner’s username in the owner’s.`,
      },
      note: {
        type: 'string',
        description: 'What else changed with it: the courier and AWB, a UTR, a return’s reason, a remittance.',
      },
    },
    ['status', 'at', 'by'],
  ),
  Shipment: closedObject({
    courier: { type: 'string', enum: [...COURIER_IDS] },
    awb: stringProperty,
    trackingUrl: { type: 'string', description: 'The courier’s tracking page for this AWB (the settings’ template).' },
  }),
  UpiPaymentReport: closedObject({ utr: { type: 'string', pattern: '^[0-9]{12}$' }, submittedAt: dateTime }),
  CodRemittance: closedObject({
    amount,
    date: { type: 'string', pattern: `^${ymd}$` },
    reference: stringProperty,
    recordedAt: dateTime,
  }),
  BillReference: closedObject(
    {
      number: { type: 'string', pattern: '^(BS|CN)/[0-9]{4}-[0-9]{2}/[0-9]{6,}$', description: 'BS/2026-27/000123' },
      issuedAt: dateTime,
    },
    ['number', 'issuedAt'],
  ),
  Order: closedObject(
    {
      _id: documentId,
      name: stringProperty,
      email: { type: 'string', description: 'The signed-in customer’s e-mail, lower-cased.' },
      phone: stringProperty,
      address: schemaRef('Address'),
      products: { type: 'array', items: schemaRef('OrderLine') },
      productIds: { type: 'array', items: documentId },
      number: {
        type: 'integer',
        minimum: 1,
        description:
          'The order’s number as people read it (#1042), sequential; orders placed before numbers existed have none.',
      },
      paymentMethod: { type: 'string', enum: [...PAYMENT_METHODS] },
      subtotal: { ...amount, description: 'The books, priced by the server. Rupees.' },
      shippingCharge: amount,
      codFee: { ...amount, description: 'Cash on delivery orders only; 0 for UPI.' },
      totalPrice: { ...amount, description: 'subtotal + shippingCharge + codFee.' },
      status: orderStatus,
      history: {
        type: 'array',
        items: schemaRef('OrderHistoryEntry'),
        description: 'Oldest first; the first entry is the order’s creation (pending, or awaiting-payment for UPI).',
      },
      createdAt: dateTime,
      paymentDueAt: {
        ...dateTime,
        description: 'UPI: an order still awaiting payment then is cancelled and restocked.',
      },
      payment: schemaRef('UpiPaymentReport'),
      shipment: schemaRef('Shipment'),
      returnReason: { type: 'string', enum: [...RETURN_REASONS] },
      phoneVerified: {
        type: 'boolean',
        description:
          'True when the phone is the number the account proved with a one-time code (taken from the ID token).',
      },
      cashPending: {
        type: 'boolean',
        description: 'Cash on delivery, delivered: true until the courier’s remittance is recorded.',
      },
      remittance: schemaRef('CodRemittance'),
      // Once issued: the bill when shipped or paid by UPI, the credit note when a billed order is undone.
      bill: schemaRef('BillReference'),
      creditNote: schemaRef('BillReference'),
    },
    [
      '_id',
      'name',
      'email',
      'phone',
      'address',
      'products',
      'productIds',
      'paymentMethod',
      'subtotal',
      'shippingCharge',
      'codFee',
      'totalPrice',
      'status',
      'history',
      'createdAt',
    ],
    'An order. Cash on delivery: pending → confirmed → shipped → delivered. UPI: awaiting-payment → payment-submitted (the shopper’s UTR) → confirmed (the owner’s check; “not received” goes back to awaiting-payment), then as COD. Cancelled from any status before shipped; returned from shipped or delivered.',
  ),
  RemittanceImportResult: closedObject({
    remitted: {
      type: 'array',
      items: closedObject({
        line: { type: 'integer', minimum: 1 },
        awb: stringProperty,
        orderId: documentId,
        order: { type: 'string', description: 'The order’s number (#1042), or its id for an order without one.' },
        amount,
      }),
    },
    mismatches: {
      type: 'array',
      description: 'Every row that changed nothing, by line, with its problem.',
      items: closedObject(
        { line: { type: 'integer', minimum: 1 }, awb: stringProperty, problem: stringProperty, orderId: documentId },
        ['line', 'awb', 'problem'],
      ),
    },
  }),
  PublicStoreSettings: publicSettings(answerOfInput(inputSchemas.StoreSettings!)),
  AdminStoreSettings: closedObject({
    settings: answerOfInput(inputSchemas.StoreSettings!),
    serviceablePins: schemaRef('ServiceablePinsSummary'),
  }),
  StoreSettingsSaved: closedObject({ message: stringProperty, settings: answerOfInput(inputSchemas.StoreSettings!) }),
  ServiceablePinsSummary: closedObject({
    count: {
      type: 'integer',
      minimum: 0,
      description: 'PIN codes in the list; 0: no list, every PIN code is deliverable.',
    },
    uploadedAt: { type: ['string', 'null'], format: 'date-time' },
  }),
  DeliveryQuote: closedObject(
    {
      deliverable: { type: 'boolean' },
      shippingCharge: amount,
      codAvailable: { type: 'boolean' },
      codFee: amount,
      total: { ...amount, description: 'subtotal + shipping + the COD fee when payment is cod.' },
      codUnavailableReason: { type: 'string', description: 'Why COD is not offered, for the shopper.' },
    },
    ['deliverable', 'shippingCharge', 'codAvailable', 'codFee', 'total'],
  ),
  BookPage: closedObject({
    books: { type: 'array', items: schemaRef('Book') },
    total: { type: 'integer', minimum: 0, description: 'Books matching in all, over the whole catalog.' },
    page: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1 },
  }),
  HomeCatalog: closedObject({
    newReleases: { type: 'array', items: schemaRef('Book'), maxItems: 3, description: 'The newest three books.' },
    topSellers: schemaRef('BookPage'),
    recommended: {
      type: 'array',
      items: schemaRef('Book'),
      maxItems: 10,
      description: 'Positions 8 to 17 of the newest-first list.',
    },
  }),
  AdminOrdersPage: closedObject({
    orders: { type: 'array', items: schemaRef('Order') },
    nextCursor: {
      type: ['string', 'null'],
      description: 'Pass back as `cursor` for the next page; null on the last page.',
    },
  }),
  OrderStatusChangeResult: closedObject({ message: stringProperty, order: schemaRef('Order') }),
  OrderMail: closedObject(
    {
      _id: documentId,
      kind: { type: 'string', enum: [...MAIL_KINDS], description: 'What the e-mail is about.' },
      orderStatus: {
        type: ['string', 'null'],
        enum: [...ORDER_STATUSES, null],
        description: 'For an `order-status` e-mail, the status it announces; null for any other.',
      },
      to: { type: 'array', items: stringProperty },
      subject: stringProperty,
      state: {
        type: 'string',
        enum: [...MAIL_STATES],
        description:
          'PENDING: queued; PROCESSING: being sent; RETRY: failed, tried again at `nextAttemptAt`; SUCCESS: sent; ERROR: failed on every try.',
      },
      attempts: {
        type: 'integer',
        minimum: 0,
        description: `Tries since it was queued or last resent; at most ${MAIL_MAX_ATTEMPTS}.`,
      },
      error: { type: ['string', 'null'], description: 'The last try’s failure while RETRY or ERROR; null otherwise.' },
      createdAt: dateTime,
      endedAt: {
        type: ['string', 'null'],
        format: 'date-time',
        description: 'When the last try ended (for SUCCESS, when it was sent); null before any.',
      },
      nextAttemptAt: {
        type: ['string', 'null'],
        format: 'date-time',
        description: 'While RETRY: when it is tried again; null otherwise.',
      },
    },
    undefined,
    'One e-mail about an order, without its bodies.',
  ),
  ResendMailResult: closedObject({
    message: {
      type: 'string',
      description: '"Sent again.", or "Still failing: <error>; it will be retried at <time>." and the like.',
    },
    mail: schemaRef('OrderMail'),
  }),
  CustomerAccount: closedObject({
    email: { type: 'string', description: 'Lower-cased.' },
    hasAccount: { type: 'boolean', description: 'False for an e-mail with orders but no sign-in account.' },
    blocked: { type: 'boolean', description: 'Disabled by the owner: every request with their tokens is refused.' },
    emailVerified: { type: 'boolean' },
    openOrders: { type: 'integer', minimum: 0, description: 'Orders not yet shipped.' },
    rtoCount: { type: 'integer', minimum: 0, description: 'Parcels that came back refused or undeliverable.' },
    codAllowed: { type: 'boolean', description: 'False when the owner switched cash on delivery off for them.' },
    codOffered: {
      type: 'boolean',
      description: 'Whether they may order cash on delivery now: the owner’s switch and the shop’s RTO rule.',
    },
    related: {
      type: 'array',
      description:
        'Other accounts that ordered under the same mailbox (dots and +tags ignored as decision 035 says) or a delivery phone this customer used: the order limits count them as one person.',
      items: schemaRef('RelatedAccount'),
    },
  }),
  RelatedAccount: closedObject({
    email: stringProperty,
    shares: { type: 'array', items: { type: 'string', enum: ['mailbox', 'phone'] }, description: 'What it shares.' },
  }),
  CancelOpenOrdersResult: closedObject({
    message: stringProperty,
    cancelled: { type: 'array', items: schemaRef('Order') },
    skipped: {
      type: 'array',
      description: 'Open orders that moved on (shipped, say) before their own cancel, left as they are.',
      items: closedObject({ _id: documentId, message: stringProperty }),
    },
    related: { type: 'array', items: schemaRef('RelatedAccount') },
  }),
  CustomerBlockResult: closedObject({ message: stringProperty, customer: schemaRef('CustomerAccount') }),
  NewsletterSubscribeResult: closedObject({
    message: { type: 'string', description: 'What happened, in words for the person.' },
    outcome: {
      type: 'string',
      enum: ['confirmation-sent', 'already-subscribed'],
      description: '`already-subscribed`: the address is confirmed already, and nothing was sent.',
    },
  }),
  NewsletterConfirmResult: closedObject({
    message: stringProperty,
    outcome: { type: 'string', enum: ['subscribed', 'already-subscribed'] },
  }),
  NewsletterUnsubscribeResult: closedObject({ message: stringProperty }),
  NewsletterStats: closedObject({
    subscribers: { type: 'integer', minimum: 0, description: 'Confirmed subscribers (an aggregation count).' },
  }),
  AdminLoginResult: closedObject({
    message: stringProperty,
    token: {
      type: 'string',
      description: `The owner token (HS256 JWT), valid for ${ADMIN_TOKEN_TTL_SECONDS / 60} minutes.`,
    },
    user: closedObject({ username: stringProperty, role: { type: 'string', const: 'admin' } }),
    device: {
      type: 'string',
      description:
        "This browser's device credential (HS256 JWT, a year): sent back as `device` with its next sign-ins, its failures count against it alone and the username's ceiling does not lock it (decision 037). It signs no one in.",
    },
  }),
  AdminLogoutResult: closedObject({ message: stringProperty }),
  AdminStats: closedObject({
    queue: closedObject({
      paymentsToCheck: {
        type: 'integer',
        minimum: 0,
        description: 'UPI orders with a UTR to check (payment-submitted).',
      },
      ordersToShip: { type: 'integer', minimum: 0, description: 'Confirmed orders waiting to be shipped.' },
      cashPending: closedObject(
        { count: { type: 'integer', minimum: 0 }, amount },
        undefined,
        'Delivered COD orders whose cash the courier has not paid over yet, and their total.',
      ),
    }),
    totalBooks: { type: 'integer', minimum: 0 },
    totalSales: { ...amount, description: 'Every standing order’s total, shipping and COD fees included.' },
    salesCharges: closedObject(
      { shipping: amount, codFees: amount },
      undefined,
      'Of totalSales: the shipping charges and COD fees.',
    ),
    totalOrders: { type: 'integer', minimum: 0 },
    trendingBooks: { type: 'array', items: closedObject({ _id: documentId, title: stringProperty }) },
    monthlySales: {
      type: 'array',
      description: `Oldest month first, on the store’s calendar (${STORE_TIME_ZONE}). Cancelled orders are taken out of the month they were placed in.`,
      items: closedObject({
        _id: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}$' },
        totalSales: amount,
        totalOrders: { type: 'integer' },
      }),
    },
    lowStockBooks: {
      type: 'array',
      description: `Books with at most ${LOW_STOCK_THRESHOLD} copies, fewest first.`,
      items: closedObject({ _id: documentId, title: stringProperty, stock: { type: 'integer' } }),
    },
    ordersLeft: {
      type: 'integer',
      minimum: 0,
      description: 'Open orders still to ship: pending or confirmed (a count aggregation).',
    },
    visitsLastDay: {
      type: 'integer',
      minimum: 0,
      description:
        'Storefront page loads (POST /api/visits, one per page load; the owner’s area sends none) in the current hour and the 23 before it.',
    },
    customersByAverageOrder: {
      type: 'array',
      maxItems: AVERAGE_ORDER_RANKING_SIZE,
      description:
        'The customers whose orders that still stand (not cancelled or returned) average the most, highest first.',
      items: closedObject({
        email: stringProperty,
        name: { type: 'string', description: 'The name on their latest order.' },
        averageOrder: amount,
        orders: { type: 'integer', minimum: 1, description: 'How many orders the average is over.' },
      }),
    },
    salesByGenre: {
      type: 'array',
      description: 'Copies sold per genre (the stored category id) among the books in the catalog, most first.',
      items: closedObject({ category: stringProperty, copies: { type: 'integer', minimum: 1 } }),
    },
  }),
};

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
