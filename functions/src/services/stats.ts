import type { AdminStats, MonthlySales } from '@bookstore/domain';
import { fromPaise, LOW_STOCK_THRESHOLD } from '@bookstore/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { STORE_TIME_ZONE } from '../config';
import { collections, type SalesStatsRecord } from '../db/collections';

const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit' });

/** "YYYY-MM" of the instant, on the store's calendar. */
export function salesMonth(date: Date): string {
  const parts = monthFormat.formatToParts(date);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = parts.find((p) => p.type === 'month')?.value;
  return `${year}-${month}`;
}

/**
 * Adds one order to the running figures inside the caller's transaction. Increments
 * need no read, so concurrent orders never conflict on the statistics document.
 */
export function recordSale(tx: Transaction, totalPaise: number, at: Date): void {
  addToSales(tx, totalPaise, 1, at);
}

/**
 * Takes a cancelled order out of the figures, in the month it was placed: after any mix of
 * orders and cancels, the statistics equal the sum of the orders that still stand.
 */
export function removeSale(tx: Transaction, totalPaise: number, placedAt: Date): void {
  addToSales(tx, -totalPaise, -1, placedAt);
}

function addToSales(tx: Transaction, paise: number, orders: number, at: Date): void {
  tx.set(
    collections.salesStats(),
    {
      totalSalesPaise: FieldValue.increment(paise),
      totalOrders: FieldValue.increment(orders),
      months: { [salesMonth(at)]: { salesPaise: FieldValue.increment(paise), orders: FieldValue.increment(orders) } },
    },
    { merge: true },
  );
}

/** The low-stock card lists at most this many books, fewest copies first. */
const LOW_STOCK_LIST_LIMIT = 50;

/** The owner's overview. Reads one statistics document and three small queries; never scans orders. */
export async function getAdminStats(): Promise<AdminStats> {
  const books = collections.bookRecords();
  const [statsSnapshot, bookCount, trending, lowStock] = await Promise.all([
    collections.salesStats().get(),
    books.count().get(),
    books.where('trending', '==', true).select('title').get(),
    books.where('stock', '<=', LOW_STOCK_THRESHOLD).orderBy('stock').limit(LOW_STOCK_LIST_LIMIT).select('title', 'stock').get(),
  ]);
  const stats = (statsSnapshot.data() ?? {}) as Partial<SalesStatsRecord>;
  const monthlySales: MonthlySales[] = Object.entries(stats.months ?? {})
    .map(([month, figures]) => ({ _id: month, totalSales: fromPaise(figures.salesPaise ?? 0), totalOrders: figures.orders ?? 0 }))
    .sort((a, b) => a._id.localeCompare(b._id));
  return {
    totalBooks: bookCount.data().count,
    totalSales: fromPaise(stats.totalSalesPaise ?? 0),
    totalOrders: stats.totalOrders ?? 0,
    trendingBooks: trending.docs.map((doc) => ({ _id: doc.id, title: String(doc.get('title') ?? '') })),
    lowStockBooks: lowStock.docs.map((doc) => ({ _id: doc.id, title: String(doc.get('title') ?? ''), stock: Number(doc.get('stock') ?? 0) })),
    monthlySales,
  };
}
