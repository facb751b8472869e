// The measurements of `npm run bench`, run against emulators that are already up
// (started by scripts/bench.ts, or yours with --use-running). One run measures the demo's
// the seed's 52 books, then 500 (a mid-sized shop), then the large catalog
// (--catalog, 20,000 by default), and prints them side by side.
//
// The Firestore emulator pays for every write in proportion to the books each listening worker
// holds (drop-workers.ts), which Firestore does not: the loads of orders start with the
// emulator's workers ended, so that their workers, which serve no catalog page, listen to nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../../functions/src/db/collections';
import { SEED_BOOKS } from '../../seed/catalog';
import { useEmulators } from '../lib/admin-sdk';
import { ROOT } from '../lib/paths';
import { resetEmulators } from '../lib/reset-emulators';
import { writeSeed } from '../lib/seed';
import { runMain } from '../lib/setup-error';
import { AFTER_ORDER_ORDERS, afterOrderLatency } from './after-order';
import { bookPageLoad } from './book-page-load';
import { catalogImportCost, IMPORT_BOOKS } from './catalog-import';
import { booksListLoad, searchAndGenreLoad } from './catalog-load';
import { catalogSnapshotFigures } from './catalog-snapshot';
import { flashSale, saleRatio } from './flash-sale';
import { waitForMailQueue } from './mail-queue';
import { HOSTING, warmUp } from './http';
import { measureHydration, type HydrationTable } from './hydration';
import { hydrationFigures, hydrationLines } from './hydration-figures';
import { lighthousePages, lighthousePagesFigures } from './lighthouse-pages';
import { parseBenchOptions, type BenchOptions } from './options';
import { paperFigures } from './paper';
import { scheduleReadFigures } from './schedules';
import { searchEngineFigures } from './search-engine';
import { ordersFigures, placeConcurrently } from './orders-load';
import { ownerToken } from './owner';
import { benchBook, benchBookId, fillCatalog } from './seed-load';
import { shoppersFor } from './shoppers';
import { BENCH_GENRE, BENCH_SEARCH, seedBooksFound, seedBooksInGenre } from './measured-pages';
import { FLOOD_SIGN_INS, signInFlood } from './sign-in-flood';
import { dropEmulatorWorkers } from './drop-workers';
import { emulatorWorkers, measureSize, sideBySide, type SizeMeasures } from './sizes';
import { remittanceImportTime } from './remittance-import';
import { reviewedBookPageFigures } from './reviewed-book-page';
import { statisticsCost } from './statistics';
import { printTable, type Figure } from './table';

/**
 * Worker processes the Functions emulator is brought up to before a load (see warmUp). Each
 * holds its own catalog index, read in full by its listener when it starts: 22 workers held
 * 4.4 GB at 20,000 books, and each book written wakes every listening worker on the machine's
 * two cores (a deployed instance has its own CPU). 24 leaves the 20 connections of a load a
 * few spare workers and keeps 20,000 books well within memory.
 */
const WARM_WORKERS = 24;

const log = (text: string) => console.log(`• ${text}`);

/**
 * Runs one measurement; if it fails, the table gets a row that says so and the bench goes on,
 * so one emulator failure late in a 20-minute run does not lose the figures before it.
 */
async function attempt(figures: Figure[], what: string, measure: () => Promise<Figure[]>): Promise<void> {
  try {
    figures.push(...(await measure()));
  } catch (error) {
    console.error(`✖ ${what} failed:`, error);
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 100);
    figures.push({ figure: `${what}: FAILED`, small: '', large: message, target: '', met: false });
  }
}

