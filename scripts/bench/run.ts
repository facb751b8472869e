// The measurements of `npm run bench`, run against emulators that are already up
// (started by scripts/bench.ts, or yours with --use-running). One run measures the demo's
// 42 books, then 500 (the figures measured there before issue 17), then the large catalog
// (--catalog, 20,000 by default), and prints them side by side.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../functions/src/db/collections';
import { SEED_BOOKS } from '../../seed/catalog';
import { useEmulators } from '../lib/admin-sdk';
import { ROOT } from '../lib/paths';
import { resetEmulators } from '../lib/reset-emulators';
import { writeSeed } from '../lib/seed';
import { runMain } from '../lib/setup-error';
import { AFTER_ORDER_ORDERS, afterOrderLatency } from './after-order';
import { booksListLoad, searchAndGenreLoad } from './catalog-load';
import { flashSale } from './flash-sale';
import { HOSTING, warmUp } from './http';
import { parseBenchOptions } from './options';
import { ordersFigures, placeConcurrently } from './orders-load';
import { ownerToken } from './owner';
import { benchBook, benchBookId, fillCatalog } from './seed-load';
import { shoppersFor } from './shoppers';
import { emulatorWorkers, measureSize, sideBySide } from './sizes';
import { statisticsCost } from './statistics';
import { printTable, type Figure } from './table';

/**
 * Worker processes the Functions emulator is brought up to before a load (see warmUp). Each
 * holds its own catalog index, with a listener that read every book when it started and
 * takes every change since: 30 workers held 4.6 GB at 2,000 books, and each change wakes them
 * all on the machine's two cores (a deployed instance has its own). 24 leaves the 20
 * connections of a load a few spare workers and keeps 20,000 books within memory; the bench
 * before issue 17 used 32.
 */
const WARM_WORKERS = 24;

async function main(): Promise<void> {
  useEmulators();
  const options = parseBenchOptions(process.argv.slice(2));
  const log = (text: string) => console.log(`• ${text}`);
  const figures: Figure[] = [];

  // 1. The demo's 42 books.
  await resetEmulators();
  await writeSeed();
  log(`${SEED_BOOKS.length} books (the seed):`);
  const small = await measureSize(options, log);

  // 2. 500 books: the catalog and statistics figures the bench measured before issue 17.
  log('Filling the catalog to 500 books…');
  await fillCatalog(500);
  log(`Warming the Functions emulator up to ${WARM_WORKERS} workers…`);
  await warmUp(`${HOSTING}/api/books`, WARM_WORKERS);
  log(
    'GET /api/books: 20 connections × 10 s on a static file, a no-work function, /api/books, and again while books change…',
  );
  const generated500 = Array.from({ length: 500 - SEED_BOOKS.length }, (_, n) => benchBookId(n));
  figures.push(...(await booksListLoad(generated500)));
  const token = await ownerToken();
  figures.push(await statisticsCost(token, log));
  log('Orders: 50 orders, 10 at a time…');
  const shopper50 = await shoppersFor(50);
  const book = SEED_BOOKS[0]!;
  await collections.books().doc(book.slug).update({ stock: 1000, updatedAt: Timestamp.now() }); // enough for every order
  const fifty = await placeConcurrently(
    Array.from({ length: 50 }, (_, i) => ({ customer: shopper50(i), book: { id: book.slug, price: book.newPrice } })),
    10,
  );
  figures.push(...ordersFigures('50 orders of one book at 10 connections (500 books)', 50, fifty, 'small'));

  // 3. The large catalog.
  log(`Filling the catalog to ${options.catalog.toLocaleString('en')} books…`);
  const seconds = await fillCatalog(options.catalog);
  figures.push({
    figure: `Seeding to ${options.catalog.toLocaleString('en')} books (batches of 500, 4 at a time)`,
    small: '',
    large: `${seconds.toFixed(1)} s`,
    target: '(printed)',
    met: null,
  });
  log(`Warming the Functions emulator up to ${WARM_WORKERS} workers…`);
  await warmUp(`${HOSTING}/api/catalog/home`, WARM_WORKERS);
  const workers = emulatorWorkers();
  figures.push({
    figure: 'Functions emulator workers, memory in all',
    small: '',
    large: `${workers.workers} workers, ${workers.rssMiB} MiB`,
    target: '(printed)',
    met: null,
  });
  log(`${options.catalog.toLocaleString('en')} books:`);
  const large = await measureSize(options, log);
  figures.unshift(...sideBySide(small, large, options.lighthouseRuns));

  log('First shopper request after an order, against the steady state…');
  const afterOrderShoppers = await shoppersFor(AFTER_ORDER_ORDERS);
  // Books far down the catalog, each ordered once: every order changes the ranking.
  figures.push(...(await afterOrderLatency((i) => ({ customer: afterOrderShoppers(i), book: benchBook(1000 + i) }))));

  log('Search and genre pages: 20 connections × 10 s each…');
  figures.push(...(await searchAndGenreLoad()));

  log('Flash sale: 200 orders for 200 books at 20 connections…');
  figures.push(...(await flashSale(token, (n) => benchBook(1100 + n))));

  printTable(figures, options.catalog);
  const dir = join(ROOT, 'artifacts', 'bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), catalog: options.catalog, figures }, null, 2));
  console.log(`Written to ${file}`);
  process.exit(0);
}

void runMain(main);
