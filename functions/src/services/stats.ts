import type { AdminStats, MonthlySales } from '@bookstore/domain';
import { fromPaise } from '@bookstore/domain';
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
  tx.set(
    collections.salesStats(),
    {
      totalSalesPaise: FieldValue.increment(totalPaise),
      totalOrders: FieldValue.increment(1),
      months: { [salesMonth(at)]: { salesPaise: FieldValue.increment(totalPaise), orders: FieldValue.increment(1) } },
    },
    { merge: true },
  );
}

/** The owner's overview. Reads one statistics document and two small queries; never scans orders. */
export async function getAdminStats(): Promise<AdminStats> {
  const books = collections.bookRecords();
  const [statsSnapshot, bookCount, trending] = await Promise.all([
    collections.salesStats().get(),
    books.count().get(),
    books.where('trending', '==', true).select('title').get(),
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
    monthlySales,
  };
}