async function main(): Promise<void> {
  useEmulators();
  const options = parseBenchOptions(process.argv.slice(2));
  const figures: Figure[] = [];
  const large = options.catalog.toLocaleString('en');
  if (options.importOnly) return importOnly(figures, options.catalog);
  if (options.signInOnly) return signInOnly(figures, options.catalog);
  if (options.flashSaleOnly) return flashSalesOnly(figures, options.catalog);
  if (options.remittanceOnly) return remittanceOnly(figures, options.catalog);
  if (options.hydrationOnly) return hydrationOnly(figures, options);
  if (options.lighthouseOnly) return lighthouseOnly(figures, options);
  if (options.searchOnly) {
    await attempt(figures, 'Search engine', () => Promise.resolve(searchEngineFigures(options.catalog)));
    report(figures, options.catalog);
  }
  if (options.reviewsOnly) {
    await resetEmulators();
    await writeSeed();
    await attempt(figures, 'Book page with 1,000 reviews', () => reviewedBookPageFigures());
    report(figures, options.catalog);
  }
  if (options.paperOnly) {
    await attempt(figures, 'Paper', () => paperFigures());
    report(figures, options.catalog);
  }
  if (options.schedulesOnly) {
    await resetEmulators();
    await writeSeed();
    await attempt(figures, 'Scheduled sweeps', () => scheduleReadFigures());
    report(figures, options.catalog);
  }

  // 1. The demo's 52 books, with as few emulator workers as sequential requests leave.
  await seedForPages();
  // Before anything queues mail: the mail retry's reads are those of a quiet shop.
  await attempt(figures, 'Scheduled sweeps', () => scheduleReadFigures());
  log(`${SEED_BOOKS.length} books (the seed):`);
  const smallSize = await measureSize(options, log);
  const hydration = await measureHydrationTable(figures, options.hydrationRuns);
  await attempt(figures, 'Sign-in flood', () => measureSignInFlood());
  await attempt(figures, 'Paper', () => paperFigures());
  await attempt(figures, 'Search engine', () => Promise.resolve(searchEngineFigures(options.catalog)));
  await attempt(figures, 'Catalog snapshot', () => Promise.resolve(catalogSnapshotFigures(options.catalog)));
  await attempt(figures, 'Flash sale at the seed', () => seedFlashSale());

  // 2. 500 books: the catalog, statistics and orders figures of a mid-sized shop.
  log('Filling the catalog to 500 books…');
  await fillCatalog(500);
  log(`Warming the Functions emulator up to ${WARM_WORKERS} workers…`);
  await warmUp(`${HOSTING}/api/books`, WARM_WORKERS);
  log(
    'GET /api/books: 20 connections × 10 s on a static file, a no-work function, /api/books, and again while books change…',
  );
  const generated500 = Array.from({ length: 500 - SEED_BOOKS.length }, (_, n) => benchBookId(n));
  await attempt(figures, 'GET /api/books under load', () => booksListLoad(generated500));
  const token = await ownerToken();
  await attempt(figures, 'Statistics at 10 and 10,000 orders', async () => [await statisticsCost(token, log)]);
  await attempt(figures, '50 orders', async () => {
    log(`Orders: 50 orders of one book, 10 at a time (${await dropEmulatorWorkers()} workers ended first)…`);
    await warmUp(`${HOSTING}/api/news`, WARM_WORKERS); // a route that starts no catalog listener
    const shopper = await shoppersFor(50);
    const book = SEED_BOOKS[0]!;
    await collections.books().doc(book.slug).update({ stock: 1000, updatedAt: FieldValue.serverTimestamp() }); // enough for every order
    const orders = Array.from({ length: 50 }, (_, i) => ({
      customer: shopper(i),
      book: { id: book.slug, price: book.newPrice },
    }));
    return ordersFigures(
      '50 orders of one book at 10 connections (500 books)',
      50,
      await placeConcurrently(orders, 10),
      'small',
    );
  });

  // 3. The large catalog, filled with no listener attached (drop-workers.ts).
  let filled = false;
  await attempt(figures, `Seeding to ${large} books`, async () => {
    log(`Ending the emulator's workers (${await dropEmulatorWorkers()} ended), then filling to ${large} books…`);
    const seconds = await fillCatalog(options.catalog);
    filled = true;
    return [
      {
        figure: `Seeding to ${large} books (batches of 500, 4 at a time)`,
        small: '',
        large: `${seconds.toFixed(1)} s`,
        target: '(printed)',
        met: null,
      },
    ];
  });
  if (!filled) return report(figures, options.catalog, hydration);
  log(`${large} books (the e-mail queue emptied in ${await waitForMailQueue()} s):`);
  let largeSize: SizeMeasures | undefined;
  await attempt(figures, `Measures at ${large} books`, async () => {
    largeSize = await measureSize(options, log);
    return [];
  });
  figures.unshift(...(largeSize ? sideBySide(smallSize, largeSize, options.lighthouseRuns) : []));
  await attempt(figures, 'First request after an order', async () => {
    // One shopper's requests in a row need one worker, as they would need one instance; the
    // listening workers left by the loads above would only share the two cores with it.
    log(
      `First shopper request after an order, against the steady state (${await dropEmulatorWorkers()} workers ended first)…`,
    );
    const shopper = await shoppersFor(AFTER_ORDER_ORDERS);
    // Books far down the catalog, each ordered once: every order changes the ranking.
    return afterOrderLatency((i) => ({ customer: shopper(i), book: benchBook(1000 + i) }));
  });
  await attempt(figures, 'Search and genre pages', async () => {
    log(`Warming the Functions emulator up to ${WARM_WORKERS} workers…`);
    await warmUp(`${HOSTING}/api/catalog/home`, WARM_WORKERS);
    const workers = emulatorWorkers();
    log('Search and genre pages: 20 connections × 10 s each…');
    return [
      {
        figure: 'Functions emulator workers, memory in all',
        small: '',
        large: `${workers.workers} workers, ${workers.rssMiB} MiB`,
        target: '(printed)',
        met: null,
      },
      ...(await searchAndGenreLoad()),
    ];
  });

  await attempt(figures, 'Book page HTML under load', async () => {
    // The render function's own workers, with the API's listening workers ended: they would
    // only share the two cores with it.
    log(`Book page HTML: 20 connections × 10 s (${await dropEmulatorWorkers()} workers ended first)…`);
    const path = `/books/${SEED_BOOKS[0]!.slug}`;
    await warmUp(`${HOSTING}${path}`, WARM_WORKERS);
    return bookPageLoad(SEED_BOOKS[0]!.slug);
  });

  await attempt(figures, 'Flash sale', () => largeFlashSale(token));
  const ratio = saleRatio(figures);
  if (ratio) figures.push(ratio);

  await attempt(figures, 'Import CSV', () => measureImport(token, options.catalog));
  await attempt(figures, 'Remittance import', () => remittanceImportTime(token, log));

  report(figures, options.catalog, hydration);
}

