/**
 * A flash sale, driven from outside, as a shop's first flash sale would meet the store: against
 * a store started with `npm start` as it is (no worker ended, none warmed, unlike the bench),
 * book pages at once and then orders for different books, through Hosting.
 */
import { fillCatalog, benchBook } from '../bench/seed-load';
import { placeConcurrently } from '../bench/orders-load';
import { verifiedCustomers } from '../bench/shoppers';
import { HOSTING } from '../bench/http';
import { ms, percentile, statusTally } from '../bench/table';

async function pagesAtOnce(count: number): Promise<void> {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const start = performance.now();
      const response = await fetch(`${HOSTING}/books/${benchBook(2000 + n).id}`);
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - start };
    }),
  );
  const times = answers.map((answer) => answer.ms);
  console.log(
    `${count} book pages at once: ${statusTally(answers.map((answer) => answer.status))}; p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, all in ${ms(performance.now() - started)}`,
  );
}

/** The sale: the catalog filled to `books`, then the pages and orders, each line printed. */
export async function flashSaleFromOutside(books: number, orders: number, connections: number): Promise<void> {
  console.log(`Filling the catalog to ${books} books…`);
  console.log(`  done in ${(await fillCatalog(books)).toFixed(1)} s`);
  console.log(`Creating ${orders} verified customers…`);
  const customers = await verifiedCustomers(orders);
  await pagesAtOnce(orders);
  console.log(`${orders} orders for ${orders} different books at ${connections} connections…`);
  const started = performance.now();
  const result = await placeConcurrently(
    customers.map((customer, n) => ({ customer, book: benchBook(n) })),
    connections,
  );
  const statuses = [
    ...result.latencies.map(() => 201),
    ...result.failures.map((failure) => Number(/^HTTP (\d+)/.exec(failure)?.[1] ?? 0)),
  ];
  console.log(
    `  ${statusTally(statuses)}; p50 ${ms(percentile(result.latencies, 50))}, p99 ${ms(percentile(result.latencies, 99))}, all in ${ms(performance.now() - started)}`,
  );
  if (result.failures.length > 0) console.log('  first failures:', result.failures.slice(0, 3));
}
