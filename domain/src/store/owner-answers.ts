import { complaintQueueSchema } from '../complaints/complaint-answers';
import { mixed, number, object, type InferType } from 'yup';
import { COURIER_IDS } from '../orders/couriers';
import { ADMIN_TOKEN_TTL_SECONDS } from './admin-session';
import { STORE_TIME_ZONE } from './store-clock';
import { SHOP_SETUP_ITEMS } from './shop-setup-items';
import { LOW_STOCK_THRESHOLD } from '../catalog/stock';
import {
  count,
  flag,
  isoTime,
  listOf,
  oneOfWords,
  plainText,
  rupees,
  storedId,
  wholeNumber,
} from '../shared/answer-fields';
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

// Decision 051: the money follows the paper, each in the month it was issued or made.
const monthlySalesSchema = object({
  // "YYYY-MM"
  _id: plainText().matches(/^[0-9]{4}-[0-9]{2}$/),
  // Below 0 in a month whose credit notes outweigh its bills.
  totalSales: described(number().defined(), {
    description:
      'Rupees: the bills issued this month less the credit notes issued this month, as the bills register lists them.',
  }),
  totalOrders: count('Orders placed this month, cancelled or not.'),
  bills: count('Bills of supply issued this month.'),
  creditNotes: count('Credit notes issued this month.'),
  refunds: rupees('Refunds paid back this month, whatever month their order was billed in.'),
  // Coupons' discounts, following the paper like the sales.
  discounts: rupees(
    'Coupons’ discounts on the bills issued this month, less those on its credit notes; absent when none.',
  ).optional(),
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

/** The owner's daily queue: what waits on them today; each count links to the orders list filtered the same way. */
const dailyQueueSchema = object({
  paymentsToCheck: count('UPI orders with a UTR to check (payment-submitted).'),
  // Paid or cash on delivery.
  ordersToShip: count('Confirmed orders waiting to be shipped.'),
  cashPending: described(object({ count: count(), amount: rupees() }).defined(), {
    description: 'Delivered COD orders whose cash the courier has not paid over yet, and their total.',
  }),
  // The orders list's refundOutstanding=true shows them.
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
  // The orders list's returnsOpen=true shows their orders.
  returnRequests: count('Return requests waiting for the owner: requested, or approved and not yet received.'),
  // Each ticket's age and deadlines, and the month's late ones.
  complaints: complaintQueueSchema,
});
export type DailyQueue = InferType<typeof dailyQueueSchema>;

/** This month's cash from each courier: what it paid over and what it kept as its charges. */
const courierRemittancesSchema = object({
  // "YYYY-MM", the store's month.
  month: plainText().matches(/^[0-9]{4}-[0-9]{2}$/),
  couriers: listOf(
    object({
      courier: oneOfWords(COURIER_IDS),
      parcels: count('Parcels whose cash was recorded as remitted.'),
      remitted: rupees('Cash the courier paid over.'),
      deducted: described(number().defined(), {
        description: 'Their COD amounts less what was paid over; negative when the courier paid over more.',
      }),
    }),
    'Couriers with a remittance dated this month, most remitted first.',
  ),
});
export type CourierRemittances = InferType<typeof courierRemittancesSchema>;

export const adminStatsSchema = named(
  'AdminStats',
  object({
    queue: dailyQueueSchema.defined(),
    remittancesThisMonth: courierRemittancesSchema.defined(),
    totalBooks: count(),
    totalSales: rupees('Every bill issued less every credit note, shipping and COD fees included.'),
    salesCharges: described(object({ shipping: rupees(), codFees: rupees() }).defined(), {
      description: 'Of totalSales: the shipping charges and COD fees.',
    }),
    totalOrders: count('Orders placed, cancelled or not.'),
    trendingBooks: listOf(object({ _id: storedId(), title: plainText() })),
    monthlySales: listOf(
      monthlySalesSchema,
      `Oldest month first, on the store’s calendar (${STORE_TIME_ZONE}). A month’s figures never change once it is over.`,
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
    shopSetup: listOf(
      object({ item: oneOfWords(SHOP_SETUP_ITEMS), label: plainText(), done: flag() }),
      'The setup checklist, every item in order: done once the owner has replaced the settings’ placeholder (decision 048). No bill is issued while the legal name or the address is not done.',
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
