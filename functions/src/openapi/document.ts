import {
  ADMIN_TOKEN_TTL_SECONDS,
  adminLoginSchema,
  adminBooksQuerySchema,
  adminOrdersQuerySchema,
  BOOKS_LIST_PAGE_SIZE,
  booksListQuerySchema,
  catalogSearchQuerySchema,
  MAX_BOOK_IDS,
  topSellersQuerySchema,
  bookSchema,
  CATALOG_CSV_COLUMNS,
  CATALOG_IMPORT_LIMITS,
  catalogImportApplySchema,
  catalogImportPreviewSchema,
  CATEGORY_IDS,
  coverUploadSchema,
  CUSTOMER_LIMITS,
  customerEmailSchema,
  DOCUMENT_ID_PATTERN,
  LOW_STOCK_THRESHOLD,
  MAIL_KINDS,
  MAIL_STATES,
  NEW_BOOK_STOCK,
  NEWSLETTER_LIMITS,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
  ORDER_STATUSES,
  ORDERS_CSV_COLUMNS,
  STORE_ACTOR,
  orderRequestSchema,
  orderStatusChangeSchema,
  ordersExportQuerySchema,
  STORE_TIME_ZONE,
  UNNAMED_AUTHOR,
} from '@bookstore/domain';
import type { AnySchema } from 'yup';
import {
  AVERAGE_ORDER_RANKING_SIZE,
  COVER_BODY_LIMIT_BYTES,
  IMPORT_BODY_LIMIT_BYTES,
  MAIL_MAX_ATTEMPTS,
  IDEMPOTENCY_KEY_TTL_HOURS,
  JSON_BODY_LIMIT_BYTES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_USERNAME,
  LOGIN_WINDOW_SECONDS,
} from '../config';
import { jsonSchemaOf, type JsonSchema } from './json-schema-from-yup';

/**
 * The published contract of the whole /api (OpenAPI 3.1), served at GET /api/openapi.json.
 *
 * Request bodies and query parameters are generated from the shared yup schemas, so their
 * bounds cannot drift from what the API validates. Answers are written by hand from
 * domain/src/types.ts and the routes: yup describes no answer. The API test suite checks
 * every answer it receives against this document (functions/test/support/contract.ts), with
 * `additionalProperties: false`, so a field added to an answer and missing here fails a test.
 */

type Responses = Record<string, unknown>;

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

const noStoreHeaders = { 'Cache-Control': headerRef('NoStore') };
const catalogHeaders = { 'Cache-Control': headerRef('CatalogCache') };

const jsonAnswer = (description: string, schema: unknown, headers: Record<string, unknown> = noStoreHeaders) => ({
  description,
  headers,
  content: { 'application/json': { schema } },
});

const jsonBody = (schema: unknown, description?: string) => ({
  required: true,
  ...(description ? { description } : {}),
  content: { 'application/json': { schema } },
});

const field = (schema: AnySchema) => jsonSchemaOf(schema);

/** A CSV file to save, named by a Content-Disposition whose file name matches `filename` (a regex). */
const csvDownload = (filename: string) => ({
  description: 'The file, as a download.',
  headers: {
    ...noStoreHeaders,
    'Content-Disposition': {
      required: true,
      schema: { type: 'string', pattern: `^attachment; filename="${filename}"$` },
    },
  },
  content: { 'text/csv': { schema: { type: 'string' } } },
});

const ymd = '[0-9]{4}-[0-9]{2}-[0-9]{2}';
/** What every owner's CSV file is made of. */
const CSV_RULES =
  'RFC 4180: every cell quoted, quotes doubled, CRLF line ends. A cell that would start with = + - @, a tab or a carriage return starts with an apostrophe instead, so no spreadsheet runs it as a formula.';

/** Answers any route may give: a real fault. */
const always: Responses = { '500': responseRef('ServerError') };
/** Routes that read a JSON body: refused before the route runs. */
const bodyRefusals: Responses = {
  '400': responseRef('BadRequest'),
  '413': responseRef('PayloadTooLarge'),
  '415': responseRef('UnsupportedMediaType'),
};
/**
 * Routes with an id in the path: a segment that is not UTF-8 once percent-decoded ("%ED%A0%80",
 * a lone surrogate) is refused by Express's router with a 400 before the route runs.
 */
const pathRefusals: Responses = { '400': responseRef('BadRequest') };
const ownerRefusals: Responses = { '401': responseRef('Unauthorized'), '403': responseRef('Forbidden') };
const customerRefusals = ownerRefusals;

const ownerOnly = [{ ownerToken: [] }];
const customerOnly = [{ customerIdToken: [] }];

const idParam = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});

const bookId = idParam('id', 'The book id. An id that is not a valid document id names no book (404).');
const orderId = idParam('id', 'The order id. An id that is not a valid document id names no order (404).');
const mailId = idParam(
  'id',
  'The e-mail id, from the order’s list. An id that is not a valid document id is refused (400).',
);

/** Query parameters documented from the shared yup schema's fields. */
function queryParameters(fields: Record<string, unknown>, names: string[], required: string[] = []) {
  return names.map((name) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema: field(fields[name] as AnySchema),
  }));
}

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

