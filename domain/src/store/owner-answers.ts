import { mixed, object, type InferType } from 'yup';
import { ADMIN_TOKEN_TTL_SECONDS } from './admin-session';
import { STORE_TIME_ZONE } from './store-clock';
import { LOW_STOCK_THRESHOLD } from '../catalog/stock';
import { count, isoTime, listOf, oneOfWords, plainText, rupees, storedId, wholeNumber } from '../shared/answer-fields';
import { described, named } from '../shared/fields';

/** 'Users by average order' lists this many customers. */
export const AVERAGE_ORDER_RANKING_SIZE = 5;

/** Every error the API sends. `errors` maps a field path ("address.city") to its message. */
export const apiErrorSchema = named(
  'Error',
  object({
    message: plainText('A sentence to show to the person.'),
    errors: described(mixed<Record<string, string>>().optional(), {
      description:
        'One message per invalid field, keyed by its path ("address.city", "products[0].quantity", "Idempotency-Key"); "_" for the body as a whole.',
      // yup has no map type.
      jsonSchema: { type: 'object', additionalProperties: { type: 'string' } },
    }),
  }),
  'Every error the API sends.',
);
export type ApiErrorBody = InferType<typeof apiErrorSchema>;

const monthlySalesSchema = object({
  // "YYYY-MM"
  _id: plainText().matches(/^[0-9]{4}-[0-9]{2}$/),
  totalSales: rupees(),
  totalOrders: wholeNumber(),
});
export type MonthlySales = InferType<typeof monthlySalesSchema>;

/** One customer's average over their orders that still stand (not cancelled or returned). */
const customerAverageOrderSchema = object({
  email: plainText(),
  name: plainText('The name on their latest order.'),
  averageOrder: rupees(),
  orders: wholeNumber(1, 'How many orders the average is over.'),
});
export type CustomerAverageOrder = InferType<typeof customerAverageOrderSchema>;

const genreSalesSchema = object({ category: plainText(), copies: wholeNumber(1) });
export type GenreSales = InferType<typeof genreSalesSchema>;

/** The owner's daily queue (issue 30 §6): what waits on them today; each count links to the orders list filtered the same way. */
const dailyQueueSchema = object({
  paymentsToCheck: count('UPI orders with a UTR to check (payment-submitted).'),
  // Paid or cash on delivery.
  ordersToShip: count('Confirmed orders waiting to be shipped.'),
  cashPending: described(object({ count: count(), amount: rupees() }).defined(), {
    description: 'Delivered COD orders whose cash the courier has not paid over yet, and their total.',
  }),
  // Issue 39 §1: the orders list's refundOutstanding=true shows them.
  refundsToMake: described(
    object({
      count: count(),
      amount: rupees('Their refunds outstanding, in all.'),
      oldestOwedAt: isoTime('When the oldest became owed; null when none is.').nullable(),
      overdue: count('Those past their refundDueBy.'),
    }).defined(),
    { description: 'Orders with a refund outstanding.' },
  ),
  latePayments: count('Cancelled UPI orders with a UTR sent after the deadline, waiting for the owner’s check.'),
});
export type DailyQueue = InferType<typeof dailyQueueSchema>;

export const adminStatsSchema = named(
  'AdminStats',
  object({
    queue: dailyQueueSchema.defined(),
    totalBooks: count(),
    totalSales: rupees('Every standing order’s total, shipping and COD fees included.'),
    salesCharges: described(object({ shipping: rupees(), codFees: rupees() }).defined(), {
      description: 'Of totalSales: the shipping charges and COD fees.',
    }),
    totalOrders: count(),
    trendingBooks: listOf(object({ _id: storedId(), title: plainText() })),
    monthlySales: listOf(
      monthlySalesSchema,
      `Oldest month first, on the store’s calendar (${STORE_TIME_ZONE}). Cancelled orders are taken out of the month they were placed in.`,
    ),
    lowStockBooks: listOf(
      object({ _id: storedId(), title: plainText(), stock: wholeNumber() }),
      `Books with at most ${LOW_STOCK_THRESHOLD} copies, fewest first.`,
    ),
    // OPEN_ORDER_STATUSES.
    ordersLeft: count('Open orders still to ship: pending or confirmed (a count aggregation).'),
    // So never a visit older than 24 hours.
    visitsLastDay: count(
      'Storefront page loads (POST /api/visits, one per page load; the owner’s area sends none) in the current hour and the 23 before it.',
    ),
    customersByAverageOrder: listOf(
      customerAverageOrderSchema,
      'The customers whose orders that still stand (not cancelled or returned) average the most, highest first.',
    ).max(AVERAGE_ORDER_RANKING_SIZE),
    // Genres with none sold are left out.
    salesByGenre: listOf(
      genreSalesSchema,
      'Copies sold per genre (the stored category id) among the books in the catalog, most first.',
    ),
  }),
);
export type AdminStats = InferType<typeof adminStatsSchema>;

export const adminLoginResultSchema = named(
  'AdminLoginResult',
  object({
    message: plainText(),
    token: plainText(`The owner token (HS256 JWT), valid for ${ADMIN_TOKEN_TTL_SECONDS / 60} minutes.`),
    user: object({ username: plainText(), role: oneOfWords(['admin'] as const) }).defined(),
    device: plainText(
      "This browser's device credential (HS256 JWT, a year): sent back as `device` with its next sign-ins, its failures count against it alone and the username's ceiling does not lock it (decision 037). It signs no one in.",
    ),
  }),
);
export type AdminLoginResult = InferType<typeof adminLoginResultSchema>;

/** POST /api/auth/admin/logout: the owner's tokens, this one and any other, no longer work. */
export const adminLogoutResultSchema = named('AdminLogoutResult', object({ message: plainText() }));
export type AdminLogoutResult = InferType<typeof adminLogoutResultSchema>;