/**
 * The hydration table, on the seed (a page's hydration does not grow with the
 * catalog: its HTML holds a page of books either way). Its rows join the table; the table
 * itself is printed above it and kept whole in the JSON.
 */
async function measureHydrationTable(figures: Figure[], runs: number): Promise<HydrationTable | undefined> {
  let table: HydrationTable | undefined;
  await attempt(figures, 'Hydration table', async () => {
    table = await measureHydration(runs, log);
    return hydrationFigures(table);
  });
  return table;
}

/** The seed written, with a search and a genre that find books on it (measured-pages.ts). */
async function seedForPages(): Promise<void> {
  await resetEmulators();
  await writeSeed();
  if (seedBooksFound() < 2) throw new Error(`The bench's search "${BENCH_SEARCH}" finds fewer than two seed books.`);
  if (seedBooksInGenre() < 2) throw new Error(`The bench's genre "${BENCH_GENRE}" has fewer than two seed books.`);
}

/** `--hydration-only`: the seed and the hydration table; nothing else. */
async function hydrationOnly(figures: Figure[], options: BenchOptions): Promise<void> {
  await seedForPages();
  report(figures, options.catalog, await measureHydrationTable(figures, options.hydrationRuns));
}

/** `--lighthouse-only`: the seed and Lighthouse on each storefront page; nothing else. */
async function lighthouseOnly(figures: Figure[], options: BenchOptions): Promise<void> {
  await seedForPages();
  await attempt(figures, 'Lighthouse', async () =>
    lighthousePagesFigures(await lighthousePages(options.lighthouseRuns, log), undefined, options.lighthouseRuns),
  );
  report(figures, options.catalog);
}

/**
 * The owner imports 5,000 new books into the large catalog, then updates them all.
 * Every book written wakes each listening worker of the emulator (drop-workers.ts); an owner's
 * import is served by one instance, so the batches start with the others ended.
 */
