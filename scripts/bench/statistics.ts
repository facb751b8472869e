import { paperSign, type AdminStats } from '@bookstore/domain';
import { collections } from '../../functions/src/db/collections';
import { SEED_BOOKS } from '../../seed/catalog';
import { getJson, HOSTING, medianOf } from './http';
import { addOrders } from './seed-load';
import { ms, times, type Figure } from './table';

/** GET /api/admin with 10 and with 10,000 stored orders: the statistics must not care how many. */
export async function statisticsCost(token: string, log: (text: string) => void): Promise<Figure> {
  const stats = () => fetch(`${HOSTING}/api/admin`, { headers: { authorization: `Bearer ${token}` } });
  const book = SEED_BOOKS[0]!;
  await addOrders(10, book.slug, book.newPrice);
  log('Statistics: median of 50 requests with 10 orders…');
  const small = await medianOf(50, stats);
  log('Adding 9,990 orders in batches…');
  await addOrders(9_990, book.slug, book.newPrice);
  log('Statistics: median of 50 requests with 10,000 orders…');
  const large = await medianOf(50, stats);
  return {
    figure: 'GET /api/admin median, 10,000 vs 10 orders (500 books)',
    small: `${ms(large)} / ${ms(small)} = ${times(large / small)}`,
    large: '',
    target: '≤ 1.2×',
    met: large / small <= 1.2,
  };
}

export interface StatisticsCheck {
  stored: { orders: number; paise: number };
  reported: { orders: number; paise: number };
  equal: boolean;
}

/**
 * GET /api/admin's totals against what is stored: the orders placed, and sales as decision 051
 * counts them, the bills' totals less the credit notes' (a COD order has no bill until it ships,
 * so a sale of pending orders reports ₹0 of sales, and the bills say the same).
 */
export async function statisticsMatchOrders(token: string): Promise<StatisticsCheck> {
  const [overview, orders, bills] = await Promise.all([
    getJson<AdminStats>('/api/admin', token),
    collections.orders().count().get(),
    collections.bills().get(),
  ]);
  const stored = {
    orders: orders.data().count,
    paise: bills.docs.reduce((sum, doc) => {
      const bill = doc.data();
      return sum + paperSign(bill.kind) * bill.totalPaise;
    }, 0),
  };
  const reported = { orders: overview.totalOrders, paise: Math.round(overview.totalSales * 100) };
  return { stored, reported, equal: stored.orders === reported.orders && stored.paise === reported.paise };
}
