import { collections } from '../../functions/src/db/collections';
import { HOSTING } from './http';
import { ordersFigures, placeConcurrently } from './orders-load';
import { verifiedCustomers } from './shoppers';
import { emulatorWorkers } from './sizes';
import { statisticsMatchOrders } from './statistics';
import { inColumn, ms, percentile, type Figure } from './table';

const ORDERS = 200;
const CONNECTIONS = 20;
/**
 * Book pages requested at once. The Functions emulator starts a worker process for every request
 * that finds none idle, each with its own catalog copy: 200 at once would be 200 processes, about
 * 27 GB at 20,000 books on these 23 GB machines. At 50 at once (run of 2026-11-28) 72 workers
 * started on the 2 cores, the p95 was 38 s and 16 of 200 pages at the seed failed, all on cold
 * starts; 20, as the orders' connections, is what this machine can start. A deployed instance
 * takes many requests at once and holds one copy.
 */
const BROWSERS = 20;

/** The 200 shoppers open their books' pages, through Hosting, as a sale's link brings them. */
async function browse(bookIds: readonly string[]): Promise<{ latencies: number[]; failed: number }> {
  const latencies: number[] = [];
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: BROWSERS }, async () => {
      for (let i = next++; i < bookIds.length; i = next++) await open(bookIds[i]!);
    }),
  );
  if (failures.length > 0) console.log('  Sale: first failed book pages:', failures.slice(0, 3));
  return { latencies, failed: failures.length };

  async function open(id: string): Promise<void> {
    const started = performance.now();
    try {
      const response = await fetch(`${HOSTING}/books/${encodeURIComponent(id)}`, {
        signal: AbortSignal.timeout(120_000),
      });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else failures.push(`HTTP ${response.status} after ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      failures.push(String(error));
    }
  }
}

/**
 * A sale as the day goes, on the local stack: 200 shoppers open 200 book pages
 * (BROWSERS at a time), then each orders a copy, 20 at a time, through Hosting, on the workers the browsing
 * woke. At the large catalog every order has a book of its own, so what orders share is what
 * every order writes; at the seed's 52 the books come round again, about four orders each, as
 * a sale of a small shop's shelf does. An order the store committed while its shopper got an
 * error (Hosting's 60 s, say) is counted: there must be none.
 */
export async function flashSale(
  token: string,
  bookFor: (n: number) => { id: string; price: number },
  column: 'small' | 'large',
): Promise<Figure[]> {
  const customers = await verifiedCustomers(ORDERS);
  const books = customers.map((_, n) => bookFor(n));
  const ordersBefore = (await collections.orders().count().get()).data().count;
  const browsed = await browse(books.map((book) => book.id));
  const result = await placeConcurrently(
    customers.map((customer, n) => ({ customer, book: books[n]! })),
    CONNECTIONS,
  );
  const stored = (await collections.orders().count().get()).data().count - ordersBefore;
  const check = await statisticsMatchOrders(token);
  const workers = emulatorWorkers();
  const money = (paise: number) => `₹${(paise / 100).toFixed(2)}`;
  const at = (value: string) => inColumn(column, value);
  return [
    {
      figure: `Sale: ${ORDERS} book pages, ${BROWSERS} at once, p50 / p95`,
      ...at(
        `${ms(percentile(browsed.latencies, 50))} / ${ms(percentile(browsed.latencies, 95))}, ${browsed.failed} failed`,
      ),
      target: '0 failed',
      met: browsed.failed === 0,
    },
    ...ordersFigures(`Sale: then ${ORDERS} orders, ${CONNECTIONS} connections`, ORDERS, result, column),
    {
      figure: 'Sale: orders stored beyond those answered 201 (committed after a timeout)',
      ...at(`${stored - result.latencies.length} (${stored} stored)`),
      target: '0',
      met: stored === result.latencies.length,
    },
    {
      figure: 'Sale: Functions emulator workers after it, memory in all',
      ...at(`${workers.workers} workers, ${workers.rssMiB} MiB`),
      target: '(printed)',
      met: null,
    },
    {
      figure: 'Sale: GET /api/admin totals vs the stored orders and bills',
      ...at(
        `${check.reported.orders} orders ${money(check.reported.paise)} vs ${check.stored.orders} orders ${money(check.stored.paise)}`,
      ),
      target: 'equal',
      met: check.equal,
    },
  ];
}

/** The rows docs/performance.md quotes: p50 at the large catalog within 3× the seed's. */
export function saleRatio(figures: readonly Figure[]): Figure | undefined {
  const p50 = (column: 'small' | 'large') => {
    const row = figures.find(
      (figure) => figure.figure.startsWith('Sale: then') && figure.figure.endsWith('p50 / p99') && figure[column],
    );
    const value = row?.[column];
    return value ? Number.parseFloat(value) : undefined;
  };
  const small = p50('small');
  const large = p50('large');
  if (!small || !large) return undefined;
  return {
    figure: 'Sale: order p50 at the large catalog ÷ at the seed',
    small: '',
    large: `${(large / small).toFixed(2)}×`,
    target: '≤ 3×',
    met: large / small <= 3,
  };
}
