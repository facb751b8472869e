import {
  applyCatalogImportBatches,
  CATALOG_CSV_COLUMNS,
  catalogCsvCells,
  catalogImportBatches,
  readCatalogCsv,
  type CatalogCsvRow,
  type CatalogImportBatchResult,
  type CatalogImportPreview,
} from '@bookstore/domain';
import Papa from 'papaparse';
import type { OperationCount } from '../../functions/src/db/operation-count';
import { csvFile, csvTable } from '../../functions/src/services/csv';
import { SEED_BOOKS } from '../../seed/catalog';
import { HOSTING } from './http';
import { parseHeader } from './order-cost';
import { benchIsbn } from './seed-load';
import type { Figure } from './table';

// An owner moving a 5,000-title catalog in from a spreadsheet, then updating
// every title. The file goes the owner's way: bytes read by the shared reader (papaparse), one
// preview request, then the batch runner the browser uses (domain's catalog-import-batches.ts) over HTTP.

export const IMPORT_BOOKS = 5_000;
/** Past every generated book the bench fills or orders (seed-load.ts numbers them from 0). */
const FIRST_NUMBER = 200_000;

/**
 * The file as Export CSV writes one (the same writer): a BOM, CRLF, every cell quoted, the
 * documented columns. `priceOff` makes the update.
 */
function catalogFile(priceOff: number): Uint8Array {
  const records = Array.from({ length: IMPORT_BOOKS }, (_, i) => {
    const seed = SEED_BOOKS[i % SEED_BOOKS.length]!;
    return catalogCsvCells({
      _id: '',
      ISBN: benchIsbn(FIRST_NUMBER + i),
      title: `${seed.title}, imported ${i + 1}`,
      author: seed.author,
      description: seed.description,
      category: seed.category,
      trending: seed.trending,
      oldPrice: seed.oldPrice,
      newPrice: seed.newPrice - priceOff,
      stock: 25,
      coverImage: `/covers/${seed.slug}.svg`,
    });
  });
  return new TextEncoder().encode(csvFile(csvTable(CATALOG_CSV_COLUMNS, records), { byteOrderMark: true }));
}

async function post<T>(path: string, body: unknown, token: string, ops: OperationCount): Promise<T> {
  const response = await fetch(`${HOSTING}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`);
  const counted = parseHeader(response.headers);
  if (counted) {
    ops.reads += counted.reads;
    ops.writes += counted.writes;
  }
  return (await response.json()) as T;
}

/** One import of the file, timed as the owner waits for it: read, preview, every batch. */
async function importOnce(file: Uint8Array, token: string) {
  const started = performance.now();
  const read = readCatalogCsv(file);
  if (!read.ok) throw new Error(read.message);
  const rows: CatalogCsvRow[] = read.rows;
  const readMs = performance.now() - started;
  const previewOps = { reads: 0, writes: 0 };
  const preview = await post<CatalogImportPreview>('/admin/books/import/preview', { rows }, token, previewOps);
  const previewMs = performance.now() - started - readMs;
  const applyOps = { reads: 0, writes: 0 };
  const batches = catalogImportBatches(rows, preview);
  const outcome = await applyCatalogImportBatches(batches, {
    send: (batch) => post<CatalogImportBatchResult>('/admin/books/import/apply', { rows: batch }, token, applyOps),
    onProgress: () => {},
    // No second tries: a batch sent twice would be timed and counted as one, and the figure must fail instead.
    isTemporary: () => false,
  });
  if (outcome.stopped) throw new Error(`The import stopped: ${outcome.stopped.message}`);
  return {
    seconds: (performance.now() - started) / 1000,
    readMs,
    previewMs,
    batches: batches.length,
    counts: preview.counts,
    created: outcome.created.length,
    updated: outcome.updated.length,
    previewOps,
    applyOps,
    counted: previewOps.reads + applyOps.reads + applyOps.writes > 0,
  };
}

/**
 * Manage Books → Export CSV of the whole catalog, as the owner's browser downloads it, timed to
 * the last byte; then the file read back with the import's reader, as taking it out to a
 * spreadsheet would (papaparse itself: the import's reader stops at its 20,000-row limit).
 */
async function exportAll(token: string, expectedBooks: number): Promise<Figure> {
  const started = performance.now();
  const response = await fetch(`${HOSTING}/api/admin/books/export`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /api/admin/books/export: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  const parsed = Papa.parse<string[]>(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const rows = parsed.data.length - 1;
  return {
    figure: `Export CSV: every book (${expectedBooks.toLocaleString('en')}), downloaded and read back`,
    small: '',
    large: `${seconds.toFixed(1)} s, ${(bytes.length / 1024 / 1024).toFixed(1)} MB; ${rows.toLocaleString('en')} rows read back, ${parsed.errors.length} parse errors`,
    target: `${expectedBooks.toLocaleString('en')} rows, < 60 s`,
    met: rows === expectedBooks && parsed.errors.length === 0 && seconds < 60,
  };
}

/** 5,000 new books, then the same 5,000 with a new price: seconds and Firestore documents, each. */
export async function catalogImportCost(token: string, catalog: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [what, priceOff, expect] of [
    ['new books', 0, 'created'],
    ['updates (every new price 1 rupee less)', 1, 'updated'],
  ] as const) {
    const run = await importOnce(catalogFile(priceOff), token);
    const done = run[expect];
    const ops = run.counted
      ? `; Firestore: apply ${run.applyOps.writes.toLocaleString('en')} writes, ${run.applyOps.reads.toLocaleString('en')} reads; preview ${run.previewOps.reads} reads, ${run.previewOps.writes} writes`
      : '; Firestore not counted (--use-running)';
    figures.push({
      figure: `Import CSV: ${IMPORT_BOOKS.toLocaleString('en')} ${what}, into ${catalog.toLocaleString('en')} books`,
      small: '',
      large: `${run.seconds.toFixed(1)} s (read ${run.readMs.toFixed(0)} ms, preview ${(run.previewMs / 1000).toFixed(1)} s, ${run.batches} batches); ${done.toLocaleString('en')} ${expect}${ops}`,
      target: `${IMPORT_BOOKS.toLocaleString('en')} ${expect}, < 60 s`,
      met: done === IMPORT_BOOKS && run.seconds < 60 && (!run.counted || run.applyOps.writes === IMPORT_BOOKS),
    });
  }
  figures.push(await exportAll(token, catalog + IMPORT_BOOKS));
  return figures;
}
