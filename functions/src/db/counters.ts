import { db } from '../firebase';
import { collectionOf, storedAs } from './documents';
import { amount, listOf, mapOf, shape, text, timestamp, type FieldsRecord, type RecordOf } from './stored-fields';

// What the store counts: sales figures, storefront page loads, and the fixed windows of its three
// rate limits (owner sign-ins, order attempts, newsletter requests; services/window-counter.ts).

/** What every rate limit's document stores beside its count. */
const windowFields = {
  windowStartedAt: timestamp,
  /** The end of the window; also the TTL field. */
  expiresAt: timestamp,
};
export type WindowFields = FieldsRecord<typeof windowFields>;

/** loginThrottles/{hash of a username}: failed sign-ins (the hash, so guessed names are not stored). */
export const loginThrottleShape = shape({ failures: amount, ...windowFields });
export type LoginThrottleRecord = RecordOf<typeof loginThrottleShape>;

/** orderAttempts/{person key}: well-formed order requests of one mailbox or one phone in the current window. */
export const orderAttemptsShape = shape({
  attempts: amount,
  /**
   * SHA-256 of the Idempotency-Keys counted in this window: a retry of a counted checkout
   * attempt (same key) is not counted again. At most CUSTOMER_LIMITS.orderAttempts entries.
   */
  keys: listOf(text),
  ...windowFields,
});
export type OrderAttemptsRecord = RecordOf<typeof orderAttemptsShape>;

/** newsletterAttempts/{hash of an address or a client address}: subscribe requests in the current window. */
export const newsletterAttemptsShape = shape({ attempts: amount, ...windowFields });
export type NewsletterAttemptsRecord = RecordOf<typeof newsletterAttemptsShape>;

/** Any limit that counts requests in a window (services/rate-limit.ts): complaints', reviews'. */
export const attemptsInWindowShape = shape({ attempts: amount, ...windowFields });
export type AttemptsInWindowRecord = RecordOf<typeof attemptsInWindowShape>;

/**
 * counters/{name}: the next number of a gapless sequence (order numbers, each year's bills and
 * credit notes), read and moved on in the transaction that takes a number.
 */
export const sequenceCounterShape = shape({ next: amount });
/** One sequence's converter, shared by every counter document. */
export const sequenceCounter = storedAs(sequenceCounterShape);

/**
 * Sales figures in integer paise, kept current by the transactions that place orders, issue
 * bills and credit notes, and record refunds (services/statistics/stats.ts, decision 051).
 */
export const salesStatsShape = shape({
  /** Bills less credit notes. */
  totalSalesPaise: amount,
  /** Orders placed. */
  totalOrders: amount,
  /** Of the sales: shipping charges and COD fees. Absent before: none was charged. */
  shippingPaise: amount,
  codFeePaise: amount,
  /** By store month ("YYYY-MM") of the event; a figure absent is 0. */
  months: mapOf(
    shape({
      salesPaise: amount,
      orders: amount,
      bills: amount,
      creditNotes: amount,
      refundsPaise: amount,
      // Coupons' discounts on the month's paper; absent in months without any.
      discountsPaise: (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined),
    }),
  ),
});
export type SalesStatsRecord = RecordOf<typeof salesStatsShape>;

/**
 * visitHours/{hour}-{shard}: storefront page loads counted in one hour on one shard. Each beacon
 * increments one shard picked at random; the overview sums the last day's with one aggregation.
 */
export const visitHourShape = shape({
  /** The start of the hour counted. */
  hour: timestamp,
  views: amount,
  /** A day after the counting window has passed it; also the TTL field. */
  expiresAt: timestamp,
});
export type VisitHourRecord = RecordOf<typeof visitHourShape>;

const salesStats = storedAs(salesStatsShape);

export const counterCollections = {
  loginThrottles: collectionOf('loginThrottles', loginThrottleShape),
  orderAttempts: collectionOf('orderAttempts', orderAttemptsShape),
  newsletterAttempts: collectionOf('newsletterAttempts', newsletterAttemptsShape),
  /** The single statistics document of earlier versions; still summed with the shards. */
  salesStats: () => db().collection('stats').doc('sales').withConverter(salesStats),
  /** stats/sales/shards/{n}: the sharded counter every order adds to (services/statistics/stats.ts). */
  salesShards: () => db().collection('stats').doc('sales').collection('shards').withConverter(salesStats),
  visitHours: collectionOf('visitHours', visitHourShape),
};