async function measureImport(token: string, catalog: number): Promise<Figure[]> {
  log(
    `Import CSV: ${IMPORT_BOOKS.toLocaleString('en')} new books, then ${IMPORT_BOOKS.toLocaleString('en')} updates (${await dropEmulatorWorkers()} workers ended first)…`,
  );
  return catalogImportCost(token, catalog);
}

/** The sale at the large catalog: 200 book pages, then 200 orders, each of a book of its own. */
async function largeFlashSale(token: string): Promise<Figure[]> {
  log('Sale: 200 shoppers open 200 books, then order them at 20 connections…');
  // Past the books the after-order pairs bought (1000 onwards, one each).
  return flashSale(token, (n) => benchBook(1200 + n), 'large');
}

/** `--flash-sale-only`: the flash sale at the seed, then at the large catalog; nothing else. */
async function flashSalesOnly(figures: Figure[], catalog: number): Promise<void> {
  await resetEmulators();
  await writeSeed();
  await attempt(figures, 'Flash sale at the seed', () => seedFlashSale());
  log(
    `Ending the emulator's workers (${await dropEmulatorWorkers()} ended), then filling to ${catalog.toLocaleString('en')} books…`,
  );
  await fillCatalog(catalog);
  await attempt(figures, 'Flash sale', async () => largeFlashSale(await ownerToken()));
  await attempt(figures, 'Catalog snapshot', () => Promise.resolve(catalogSnapshotFigures(catalog)));
  const ratio = saleRatio(figures);
  if (ratio) figures.push(ratio);
  report(figures, catalog);
}

/**
 * A flash sale as the day goes: the sale on the seed's 52 books, each ordered about five times, with stock for
 * every order; the seed is written again afterwards, so the larger sizes start from it as before.
 */
async function seedFlashSale(): Promise<Figure[]> {
  log(`Sale at the seed: 200 shoppers open its ${SEED_BOOKS.length} books, then order them at 20 connections…`);
  const batch = collections.books().firestore.batch();
  for (const book of SEED_BOOKS)
    batch.update(collections.books().doc(book.slug), { stock: 1000, updatedAt: FieldValue.serverTimestamp() });
  await batch.commit();
  const figures = await flashSale(
    await ownerToken(),
    (n) => {
      const book = SEED_BOOKS[n % SEED_BOOKS.length]!;
      return { id: book.slug, price: book.newPrice };
    },
    'small',
  );
  await resetEmulators();
  await writeSeed();
  return figures;
}

/** A sign-in flood, on the seed: the render function's book page while sign-ins flood the API. */
async function measureSignInFlood(): Promise<Figure[]> {
  log(`Book page while ${FLOOD_SIGN_INS} sign-ins with random usernames arrive at once…`);
  return signInFlood(SEED_BOOKS[0]!.slug);
}

/** `--sign-in-only`: the seed and the sign-in flood; nothing else. */
async function signInOnly(figures: Figure[], catalog: number): Promise<void> {
  await resetEmulators();
  await writeSeed();
  await attempt(figures, 'Sign-in flood', () => measureSignInFlood());
  report(figures, catalog);
}

/** `--remittance-only`: the seed and the 5,000-row remittance import; nothing else. */
async function remittanceOnly(figures: Figure[], catalog: number): Promise<void> {
  await resetEmulators();
  await writeSeed();
  await attempt(figures, 'Remittance import', async () => remittanceImportTime(await ownerToken(), log));
  report(figures, catalog);
}

/** `--import-only`: the seed, the large catalog, the import; nothing else. */
async function importOnly(figures: Figure[], catalog: number): Promise<void> {
  await resetEmulators();
  await writeSeed();
  log(`Filling the catalog to ${catalog.toLocaleString('en')} books…`);
  await fillCatalog(catalog);
  const token = await ownerToken();
  await attempt(figures, 'Import CSV', () => measureImport(token, catalog));
  report(figures, catalog);
}

/** Prints the tables, writes them as JSON to artifacts/bench/ and ends the run. */
function report(figures: Figure[], catalog: number, hydration?: HydrationTable): never {
  if (hydration) console.log(`\n${hydrationLines(hydration).join('\n')}`);
  printTable(figures, catalog);
  const dir = join(ROOT, 'artifacts', 'bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), catalog, figures, hydration }, null, 2));
  console.log(`Written to ${file}`);
  process.exit(0);
}

void runMain(main);