const schemas: Record<string, JsonSchema> = {
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
  BookInput: jsonSchemaOf(bookSchema, {
    description: `The add and edit book body (the owner's form also requires \`author\` and \`stock\`). Unknown fields are dropped. Without \`author\` a new book is stored without one; without \`stock\` it has ${NEW_BOOK_STOCK} copies; an edit without them leaves them as they are (the original client's bodies have neither). On edit, \`expectedStock\` is the stock the form loaded: an unchanged \`stock\` then keeps copies sold meanwhile, a changed one is refused (409) if the stock moved. Create ignores it.`,
  }),
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
  CatalogImportPreviewRequest: jsonSchemaOf(catalogImportPreviewSchema, {
    description: `Every row of a catalog file, as the owner's browser read it: each row's first line in the file and its cells by column (${CATALOG_CSV_COLUMNS.join(', ')}). The server validates each row with the book schema and matches it by id, else by ISBN (hyphens and spaces ignored, an ISBN-10 as its ISBN-13).`,
  }),
  CatalogImportApplyRequest: jsonSchemaOf(catalogImportApplySchema, {
    description:
      'One batch of the rows a preview planned, each with `expectedStock`, the stock its book had at the preview, when it matched one.',
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
  CoverUpload: jsonSchemaOf(coverUploadSchema, {
    description: 'A cover re-encoded by the browser, as base64. The bytes must be an image of the declared type.',
  }),
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
  OrderHistoryEntry: closedObject({
    status: orderStatus,
    at: dateTime,
    by: {
      type: 'string',
      description: `Who made the change: the customer’s e-mail for the order itself; for every later change, \`${STORE_ACTOR}\` in the customer’s answers and the owner’s username in the owner’s.`,
    },
  }),
  Order: closedObject(
    {
      _id: documentId,
      name: stringProperty,
      email: { type: 'string', description: 'The signed-in customer’s e-mail, lower-cased.' },
      phone: stringProperty,
      address: schemaRef('Address'),
      products: { type: 'array', items: schemaRef('OrderLine') },
      productIds: { type: 'array', items: documentId },
      totalPrice: amount,
      status: orderStatus,
      history: {
        type: 'array',
        items: schemaRef('OrderHistoryEntry'),
        description: 'Oldest first; the first entry is the order’s creation (pending).',
      },
      createdAt: dateTime,
    },
    undefined,
    'An order. Status moves pending → confirmed → shipped → delivered, to cancelled from pending or confirmed, or to returned from shipped or delivered.',
  ),
  OrderRequest: jsonSchemaOf(orderRequestSchema, {
    description:
      'Checkout details and the cart. The server prices the order from the stored books: a `totalPrice` different from its own is refused (400). Unknown fields are dropped; the e-mail must be the signed-in customer’s.',
  }),
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
  OrderStatusChange: jsonSchemaOf(orderStatusChangeSchema),
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
  CustomerEmail: jsonSchemaOf(customerEmailSchema),
  CustomerAccount: closedObject({
    email: { type: 'string', description: 'Lower-cased.' },
    hasAccount: { type: 'boolean', description: 'False for an e-mail with orders but no sign-in account.' },
    blocked: { type: 'boolean', description: 'Disabled by the owner: every request with their tokens is refused.' },
    emailVerified: { type: 'boolean' },
    openOrders: { type: 'integer', minimum: 0, description: 'Orders still pending or confirmed.' },
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
  NewsletterSubscribe: jsonSchemaOf(newsletterSubscribeSchema, {
    description: 'The footer box. The address is stored and compared lower-cased.',
  }),
  NewsletterSubscribeResult: closedObject({
    message: { type: 'string', description: 'What happened, in words for the person.' },
    outcome: {
      type: 'string',
      enum: ['confirmation-sent', 'already-subscribed'],
      description: '`already-subscribed`: the address is confirmed already, and nothing was sent.',
    },
  }),
  NewsletterToken: jsonSchemaOf(newsletterTokenSchema, {
    description: 'The `token` of the link in the e-mail.',
  }),
  NewsletterConfirmResult: closedObject({
    message: stringProperty,
    outcome: { type: 'string', enum: ['subscribed', 'already-subscribed'] },
  }),
  NewsletterUnsubscribeResult: closedObject({ message: stringProperty }),
  NewsletterStats: closedObject({
    subscribers: { type: 'integer', minimum: 0, description: 'Confirmed subscribers (an aggregation count).' },
  }),
  AdminLogin: jsonSchemaOf(adminLoginSchema),
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
    totalBooks: { type: 'integer', minimum: 0 },
    totalSales: amount,
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

const errorContent = { 'application/json': { schema: schemaRef('Error') } };
const errorAnswer = (description: string, headers: Record<string, unknown> = noStoreHeaders) => ({
  description,
  headers,
  content: errorContent,
});

/** The Cloud Functions platform answers some requests itself, before the API runs, with an HTML page. */
const platformPage = { 'text/html': { schema: { type: 'string' } } };
const platformHeaders = { 'Cache-Control': headerRef('ErrorCacheControl') };

const responses = {
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
  ServerError: errorAnswer('A fault on the server; logged, and the answer carries no details.'),
};

const headers = {
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

const paths = {
  '/api/books': {
    get: {
      operationId: 'listBooks',
      tags: ['catalog'],
      summary: 'Every book, newest first, a thousand at a time',
      description: `The original list, for API clients (the store's own screens page through /api/catalog). The body stays an array; past ${BOOKS_LIST_PAGE_SIZE} books it is paged: \`Link: <…&page=2>; rel="next"\` names the next page and X-Total-Count the total.`,
      parameters: [
        {
          name: 'category',
          in: 'query',
          description: 'A category id, case-insensitive.',
          schema: { type: 'string', maxLength: 64, examples: [...CATEGORY_IDS] },
        },
        {
          name: 'q',
          in: 'query',
          description: 'Searches title, author and ISBN (hyphens ignored).',
          schema: { type: 'string', maxLength: 100 },
        },
        ...queryParameters(booksListQuerySchema.fields, ['page', 'limit']),
      ],
      responses: {
        '200': jsonAnswer(
          'The books. Without filters the answer carries a strong ETag, gzipped when the client accepts it.',
          { type: 'array', items: schemaRef('Book') },
          {
            ...catalogHeaders,
            ETag: { description: 'Changes whenever any book does.', schema: { type: 'string' } },
            'X-Total-Count': { description: 'Books matching in all.', schema: { type: 'string', pattern: '^[0-9]+$' } },
            Link: { description: 'The next page, when there is one (RFC 8288).', schema: { type: 'string' } },
          },
        ),
        '304': { description: 'Not modified: the If-None-Match ETag is current.', headers: catalogHeaders },
        '400': responseRef('BadRequest'),
        ...always,
      },
    },
  },
  '/api/catalog/home': {
    get: {
      operationId: 'getHomeCatalog',
      tags: ['catalog'],
      summary: 'What the home page shows: new releases, Top Sellers’ first page, Recommended',
      responses: { '200': jsonAnswer('The home page’s books.', schemaRef('HomeCatalog'), catalogHeaders), ...always },
    },
  },
  '/api/catalog/top-sellers': {
    get: {
      operationId: 'listTopSellers',
      tags: ['catalog'],
      summary: 'Books ranked by copies sold (ties: newest first), optionally one genre, a page at a time',
      parameters: queryParameters(topSellersQuerySchema.fields, ['category', 'page', 'limit']),
      responses: {
        '200': jsonAnswer('One page, with the total.', schemaRef('BookPage'), catalogHeaders),
        '400': responseRef('BadRequest'),
        ...always,
      },
    },
  },
  '/api/catalog/search': {
    get: {
      operationId: 'searchCatalog',
      tags: ['catalog'],
      summary: 'Title, author or ISBN (hyphens ignored) over the whole catalog, newest first, a page at a time',
      parameters: queryParameters(catalogSearchQuerySchema.fields, ['q', 'category', 'page', 'limit'], ['q']),
      responses: {
        '200': jsonAnswer('One page, with the total.', schemaRef('BookPage'), catalogHeaders),
        '400': responseRef('BadRequest'),
        ...always,
      },
    },
  },
  '/api/catalog/books': {
    get: {
      operationId: 'getBooksByIds',
      tags: ['catalog'],
      summary: 'The books named (a cart’s), in that order; unknown ids are left out',
      parameters: [
        {
          name: 'ids',
          in: 'query',
          required: true,
          description: `Up to ${MAX_BOOK_IDS} book ids, separated by commas.`,
          schema: { type: 'string', minLength: 1 },
        },
      ],
      responses: {
        '200': jsonAnswer('The books found.', { type: 'array', items: schemaRef('Book') }, catalogHeaders),
        '400': responseRef('BadRequest'),
        ...always,
      },
    },
  },
  '/api/books/create-book': {
    post: {
      operationId: 'createBook',
      tags: ['catalog', 'owner'],
      summary: 'Add a book',
      security: ownerOnly,
      requestBody: jsonBody(schemaRef('BookInput')),
      responses: {
        '201': jsonAnswer('Created.', schemaRef('BookWriteResult')),
        ...bodyRefusals,
        ...ownerRefusals,
        ...always,
      },
    },
  },
  '/api/books/edit/{id}': {
    put: {
      operationId: 'updateBook',
      tags: ['catalog', 'owner'],
      summary: 'Edit a book',
      security: ownerOnly,
      parameters: [{ ...bookId, description: `${bookId.description} A leading ":" is accepted (older clients).` }],
      requestBody: jsonBody(schemaRef('BookInput')),
      responses: {
        '200': jsonAnswer('Updated.', schemaRef('BookWriteResult')),
        ...bodyRefusals,
        ...ownerRefusals,
        '404': responseRef('NotFound'),
        '409': responseRef('Conflict'),
        ...always,
      },
    },
  },
  '/api/books/{id}': {
    parameters: [bookId],
    get: {
      operationId: 'getBook',
      tags: ['catalog'],
      summary: 'One book',
      responses: {
        ...pathRefusals,
        '200': jsonAnswer('The book.', schemaRef('Book'), catalogHeaders),
        '404': responseRef('NotFound'),
        ...always,
      },
    },
    delete: {
      operationId: 'deleteBook',
      tags: ['catalog', 'owner'],
      summary: 'Delete a book',
      security: ownerOnly,
      responses: {
        ...pathRefusals,
        '200': jsonAnswer('Deleted; the answer holds the book as it was.', schemaRef('BookWriteResult')),
        ...ownerRefusals,
        '404': responseRef('NotFound'),
        ...always,
      },
    },
  },
  '/api/news': {
    get: {
      operationId: 'listNews',
      tags: ['catalog'],
      summary: 'The news items of the home page carousel',
      responses: {
        '200': jsonAnswer('In carousel order.', { type: 'array', items: schemaRef('NewsItem') }, catalogHeaders),
        ...always,
      },
    },
  },
  '/api/covers/{id}': {
    get: {
      operationId: 'getCover',
      tags: ['catalog'],
      summary: 'An uploaded cover image',
      parameters: [idParam('id', 'The SHA-256 of the image, 64 lower-case hex digits.')],
      responses: {
        ...pathRefusals,
        '200': {
          description: 'The image. Content-addressed, so it may be cached forever.',
          headers: {
            'Cache-Control': {
              required: true,
              schema: { type: 'string', const: 'public, max-age=31536000, immutable' },
            },
          },
          content: { 'image/webp': {}, 'image/jpeg': {}, 'image/png': {} },
        },
        '404': responseRef('NotFound'),
        ...always,
      },
    },
  },
  '/api/admin/books/import/preview': {
    post: {
      operationId: 'previewCatalogImport',
      tags: ['owner'],
      summary: 'Preview a catalog import',
      description: `Counts of new, updated, unchanged and invalid rows, every invalid row's problems, the first rows of each kind. At most ${CATALOG_IMPORT_LIMITS.rows} rows; the body may be up to ${IMPORT_BODY_LIMIT_BYTES / 1024 / 1024} MB. Writes nothing.`,
      security: ownerOnly,
      requestBody: jsonBody(schemaRef('CatalogImportPreviewRequest')),
      responses: {
        '200': jsonAnswer('What the import would do.', schemaRef('CatalogImportPreview')),
        ...bodyRefusals,
        ...ownerRefusals,
        ...always,
      },
    },
  },
  '/api/admin/books/import/apply': {
    post: {
      operationId: 'applyCatalogImportBatch',
      tags: ['owner'],
      summary: 'Apply one batch of a catalog import',
      description: `At most ${CATALOG_IMPORT_LIMITS.rowsPerBatch} rows, written in one Firestore transaction: all of the batch or none of it. Rows are validated and matched again. A new book's id is the row's id or one made from its ISBN, so a batch sent twice makes no second book. A stock is replaced only if the book still has \`expectedStock\`.`,
      security: ownerOnly,
      requestBody: jsonBody(schemaRef('CatalogImportApplyRequest')),
      responses: {
        '200': jsonAnswer('What the batch wrote.', schemaRef('CatalogImportBatchResult')),
        ...bodyRefusals,
        ...ownerRefusals,
        ...always,
      },
    },
  },
  '/api/admin/covers': {
    post: {
      operationId: 'uploadCover',
      tags: ['owner'],
      summary: 'Upload a cover image',
      description: `The one route that takes a body of up to ${COVER_BODY_LIMIT_BYTES / 1024} KB. The same image uploaded twice is stored once.`,
      security: ownerOnly,
      requestBody: jsonBody(schemaRef('CoverUpload')),
      responses: {
        '201': jsonAnswer('Stored.', schemaRef('CoverLocation')),
        ...bodyRefusals,
        ...ownerRefusals,
        ...always,
      },
    },
  },
  '/api/orders/create-order': {
    post: {
      operationId: 'placeOrder',
      tags: ['orders'],
      summary: 'Place an order (cash on delivery)',
      description: `Priced by the server and written in one transaction with the stock and the sales figures. With an Idempotency-Key, the same key and order return the first order however many arrive at once. The customer's e-mail must be verified (403 otherwise). Per customer: at most ${CUSTOMER_LIMITS.openOrders} open (pending or confirmed) orders and ${CUSTOMER_LIMITS.copiesPerBookInOpenOrders} copies of one book across them (409), and ${CUSTOMER_LIMITS.orderAttempts} well-formed attempts an hour (429).`,
      security: customerOnly,
      parameters: [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: `One key per checkout attempt. Keys are per customer and kept ${IDEMPOTENCY_KEY_TTL_HOURS} hours; the same key with a different order is a 409.`,
          schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
        },
      ],
      requestBody: jsonBody(schemaRef('OrderRequest')),
      responses: {
        '201': jsonAnswer('The order, status pending.', schemaRef('Order'), {
          ...noStoreHeaders,
          'Idempotent-Replayed': {
            description: 'Present when this is the order an earlier request with the same Idempotency-Key placed.',
            schema: { type: 'string', const: 'true' },
          },
        }),
        ...bodyRefusals,
        ...customerRefusals,
        '409': responseRef('Conflict'),
        '429': responseRef('TooManyOrderAttempts'),
        ...always,
      },
    },
  },
  '/api/orders/email/{email}': {
    get: {
      operationId: 'listMyOrders',
      tags: ['orders'],
      summary: 'The signed-in customer’s orders, newest first',
      description: 'The customer’s e-mail must be verified (403 otherwise).',
      security: customerOnly,
      parameters: [
        {
          name: 'email',
          in: 'path',
          required: true,
          description: 'The signed-in customer’s own e-mail (case-insensitive); anyone else’s is a 403.',
          schema: { type: 'string' },
        },
      ],
      responses: {
        ...pathRefusals,
        '200': jsonAnswer('Their orders.', { type: 'array', items: schemaRef('Order') }),
        ...customerRefusals,
        ...always,
      },
    },
  },
  '/api/auth/admin': {
    post: {
      operationId: 'signInOwner',
      tags: ['auth'],
      summary: 'Owner sign-in',
      description: `Throttled per username and client address: after ${LOGIN_MAX_FAILURES_PER_ADDRESS} failures from one address in ${LOGIN_WINDOW_SECONDS / 60} minutes that address gets 429, even for the right password, until the window ends; other addresses are not affected. After ${LOGIN_MAX_FAILURES_PER_USERNAME} failures from all addresses together the username is locked everywhere. Unknown usernames get the same answers.`,
      requestBody: jsonBody(schemaRef('AdminLogin')),
      responses: {
        '200': jsonAnswer('Signed in.', schemaRef('AdminLoginResult')),
        ...bodyRefusals,
        '401': errorAnswer('Wrong username or password.'),
        '429': responseRef('TooManyRequests'),
        ...always,
      },
    },
  },
  '/api/auth/admin/logout': {
    post: {
      operationId: 'signOutOwner',
      tags: ['auth'],
      summary: 'Owner sign-out',
      description:
        'Ends every session of the signed-in owner on the server: this token and every other one issued to the account are refused from now on. The body is an empty JSON object.',
      security: ownerOnly,
      requestBody: jsonBody({ type: 'object' }),
      responses: {
        '200': jsonAnswer('Signed out.', schemaRef('AdminLogoutResult')),
        ...bodyRefusals,
        ...ownerRefusals,
        ...always,
      },
    },
  },
  '/api/newsletter/subscribe': {
    post: {
      operationId: 'subscribeToNewsletter',
      tags: ['newsletter'],
      summary: 'Ask for the newsletter (double opt-in)',
      description: `An address that is not yet a confirmed subscriber gets an e-mail with a one-time link to \`/newsletter/confirm?token=…\`, valid ${NEWSLETTER_LIMITS.confirmLinkHours} hours; asking again sends a new link and the earlier one stops working. A confirmed address is sent nothing. Each well-formed request counts against the limits (429), whatever the answer.`,
      requestBody: jsonBody(schemaRef('NewsletterSubscribe')),
      responses: {
        '200': jsonAnswer('What happened.', schemaRef('NewsletterSubscribeResult')),
        ...bodyRefusals,
        '429': responseRef('TooManyNewsletterRequests'),
        ...always,
      },
    },
  },
  '/api/newsletter/confirm': {
    post: {
      operationId: 'confirmNewsletter',
      tags: ['newsletter'],
      summary: 'Confirm a subscription with the link’s token',
      description:
        'Makes the address a subscriber and sends the welcome e-mail, whose unsubscribe link works without signing in. The token works once.',
      requestBody: jsonBody(schemaRef('NewsletterToken')),
      responses: {
        '200': jsonAnswer('Subscribed.', schemaRef('NewsletterConfirmResult')),
        ...bodyRefusals,
        '404': errorAnswer('The link was used already, has expired, or was replaced by a newer one.'),
        ...always,
      },
    },
  },
  '/api/newsletter/unsubscribe': {
    get: {
      operationId: 'openUnsubscribeLink',
      tags: ['newsletter'],
      summary: 'The unsubscribe link of every newsletter e-mail',
      description:
        'Changes nothing (mail scanners open links): redirects to the storefront page `/newsletter/unsubscribe?token=…` on the configured site origin, whose button makes the POST.',
      parameters: [{ name: 'token', in: 'query', required: false, schema: { type: 'string' } }],
      responses: {
        '303': {
          description: 'To the page that asks before unsubscribing.',
          headers: {
            ...noStoreHeaders,
            Location: { required: true, schema: { type: 'string', format: 'uri' } },
          },
        },
        ...always,
      },
    },
    post: {
      operationId: 'unsubscribeFromNewsletter',
      tags: ['newsletter'],
      summary: 'Unsubscribe, from the page or by one click',
      description:
        'The page sends the token as JSON. A mail client’s one-click unsubscribe (RFC 8058) posts the form field `List-Unsubscribe=One-Click` to the List-Unsubscribe URL, with the token in its query. The answer is the same whether or not the address was still subscribed.',
      parameters: [
        {
          name: 'token',
          in: 'query',
          required: false,
          description: 'The one-click form’s token (from the List-Unsubscribe URL); the JSON body carries its own.',
          schema: { type: 'string' },
        },
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: schemaRef('NewsletterToken') },
          'application/x-www-form-urlencoded': {
            schema: closedObject({ 'List-Unsubscribe': { type: 'string', const: 'One-Click' } }),
          },
          'multipart/form-data': {
            schema: closedObject({ 'List-Unsubscribe': { type: 'string', const: 'One-Click' } }),
          },
        },
      },
      responses: {
        '200': jsonAnswer('Not subscribed (any more).', schemaRef('NewsletterUnsubscribeResult')),
        '400': responseRef('BadRequest'),
        '413': responseRef('PayloadTooLarge'),
        '415': errorAnswer('The body is neither JSON nor a form.'),
        ...always,
      },
    },
  },
  '/api/visits': {
    post: {
      operationId: 'countVisit',
      tags: ['catalog'],
      summary: 'The storefront’s page-load beacon',
      description:
        'Counts one storefront page load for the owner’s ‘Website visits last day’. Any body is ignored, and none is needed (`navigator.sendBeacon` sends none). Calls another site’s page makes (`Sec-Fetch-Site` other than `same-origin`) and crawlers are answered alike but not counted.',
      responses: {
        '204': { description: 'Received.', headers: noStoreHeaders },
        '413': responseRef('PayloadTooLarge'),
        ...always,
      },
    },
  },
  '/api/admin': {
    get: {
      operationId: 'getAdminStats',
      tags: ['owner'],
      summary: 'The owner’s overview',
      security: ownerOnly,
      responses: {
        '200': jsonAnswer(
          'Sales figures, trending and low-stock books, open orders, visits, customers by average order and sales by genre.',
          schemaRef('AdminStats'),
        ),
        ...ownerRefusals,
        ...always,
      },
    },
  },
  '/api/admin/newsletter': {
    get: {
      operationId: 'getNewsletterStats',
      tags: ['owner', 'newsletter'],
      summary: 'How many confirmed subscribers the newsletter has',
      security: ownerOnly,
      responses: {
        '200': jsonAnswer('The count.', schemaRef('NewsletterStats')),
        ...ownerRefusals,
        ...always,
      },
    },
  },
  '/api/admin/newsletter/subscribers': {
    get: {
      operationId: 'downloadNewsletterSubscribers',
      tags: ['owner', 'newsletter'],
      summary: 'The subscriber list as CSV',
      description: `UTF-8, a header row \`email,confirmedAt\`, oldest first. \`confirmedAt\` is ISO 8601 on the store’s clock (${STORE_TIME_ZONE}) with its offset. ${CSV_RULES}`,
      security: ownerOnly,
      responses: {
        '200': csvDownload(`newsletter-subscribers-${ymd}\\.csv`),
        ...ownerRefusals,
        ...always,
      },
    },
  },
  '/api/admin/books': {
    get: {
      operationId: 'listAdminBooks',
      tags: ['owner'],
      summary: 'Manage Books: newest first, optionally searched, a page at a time, never from a cache',
      description:
        'The owner’s screens read this, not the CDN-cached catalog, so a deleted book does not come back for a minute.',
      security: ownerOnly,
      parameters: queryParameters(adminBooksQuerySchema.fields, ['q', 'page', 'limit']),
      responses: {
        '200': jsonAnswer('One page, with the total.', schemaRef('BookPage')),
        '400': responseRef('BadRequest'),
        ...ownerRefusals,
        ...always,
      },
    },
  },
  '/api/admin/books/export': {
    get: {
      operationId: 'exportBooks',
      tags: ['owner'],
      summary: 'Every book as a CSV file (Manage Books → Export CSV)',
      description: `UTF-8 with a byte-order mark (so Excel reads ₹ and non-Latin text), newest first, a header row \`${CATALOG_CSV_COLUMNS.join(',')}\`: the columns an import reads. \`trending\` is \`true\` or \`false\`; prices and stock are plain numbers. Read from the function’s catalog index, so the file costs no read per book. ${CSV_RULES} Reading the file back takes that apostrophe off again. The file is named by the store’s date (${STORE_TIME_ZONE}).`,
      security: ownerOnly,
      responses: {
        '200': csvDownload(`books-${ymd}\\.csv`),
        ...ownerRefusals,
        ...always,
      },
    },
  },
  '/api/admin/books/{id}': {
    get: {
      operationId: 'getAdminBook',
      tags: ['owner'],
      summary: 'One book, never from a cache',
      security: ownerOnly,
      parameters: [bookId],
      responses: {
        ...pathRefusals,
        '200': jsonAnswer('The book.', schemaRef('Book')),
        ...ownerRefusals,
        '404': responseRef('NotFound'),
        ...always,
      },
    },
  },
  '/api/admin/orders': {
    get: {
      operationId: 'listAdminOrders',
      tags: ['owner'],
      summary: 'Orders, newest first, a page at a time',
      security: ownerOnly,
      parameters: queryParameters(adminOrdersQuerySchema.fields, ['status', 'email', 'cursor', 'limit']).map(
        (parameter) => ({
          ...parameter,
          ...(parameter.name === 'cursor' ? { description: 'The `nextCursor` of the previous page.' } : {}),
          ...(parameter.name === 'email' ? { description: 'Only this customer’s orders (case-insensitive).' } : {}),
        }),
      ),
      responses: {
        '200': jsonAnswer('One page.', schemaRef('AdminOrdersPage')),
        '400': responseRef('BadRequest'),
        ...ownerRefusals,
        ...always,
      },
    },
  },
  '/api/admin/orders/export': {
    get: {
      operationId: 'exportOrders',
      tags: ['owner'],
      summary: 'The orders of a date range as a CSV file, one row per book line (Orders → Export CSV)',
      description: `For the shop’s accounts. \`from\` and \`to\` are days of the store’s calendar (${STORE_TIME_ZONE}), both included: from midnight there on \`from\` to the midnight that ends \`to\`. UTF-8 with a byte-order mark, orders oldest first, a header row \`${ORDERS_CSV_COLUMNS.join(',')}\`. \`date\` is ISO 8601 on the store’s clock with its offset; \`customer\` is the name on the order, \`book\` the line’s title, \`price\` the unit price the order was placed at, \`lineTotal\` price × quantity in exact paise. ${CSV_RULES}`,
      security: ownerOnly,
      parameters: queryParameters(ordersExportQuerySchema.fields, ['from', 'to'], ['from', 'to']),
      responses: {
        '200': csvDownload(`orders-${ymd}-to-${ymd}\\.csv`),
        '400': responseRef('BadRequest'),
        ...ownerRefusals,
        ...always,
      },
    },
  },
  '/api/admin/customers': {
    get: {
      operationId: 'getCustomer',
      tags: ['owner'],
      summary: 'One customer, by e-mail: account state and open orders',
      security: ownerOnly,
      parameters: [
        {
          name: 'email',
          in: 'query',
          required: true,
          description: 'Case-insensitive.',
          schema: field(customerEmailSchema.fields.email as AnySchema),
        },
      ],
      responses: {
        '200': jsonAnswer('The customer.', schemaRef('CustomerAccount')),
        '400': responseRef('BadRequest'),
        ...ownerRefusals,
        '404': responseRef('NotFound'),
        ...always,
      },
    },
  },
  '/api/admin/customers/cancel-open-orders': {
    post: {
      operationId: 'cancelCustomerOpenOrders',
      tags: ['owner'],
      summary: 'Cancel every open order of one customer',
      description:
        'Each pending or confirmed order is cancelled as a single cancel would be, in its own transaction: copies back on the shelf, sale out of the figures. An order that moved on meanwhile is skipped and reported.',
      security: ownerOnly,
      requestBody: jsonBody(schemaRef('CustomerEmail')),
      responses: {
        '200': jsonAnswer('What was cancelled.', schemaRef('CancelOpenOrdersResult')),
        ...bodyRefusals,
        ...ownerRefusals,
        ...always,
      },
    },
  },
  '/api/admin/customers/block': {
    post: {
      operationId: 'blockCustomer',
      tags: ['owner'],
      summary: 'Block a customer',
      description:
        'Disables the Firebase Auth account and revokes its sessions. Customer tokens are verified with revocation checked, so the customer’s next request is refused (403).',
      security: ownerOnly,
      requestBody: jsonBody(schemaRef('CustomerEmail')),
      responses: {
        '200': jsonAnswer('Blocked.', schemaRef('CustomerBlockResult')),
        ...bodyRefusals,
        ...ownerRefusals,
        '404': responseRef('NotFound'),
        ...always,
      },
    },
  },
  '/api/admin/customers/unblock': {
    post: {
      operationId: 'unblockCustomer',
      tags: ['owner'],
      summary: 'Unblock a customer',
      description:
        'Enables the account again; the customer signs in afresh (the sessions the block revoked stay ended).',
      security: ownerOnly,
      requestBody: jsonBody(schemaRef('CustomerEmail')),
      responses: {
        '200': jsonAnswer('Unblocked.', schemaRef('CustomerBlockResult')),
        ...bodyRefusals,
        ...ownerRefusals,
        '404': responseRef('NotFound'),
        ...always,
      },
    },
  },
  '/api/admin/orders/{id}': {
    get: {
      operationId: 'getAdminOrder',
      tags: ['owner'],
      summary: 'One order',
      security: ownerOnly,
      parameters: [orderId],
      responses: {
        ...pathRefusals,
        '200': jsonAnswer('The order.', schemaRef('Order')),
        ...ownerRefusals,
        '404': responseRef('NotFound'),
        ...always,
      },
    },
  },
  '/api/admin/orders/{id}/status': {
    patch: {
      operationId: 'changeOrderStatus',
      tags: ['owner'],
      summary: 'Move an order along its lifecycle',
      description:
        'A cancel or a return puts the copies back on the shelf and takes the order out of the sales figures (in the month it was placed), in the same transaction.',
      security: ownerOnly,
      parameters: [orderId],
      requestBody: jsonBody(schemaRef('OrderStatusChange')),
      responses: {
        '200': jsonAnswer('Moved; `history` records who and when.', schemaRef('OrderStatusChangeResult')),
        ...bodyRefusals,
        ...ownerRefusals,
        '404': responseRef('NotFound'),
        '409': responseRef('Conflict'),
        ...always,
      },
    },
  },
  '/api/admin/orders/{id}/mail': {
    get: {
      operationId: 'listOrderMail',
      tags: ['owner'],
      summary: 'The e-mails about one order, oldest first, with their delivery state',
      security: ownerOnly,
      parameters: [orderId],
      responses: {
        ...pathRefusals,
        '200': jsonAnswer('The e-mails; an order has at least its confirmation.', {
          type: 'array',
          items: schemaRef('OrderMail'),
        }),
        ...ownerRefusals,
        '404': responseRef('NotFound'),
        ...always,
      },
    },
  },
  '/api/admin/mail/{id}/resend': {
    post: {
      operationId: 'resendMail',
      tags: ['owner'],
      summary: 'Send a failed e-mail again, now',
      description: `For an e-mail that failed (ERROR) or waits for its next retry (RETRY): its tries start over and one is made at once. If it fails again it is retried with the usual backoff, up to ${MAIL_MAX_ATTEMPTS} tries. The body is an empty JSON object.`,
      security: ownerOnly,
      parameters: [mailId],
      requestBody: jsonBody({ type: 'object' }),
      responses: {
        '200': jsonAnswer('What the try did, and the e-mail as it now stands.', schemaRef('ResendMailResult')),
        ...bodyRefusals,
        ...ownerRefusals,
        '404': responseRef('NotFound'),
        '409': errorAnswer(
          'The e-mail was delivered already (it is never sent twice), or it is queued or being sent right now.',
        ),
        ...always,
      },
    },
  },
  '/api/openapi.json': {
    get: {
      operationId: 'getOpenApiDocument',
      tags: ['meta'],
      summary: 'This document',
      responses: {
        '200': jsonAnswer(
          'The OpenAPI 3.1 document of the whole API.',
          {
            type: 'object',
            properties: {
              openapi: { type: 'string', pattern: '^3\\.1\\.' },
              info: { type: 'object' },
              paths: { type: 'object' },
            },
            required: ['openapi', 'info', 'paths'],
          },
          {
            'Cache-Control': { required: true, schema: { type: 'string', const: 'public, max-age=300' } },
          },
        ),
        ...always,
      },
    },
  },
  '/news.json': {
    get: {
      operationId: 'getNewsFile',
      tags: ['catalog'],
      summary: 'The news items as the static news file of the original client',
      description:
        'Served by the same function (Hosting rewrites /news.json to it): the items of GET /api/news, in the same order and cached alike, each `{ title, description, image }` as the original client reads its news file.',
      responses: {
        '200': jsonAnswer('In carousel order.', { type: 'array', items: schemaRef('NewsFileItem') }, catalogHeaders),
        ...always,
      },
    },
  },
  '/sitemap.xml': {
    get: {
      operationId: 'getSitemap',
      tags: ['meta'],
      summary: 'The sitemap: the home page and every book page',
      description:
        'Served by the same function (Hosting rewrites /sitemap.xml to it). Every URL is on the configured site origin (the SITE_ORIGIN param), whatever Host or X-Forwarded-Host the request names. Past 45,000 URLs it is a sitemap index naming /sitemap-1.xml, /sitemap-2.xml, … of at most 45,000 URLs each.',
      responses: {
        '200': {
          description: 'A sitemaps.org urlset.',
          headers: {
            'Cache-Control': { required: true, schema: { type: 'string', const: 'public, max-age=0, s-maxage=3600' } },
          },
          content: { 'application/xml': { schema: { type: 'string' } } },
        },
        ...always,
      },
    },
  },
  '/sitemap-{file}.xml': {
    get: {
      operationId: 'getSitemapFile',
      tags: ['meta'],
      summary: 'One file of the sitemap index, when the site has more than 45,000 URLs',
      parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string', pattern: '^[1-9][0-9]*$' } }],
      responses: {
        '200': {
          description: 'A sitemaps.org urlset of at most 45,000 URLs.',
          headers: {
            'Cache-Control': { required: true, schema: { type: 'string', const: 'public, max-age=0, s-maxage=3600' } },
          },
          content: { 'application/xml': { schema: { type: 'string' } } },
        },
        '404': responseRef('NotFound'),
        ...always,
      },
    },
  },
};

export const openApiDocument = {
  openapi: '3.1.1',
  info: {
    title: 'Book Store API',
    version: '1.0.0',
    summary: 'The JSON API of the book store: catalog, orders, and the owner’s area.',
    description: [
      'All bodies are JSON. Every error is `{ message, errors? }` (see the Error schema) and carries `Cache-Control: private, no-store`.',
      'Any other path or method answers 404 with the error shape; under /api/orders and /api/admin the sign-in check answers first (401 or 403).',
      `Request bodies are at most ${JSON_BODY_LIMIT_BYTES / 1024} KB (413) and must be application/json (415), except the one-click unsubscribe form (RFC 8058).`,
      'Every answer also carries `X-Content-Type-Options: nosniff`.',
    ].join('\n\n'),
  },
  servers: [
    {
      url: '/',
      description: 'The site itself: Hosting rewrites /api/**, /news.json and the sitemaps to the function.',
    },
  ],
  tags: [
    { name: 'catalog', description: 'Books, covers and news; public reads are CDN-cached for a minute.' },
    { name: 'orders', description: 'A signed-in customer’s orders.' },
    { name: 'auth', description: 'Owner sign-in.' },
    { name: 'owner', description: 'The owner’s area.' },
    {
      name: 'newsletter',
      description: 'The double opt-in newsletter: subscribe, confirm, unsubscribe without signing in.',
    },
    { name: 'meta', description: 'The sitemap and this document.' },
  ],
  paths,
  components: {
    schemas,
    responses,
    headers,
    securitySchemes: {
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
    },
  },
};

export type OpenApiDocument = typeof openApiDocument;
