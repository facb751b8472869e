// The search engine, measured in the bench's own process over the same books the
// bench writes to the emulator (the seed, then the seed and generated copies up to --catalog):
// the heap the index takes per book, the time to build it when an instance starts, and the
// p50/p95 of a search over a fixed list of queries beside a plain substring scan.
// Printed, never asserted.
import { matchesSearchKey, searchKey, searchQuery } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { BookRecord } from '../../functions/src/db/catalog';
import { CatalogIndex, indexedBook, searchableBook } from '../../functions/src/services/catalog/catalog-index';
import { SearchEngine } from '../../functions/src/services/catalog/search/search-engine';
import { coverPath, SEED_BOOKS } from '../../seed/catalog';
import { benchBookId, benchBookRecord } from './seed-load';
import { kB, ms, percentile, times, printedAtBothSizes, type Figure } from './table';

/** What shoppers type: typos, word order, names by ear, an ISBN, a broad word, a miss. */
const QUERIES = [
  'leger',
  'ledger lean',
  'mira iyer',
  'benaras',
  'laxmi',
  'tea for the inspector',
  'monsoon',
  'the',
  'an',
  '978-93-81001-01-1',
  'quiet negotiator 3',
  'xyzzyq',
];
const ROUNDS = 15;

/** A collection the heap figures can trust: `--expose-gc` without restarting the bench. */
export function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

export function heapAfterGc(gc: () => void): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

function seedRecord(index: number): [string, BookRecord] {
  const { slug, ...book } = SEED_BOOKS[index]!;
  const at = Timestamp.fromMillis(Date.UTC(2026, 10, 1) - index * 60_000);
  return [slug, { ...book, coverImage: coverPath({ slug }), sold: 0, createdAt: at, updatedAt: at }];
}

/** The seed, then generated books up to `count`: what the bench writes to the emulator. */
export function records(count: number): Array<[string, BookRecord]> {
  const seeded = SEED_BOOKS.map((_, index) => seedRecord(index));
  const generated = Array.from({ length: Math.max(0, count - seeded.length) }, (_, n): [string, BookRecord] => [
    benchBookId(n),
    benchBookRecord(n),
  ]);
  return [...seeded, ...generated];
}

/** Milliseconds of each run of each query, the first round left out (warm-up). */
function timings(search: (q: string) => unknown): number[] {
  const samples: number[] = [];
  for (let round = 0; round <= ROUNDS; round++)
    for (const q of QUERIES) {
      const started = performance.now();
      search(q);
      if (round > 0) samples.push(performance.now() - started);
    }
  return samples;
}

interface Measured {
  bytesPerBook: number;
  catalogBytesPerBook: number;
  buildMs: number;
  p50: number;
  p95: number;
  scanP50: number;
  scanP95: number;
}

function measure(count: number): Measured {
  const gc = collector();
  const entries = records(count).map(([id, record]): [string, ReturnType<typeof indexedBook>] => [
    id,
    indexedBook(id, record),
  ]);
  const searchable = entries.map(([, entry]) => searchableBook(entry));

  // The engine alone: what the instance holds more than before.
  let before = heapAfterGc(gc);
  const started = performance.now();
  const engine = new SearchEngine();
  engine.load(searchable);
  const buildMs = performance.now() - started;
  const bytesPerBook = (heapAfterGc(gc) - before) / count;
  if (engine.size !== count) throw new Error(`The engine holds ${engine.size} books, not ${count}.`);

  // The whole catalog index, entries, orderings and engine: decision 026's figure, redone.
  before = heapAfterGc(gc);
  const fresh = records(count).map(([id, record]): [string, ReturnType<typeof indexedBook>] => [
    id,
    indexedBook(id, record),
  ]);
  const index = new CatalogIndex();
  index.load(fresh);
  const catalogBytesPerBook = (heapAfterGc(gc) - before) / count;

  const searched = timings((q) => index.search(q));
  // A plain substring scan: the key worked out once per book, the query once per search.
  const keys = entries.map(([, entry]) => searchKey(entry.book));
  const scanned = timings((q) => {
    const query = searchQuery(q);
    return keys.filter((key) => matchesSearchKey(key, query));
  });
  return {
    bytesPerBook,
    catalogBytesPerBook,
    buildMs,
    p50: percentile(searched, 50),
    p95: percentile(searched, 95),
    scanP50: percentile(scanned, 50),
    scanP95: percentile(scanned, 95),
  };
}

export function searchEngineFigures(catalog: number): Figure[] {
  const row = printedAtBothSizes(measure(SEED_BOOKS.length), measure(catalog));
  return [
    row('Search index (MiniSearch): heap per book', (m) => kB(m.bytesPerBook)),
    row('Catalog index with the search index: heap per book (decision 026)', (m) => kB(m.catalogBytesPerBook)),
    row('Search index build at instance start', (m) => ms(m.buildMs)),
    row(`Search, ${QUERIES.length} queries × ${ROUNDS}: p50 / p95`, (m) => `${ms(m.p50)} / ${ms(m.p95)}`),
    row('Plain substring scan, same queries: p50 / p95', (m) => `${ms(m.scanP50)} / ${ms(m.scanP95)}`),
    row('Search ÷ substring scan: p50 / p95', (m) => `${times(m.p50 / m.scanP50)} / ${times(m.p95 / m.scanP95)}`),
  ];
}
