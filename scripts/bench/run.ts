// The measurements of `npm run bench`, run against emulators that are already up
// (started by scripts/bench.ts, or yours with --use-running).
import autocannon from 'autocannon';
import { Timestamp } from 'firebase-admin/firestore';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { collections } from '../../functions/src/db/collections';
import { upsertAdmin } from '../../functions/src/services/admins';
import { SEED_BOOKS } from '../../seed/catalog';
import { useEmulators } from '../lib/admin-sdk';
import { ROOT } from '../lib/paths';
import { resetEmulators } from '../lib/reset-emulators';
import { LOCAL_URLS } from '@bookstore/domain';
import { writeSeed } from '../lib/seed';
import { runMain } from '../lib/setup-error';
import { lighthouseScores } from './lighthouse';
import { addOrders, fillCatalog } from './seed-load';
import { ms, percentile, printTable, type Figure } from './table';

/** Worker processes the Functions emulator is brought up to before the catalog is measured. */
const WARM_WORKERS = 32;

async function main(): Promise<void> {
  useEmulators();
  const figures: Figure[] = [];
  const log = (text: string) => console.log(`• ${text}`);

  async function load(url: string, title: string) {
    const result = await autocannon({
      url,
      connections: 20,
      duration: 10,
      timeout: 30,
      headers: { 'accept-encoding': 'gzip' },
      title,
    });
    return {
      p99: result.latency.p99,
      p50: result.latency.p50,
      errors: result.errors + result.timeouts + result.non2xx,
      requests: result.requests.total,
    };
  }

  /**
   * The Functions emulator runs one request per worker process and boots a new process for
   * every concurrent request that finds no idle one, so the first burst at 20 connections
   * waits on 20 Node start-ups (10 s and more on two cores: every request timed out in the
   * first bench). A deployed instance takes many requests at once and is warm after the
   * first; bursts until one completes cleanly bring the emulator to that state.
   */
  async function warmUp(url: string): Promise<void> {
    for (let attempt = 0; attempt < 6; attempt++) {
      // Workers for more connections than the measurement uses: a worker is marked idle a
      // moment after it answers, and a request arriving in that moment boots another one.
      const result = await autocannon({
        url,
        connections: WARM_WORKERS,
        amount: 5 * WARM_WORKERS,
        timeout: 60,
        headers: { 'accept-encoding': 'gzip' },
      });
      if (result.errors + result.timeouts + result.non2xx === 0 && result.latency.p99 < 2000) return;
    }
    throw new Error(`${url} still fails or crawls after six warm-up bursts.`);
  }

  /** Runs `during` while the catalog version changes every 50 ms. */
  async function whileCatalogChanges<T>(during: () => Promise<T>): Promise<T> {
    let changing = true;
    const bumper = (async () => {
      while (changing) {
        // Stock moving on a random book, as orders move it: the index takes in one document.
        await collections
          .books()
          .doc(`bench-${Math.floor(Math.random() * 500)}`)
          .update({ stock: 40 + Math.floor(Math.random() * 10), updatedAt: Timestamp.now() });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      return await during();
    } finally {
      changing = false;
      await bumper;
    }
  }

  async function timed(fn: () => Promise<Response>): Promise<number> {
    const start = performance.now();
    const response = await fn();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return performance.now() - start;
  }

  async function medianOf(n: number, fn: () => Promise<Response>): Promise<number> {
    for (let i = 0; i < 5; i++) await timed(fn); // warm up
    const times: number[] = [];
    for (let i = 0; i < n; i++) times.push(await timed(fn));
    return percentile(times, 50);
  }

  // 1. Catalog under load, against a static file on the same emulator.
  log('Seeding 500 books…');
  await resetEmulators();
  await writeSeed();
  await fillCatalog(500);
  log(`Warming the Functions emulator up to ${WARM_WORKERS} workers…`);
  await warmUp(`${LOCAL_URLS.hosting}/api/books`);
  log('Catalog: 20 connections × 10 s on a static file, on /api/books, and on /api/books while books keep changing…');
  const fileLoad = await load(`${LOCAL_URLS.hosting}/robots.txt`, 'static');
  // The floor under any function: a path the API has no route for is answered (404) by the
  // function without touching Firestore, so all of its time is the emulators' proxying
  // (Hosting → Functions emulator → worker process), which a deployed function does not pay.
  const noWork = await load(`${LOCAL_URLS.hosting}/api/bench-no-such-route`, 'function doing no work');
  const api = await load(`${LOCAL_URLS.hosting}/api/books`, 'catalog');
  // "Before": the version moves every 50 ms, so nearly every request misses the instance
  // cache and reads all 500 books from Firestore, as every request did before the cache.
  const uncached = await whileCatalogChanges(() => load(`${LOCAL_URLS.hosting}/api/books`, 'catalog, cache missing'));
  const ratio = api.p99 / fileLoad.p99;
  figures.push(
    {
      figure: 'GET /api/books errors (500 books, 20 conn, 10 s)',
      value: `${api.errors} of ${api.requests}`,
      target: '0',
      met: api.errors === 0,
    },
    {
      figure: 'GET /api/books p99 / static file p99',
      value: `${ms(api.p99)} / ${ms(fileLoad.p99)} = ${ratio.toFixed(2)}×`,
      target: '≤ 3×',
      met: ratio <= 3,
    },
    {
      figure: 'Emulator floor: a function doing no work, p99 / static file p99',
      value: `${ms(noWork.p99)} / ${ms(fileLoad.p99)} = ${(noWork.p99 / fileLoad.p99).toFixed(2)}×`,
      target: '(printed)',
      met: null,
    },
    {
      figure: 'GET /api/books p99 / the no-work function p99',
      value: `${ms(api.p99)} / ${ms(noWork.p99)} = ${(api.p99 / noWork.p99).toFixed(2)}×`,
      target: '(printed)',
      met: null,
    },
    {
      figure: 'GET /api/books requests in 10 s: cached vs missing the cache',
      value: `${api.requests} vs ${uncached.requests} (p99 ${ms(api.p99)} vs ${ms(uncached.p99)})`,
      target: '(printed)',
      met: null,
    },
  );

  // 2. Statistics cost with 10 and with 10,000 orders.
  await upsertAdmin('bench-owner', 'bench owner password');
  const login = await fetch(`${LOCAL_URLS.hosting}/api/auth/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-owner', password: 'bench owner password' }),
  });
  const { token } = (await login.json()) as { token: string };
  const stats = () => fetch(`${LOCAL_URLS.hosting}/api/admin`, { headers: { authorization: `Bearer ${token}` } });
  const book = SEED_BOOKS[0]!;
  await addOrders(10, book.slug, book.newPrice);
  log('Statistics: median of 50 requests with 10 orders…');
  const small = await medianOf(50, stats);
  log('Adding 9,990 orders in batches…');
  await addOrders(9_990, book.slug, book.newPrice);
  log('Statistics: median of 50 requests with 10,000 orders…');
  const large = await medianOf(50, stats);
  figures.push({
    figure: 'GET /api/admin median, 10,000 vs 10 orders',
    value: `${ms(large)} / ${ms(small)} = ${(large / small).toFixed(2)}×`,
    target: '≤ 1.2×',
    met: large / small <= 1.2,
  });

  // 3. Placing 50 orders at 10 connections.
  log('Orders: 50 orders by 10 customers, 10 at a time…');
  const { createCustomer } = await import('../../functions/test/support/emulators');
  const customers = await Promise.all(Array.from({ length: 10 }, () => createCustomer()));
  await collections.books().doc(book.slug).update({ stock: 1000 }); // enough for every order
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  await Promise.all(
    customers.map(async (customer) => {
      while (next < 50) {
        next++;
        const body = {
          name: 'Bench Shopper',
          email: customer.email,
          phone: '9876543210',
          address: { street: '1 Road', city: 'Pune', country: 'India', state: 'MH', zipcode: '411001' },
          products: [{ productId: book.slug, quantity: 1 }],
          totalPrice: book.newPrice,
        };
        try {
          latencies.push(
            await timed(() =>
              fetch(`${LOCAL_URLS.hosting}/api/orders/create-order`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.idToken}` },
                body: JSON.stringify(body),
              }),
            ),
          );
        } catch {
          failed++;
        }
      }
    }),
  );
  figures.push(
    {
      figure: 'Orders placed (50 at 10 connections)',
      value: `${latencies.length} ok, ${failed} failed`,
      target: '50 ok',
      met: latencies.length === 50 && failed === 0,
    },
    {
      figure: 'Order latency median / p99',
      value: `${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))}`,
      target: '(printed)',
      met: null,
    },
  );

  // 4. Lighthouse, mobile, median of 3, on / and a book page.
  if (!process.argv.includes('--no-lighthouse')) {
    for (const [label, path] of [
      ['/', '/'],
      ['book page', `/books/${book.slug}`],
    ] as const) {
      log(`Lighthouse (mobile, 3 runs) on ${label}…`);
      const scores = await lighthouseScores(`${LOCAL_URLS.hosting}${path}`, 3);
      for (const [category, target] of [
        ['performance', 95],
        ['accessibility', 100],
        ['best-practices', 100],
        ['seo', 100],
      ] as const) {
        figures.push({
          figure: `Lighthouse ${category} (${label})`,
          value: String(scores[category]),
          target: `≥ ${target}`,
          met: scores[category] >= target,
        });
      }
    }
  }

  printTable(figures);
  const dir = join(ROOT, 'artifacts', 'bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), figures }, null, 2));
  console.log(`Written to ${file}`);
  process.exit(0);
}

void runMain(main);
