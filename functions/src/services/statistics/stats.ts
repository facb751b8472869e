import type { AdminStats, DailyQueue, MonthlySales } from '@bookstore/domain';
import { fromPaise, LOW_STOCK_THRESHOLD, OPEN_ORDER_STATUSES, storeMonth, toPaise } from '@bookstore/domain';
import { AggregateField, FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { randomInt } from 'node:crypto';
import { salesStatsShards } from '../../config';
import { bookFields } from '../../db/catalog';
import { collections } from '../../db/collections';
import type { SalesStatsRecord } from '../../db/counters';
import type { MergeWriter } from '../../db/documents';
import { catalogIndex } from '../catalog/catalog-index';
import { customersByAverageOrder } from '../customers/customer-averages';
import { salesByGenre } from './genre-sales';
import { visitsLastDay } from './visits';

/**
 * Adds one order to the running figures inside the caller's transaction. Increments
 * need no read, so concurrent orders never conflict on the statistics document.
 */
export function recordSale(tx: Transaction, totalPaise: number, at: Date, charges: SaleCharges = NO_CHARGES): void {
  addToSales(tx, totalPaise, 1, at, charges);
}

/** What of a sale was the parcel's charges rather than books, in paise. */
export interface SaleCharges {
  shippingPaise: number;
  codFeePaise: number;
}
const NO_CHARGES: SaleCharges = { shippingPaise: 0, codFeePaise: 0 };

/**
 * Takes a cancelled order out of the figures, in the month it was placed: after any mix of
 * orders and cancels, the statistics equal the sum of the orders that still stand.
 */
export function removeSale(
  tx: Transaction,
  totalPaise: number,
  placedAt: Date,
  charges: SaleCharges = NO_CHARGES,
): void {
  addToSales(tx, -totalPaise, -1, placedAt, {
    shippingPaise: -charges.shippingPaise,
    codFeePaise: -charges.codFeePaise,
  });
}

/** Sums statistics records: the shards, and the single document of earlier versions. */
export function sumSalesStats(records: SalesStatsRecord[]): SalesStatsRecord {
  const sum: SalesStatsRecord = { totalSalesPaise: 0, totalOrders: 0, shippingPaise: 0, codFeePaise: 0, months: {} };
  for (const record of records) {
    sum.totalSalesPaise += record.totalSalesPaise;
    sum.totalOrders += record.totalOrders;
    sum.shippingPaise += record.shippingPaise;
    sum.codFeePaise += record.codFeePaise;
    for (const [month, figures] of Object.entries(record.months)) {
      const into = (sum.months[month] ??= { salesPaise: 0, orders: 0 });
      into.salesPaise += figures.salesPaise;
      into.orders += figures.orders;
    }
  }
  return sum;
}

/**
 * The sales figures: every shard and the earlier single document, at most
 * SALES_STATS_SHARDS + 1 reads whatever the number of orders.
 */
export async function readSalesStats(): Promise<SalesStatsRecord> {
  const [single, shards] = await Promise.all([collections.salesStats().get(), collections.salesShards().get()]);
  const records = shards.docs.map((doc) => doc.data());
  const earlier = single.data();
  return sumSalesStats(earlier ? [earlier, ...records] : records);
}

/**
 * Adds `orders` orders worth `paise` in all, placed at `at`, to the figures. The bench calls
 * it directly to file thousands of orders in one batch.
 */
export function addToSales(
  writer: MergeWriter,
  paise: number,
  orders: number,
  at: Date,
  charges: SaleCharges = NO_CHARGES,
): void {
  // A random shard: concurrent orders seldom meet on one document, and none is written by every order.
  writer.set(
    collections.salesShards().doc(String(randomInt(salesStatsShards()))),
    {
      totalSalesPaise: FieldValue.increment(paise),
      totalOrders: FieldValue.increment(orders),
      ...(charges.shippingPaise !== 0 ? { shippingPaise: FieldValue.increment(charges.shippingPaise) } : {}),
      ...(charges.codFeePaise !== 0 ? { codFeePaise: FieldValue.increment(charges.codFeePaise) } : {}),
      months: { [storeMonth(at)]: { salesPaise: FieldValue.increment(paise), orders: FieldValue.increment(orders) } },
    },
    { merge: true },
  );
}

/** The low-stock card lists at most this many books, fewest copies first. */
const LOW_STOCK_LIST_LIMIT = 50;
/** The trending list names at most this many books, newest first: a title list, not the catalog. */
const TRENDING_LIST_LIMIT = 100;

/**
 * The owner's overview: the statistics shards, count aggregations of the books and of the open
 * orders, the low-stock query, the visits' sum aggregation, the top of the customers' average
 * ranking, and the trending books and sales by genre from the catalog index. Nothing it reads
 * grows with the orders but the open-orders count (one read per 1,000 open orders), and only
 * the book count (one read per 1,000 books) with the catalog. Decisions 003 and 033.
 */
export async function getAdminStats(): Promise<AdminStats> {
  const books = collections.books();
  const [stats, bookCount, index, lowStock, ordersLeft, visits, customers, queue] = await Promise.all([
    readSalesStats(),
    books.count().get(),
    catalogIndex({ fresh: true }),
    bookFields
      .titleAndStock(books.where('stock', '<=', LOW_STOCK_THRESHOLD).orderBy('stock').limit(LOW_STOCK_LIST_LIMIT))
      .get(),
    collections
      .orders()
      .where('status', 'in', [...OPEN_ORDER_STATUSES])
      .count()
      .get(),
    visitsLastDay(),
    customersByAverageOrder(),
    dailyQueue(),
  ]);
  const monthlySales: MonthlySales[] = Object.entries(stats.months)
    .map(([month, figures]) => ({ _id: month, totalSales: fromPaise(figures.salesPaise), totalOrders: figures.orders }))
    .sort((a, b) => a._id.localeCompare(b._id));
  return {
    totalBooks: bookCount.data().count,
    totalSales: fromPaise(stats.totalSalesPaise),
    salesCharges: { shipping: fromPaise(stats.shippingPaise), codFees: fromPaise(stats.codFeePaise) },
    totalOrders: stats.totalOrders,
    trendingBooks: index.newest.items
      .filter((entry) => entry.book.trending)
      .slice(0, TRENDING_LIST_LIMIT)
      .map(({ book }) => ({ _id: book._id, title: book.title })),
    lowStockBooks: lowStock.docs.map((doc) => ({ _id: doc.id, ...doc.data() })),
    monthlySales,
    ordersLeft: ordersLeft.data().count,
    visitsLastDay: visits,
    customersByAverageOrder: customers,
    salesByGenre: salesByGenre(index),
    queue,
  };
}

/**
 * Aggregation queries (each reads one index entry per thousand documents counted) and the one
 * oldest refund owed.
 */
async function dailyQueue(): Promise<DailyQueue> {
  const orders = collections.orders();
  const refunds = orders.where('refundPending', '==', true);
  const [toCheck, toShip, cash, owed, overdue, oldest, late] = await Promise.all([
    orders.where('status', '==', 'payment-submitted').count().get(),
    orders.where('status', '==', 'confirmed').count().get(),
    orders
      .where('cashPending', '==', true)
      .aggregate({ count: AggregateField.count(), rupees: AggregateField.sum('totalPrice') })
      .get(),
    refunds.aggregate({ count: AggregateField.count(), rupees: AggregateField.sum('refundOutstanding') }).get(),
    refunds.where('refundDueBy', '<', Timestamp.now()).count().get(),
    refunds.orderBy('refundDueBy').limit(1).get(),
    orders.where('latePaymentPending', '==', true).count().get(),
  ]);
  const oldestOwedAt = oldest.docs[0]?.data().refundOwedAt;
  // The sums of rupee amounts, back to paise and 2 decimals: a float sum may drift in the last digit.
  const rupees = (sum: number | null) => fromPaise(toPaise(sum ?? 0));
  return {
    paymentsToCheck: toCheck.data().count,
    ordersToShip: toShip.data().count,
    cashPending: { count: cash.data().count, amount: rupees(cash.data().rupees) },
    refundsToMake: {
      count: owed.data().count,
      amount: rupees(owed.data().rupees),
      oldestOwedAt: oldestOwedAt ? oldestOwedAt.toDate().toISOString() : null,
      overdue: overdue.data().count,
    },
    latePayments: late.data().count,
  };
}
