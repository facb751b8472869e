import { paperSign, type AdminStats, type BillKind, type DailyQueue, type MonthlySales } from '@bookstore/domain';
import {
  fromPaise,
  OPEN_RETURN_STATES,
  LOW_STOCK_THRESHOLD,
  OPEN_ORDER_STATUSES,
  shopSetupChecklist,
  storeMonth,
  toPaise,
} from '@bookstore/domain';
import { AggregateField, FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { randomInt } from 'node:crypto';
import { salesStatsShards } from '../../config';
import { bookFields } from '../../db/catalog';
import { collections } from '../../db/collections';
import type { SalesStatsRecord } from '../../db/counters';
import type { MergeWriter } from '../../db/documents';
import { catalogIndex } from '../catalog/instance-catalog';
import { complaintQueue } from '../complaints/complaint-queue';
import { customersByAverageOrder } from '../customers/customer-averages';
import { readShopSettings } from '../store/store-settings';
import { salesByGenre } from './genre-sales';
import { cashPendingFigures, remittancesThisMonth } from './remittance-figures';
import { visitsLastDay } from './visits';

/*
 * The figures follow the paper (decision 051): the sales of a month are the bills of
 * supply issued in it less the credit notes issued in it, each at its own total, and the refunds
 * are counted in the month they are made. Every change is filed under the store month of the
 * instant it happens, so a month's figures never change once it is over. The orders count is
 * the orders placed, counted once when placed: a cancel does not take it back.
 */

/** What one event adds to the figures; a part left out adds nothing. */
export interface FiguresChange {
  /** Bills' totals less credit notes' totals, shipping and COD fees included. */
  salesPaise?: number;
  /** Of salesPaise: the shipping charges and the COD fees. */
  shippingPaise?: number;
  codFeePaise?: number;
  /** Orders placed. */
  orders?: number;
  bills?: number;
  creditNotes?: number;
  refundsPaise?: number;
  /** Coupons' discounts on the paper. */
  discountsPaise?: number;
}

/** What a bill or credit note says it is worth, as issueBill wrote it, in paise. */
export interface PaperTotals {
  totalPaise: number;
  shippingPaise: number;
  codFeePaise: number;
  discountPaise?: number;
}

/** An order placed at `at`: counted once, in the month placed. Its money counts when billed. */
export function recordOrderPlaced(tx: Transaction, at: Date): void {
  addToSales(tx, { orders: 1 }, at);
}

/**
 * A bill adds its total to the month it is issued in; a credit note takes its own total (which
 * may be less than its bill's) off the month the credit note is issued in, never its bill's.
 */
export function recordPaper(tx: Transaction, kind: BillKind, totals: PaperTotals, at: Date): void {
  const sign = paperSign(kind);
  addToSales(
    tx,
    {
      salesPaise: sign * totals.totalPaise,
      shippingPaise: sign * totals.shippingPaise,
      codFeePaise: sign * totals.codFeePaise,
      discountsPaise: sign * (totals.discountPaise ?? 0),
      ...(kind === 'credit-note' ? { creditNotes: 1 } : { bills: 1 }),
    },
    at,
  );
}

/** A refund of `paise` paid back at `at`: counted in the month it is made, beside that month's sales. */
export function recordRefund(tx: Transaction, paise: number, at: Date): void {
  // The refund's route has validated the amount; a caller's slip must not reach the figures.
  if (!Number.isSafeInteger(paise) || paise <= 0)
    throw new Error(`A refund is a whole number of paise above 0, not ${paise}.`);
  addToSales(tx, { refundsPaise: paise }, at);
}

const MONTH_FIGURES = ['salesPaise', 'orders', 'bills', 'creditNotes', 'refundsPaise'] as const;

/** Sums statistics records: the shards, and the single document of earlier versions. */
export function sumSalesStats(records: SalesStatsRecord[]): SalesStatsRecord {
  const sum: SalesStatsRecord = { totalSalesPaise: 0, totalOrders: 0, shippingPaise: 0, codFeePaise: 0, months: {} };
  for (const record of records) {
    sum.totalSalesPaise += record.totalSalesPaise;
    sum.totalOrders += record.totalOrders;
    sum.shippingPaise += record.shippingPaise;
    sum.codFeePaise += record.codFeePaise;
    for (const [month, figures] of Object.entries(record.months)) {
      const into = (sum.months[month] ??= { salesPaise: 0, orders: 0, bills: 0, creditNotes: 0, refundsPaise: 0 });
      for (const figure of MONTH_FIGURES) into[figure] += figures[figure];
      // Only months with a coupon's discount carry the figure.
      if (figures.discountsPaise) into.discountsPaise = (into.discountsPaise ?? 0) + figures.discountsPaise;
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

/** The increments of `change`, in the shape of a statistics document; parts of 0 are left out. */
function figuresWrite(change: FiguresChange, month: string) {
  const add = (value: number | undefined) => (value ? FieldValue.increment(value) : undefined);
  const defined = <T extends object>(fields: T) =>
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return defined({
    totalSalesPaise: add(change.salesPaise),
    totalOrders: add(change.orders),
    shippingPaise: add(change.shippingPaise),
    codFeePaise: add(change.codFeePaise),
    months: {
      [month]: defined({
        salesPaise: add(change.salesPaise),
        orders: add(change.orders),
        bills: add(change.bills),
        creditNotes: add(change.creditNotes),
        refundsPaise: add(change.refundsPaise),
        discountsPaise: add(change.discountsPaise),
      }),
    },
  });
}

/**
 * Adds `change` to the figures, in the store month of `at`. Increments need no read, so
 * concurrent orders never conflict on the statistics. The bench calls it directly to file
 * thousands of orders in one batch.
 */
export function addToSales(writer: MergeWriter, change: FiguresChange, at: Date): void {
  // A random shard: concurrent orders seldom meet on one document, and none is written by every order.
  writer.set(
    collections.salesShards().doc(String(randomInt(salesStatsShards()))),
    figuresWrite(change, storeMonth(at)),
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
  const [stats, bookCount, index, lowStock, ordersLeft, visits, customers, queue, shop, remittances] =
    await Promise.all([
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
      readShopSettings(),
      remittancesThisMonth(),
    ]);
  const monthlySales: MonthlySales[] = Object.entries(stats.months)
    .map(([month, figures]) => ({
      _id: month,
      totalSales: fromPaise(figures.salesPaise),
      totalOrders: figures.orders,
      bills: figures.bills,
      creditNotes: figures.creditNotes,
      refunds: fromPaise(figures.refundsPaise),
      ...(figures.discountsPaise ? { discounts: fromPaise(figures.discountsPaise) } : {}),
    }))
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
    shopSetup: shopSetupChecklist(shop),
    remittancesThisMonth: remittances,
  };
}

/**
 * Aggregation queries (each reads one index entry per thousand documents counted) and the one
 * oldest refund owed.
 */
async function dailyQueue(): Promise<DailyQueue> {
  const orders = collections.orders();
  const refunds = orders.where('refundPending', '==', true);
  const [toCheck, toShip, cash, owed, overdue, oldest, late, returns, complaints] = await Promise.all([
    orders.where('status', '==', 'payment-submitted').count().get(),
    orders.where('status', '==', 'confirmed').count().get(),
    cashPendingFigures(),
    refunds.aggregate({ count: AggregateField.count(), rupees: AggregateField.sum('refundOutstanding') }).get(),
    refunds.where('refundDueBy', '<', Timestamp.now()).count().get(),
    refunds.orderBy('refundDueBy').limit(1).get(),
    orders.where('latePaymentPending', '==', true).count().get(),
    collections.returnRequests().where('state', 'in', OPEN_RETURN_STATES).count().get(),
    complaintQueue(),
  ]);
  const oldestOwedAt = oldest.docs[0]?.data().refundOwedAt;
  // The sums of rupee amounts, back to paise and 2 decimals: a float sum may drift in the last digit.
  const rupees = (sum: number | null) => fromPaise(toPaise(sum ?? 0));
  return {
    paymentsToCheck: toCheck.data().count,
    ordersToShip: toShip.data().count,
    cashPending: cash,
    refundsToMake: {
      count: owed.data().count,
      amount: rupees(owed.data().rupees),
      oldestOwedAt: oldestOwedAt ? oldestOwedAt.toDate().toISOString() : null,
      overdue: overdue.data().count,
    },
    latePayments: late.data().count,
    returnRequests: returns.data().count,
    complaints,
  };
}
