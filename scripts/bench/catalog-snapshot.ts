// The catalog snapshot (decision 060), measured in the bench's own process over the
// books the bench writes: what a rebuild costs the instance that stores it, what a new instance
// pays to start from it, and the heap its copy then holds per book. Printed, never asserted.
import { CatalogIndex, indexedBook, type IndexedBook } from '../../functions/src/services/catalog/catalog-index';
import { decodeCatalog, encodeCatalog } from '../../functions/src/services/catalog/catalog-snapshot';
import { SEED_BOOKS } from '../../seed/catalog';
import { collector, heapAfterGc, records } from './search-engine';
import { kB, ms, printedAtBothSizes, type Figure } from './table';

interface Measured {
  gzipBytes: number;
  parts: number;
  encodeMs: number;
  loadMs: number;
  heapPerBook: number;
}

function measure(count: number): Measured {
  const gc = collector();
  const books: IndexedBook[] = records(count).map(([id, record]) => indexedBook(id, record));
  let started = performance.now();
  const { parts, bytes } = encodeCatalog(books);
  const encodeMs = performance.now() - started;
  const before = heapAfterGc(gc);
  started = performance.now();
  const index = new CatalogIndex();
  index.load(decodeCatalog(parts));
  const loadMs = performance.now() - started;
  const heapPerBook = (heapAfterGc(gc) - before) / count;
  if (index.size !== count) throw new Error(`The snapshot gave back ${index.size} books, not ${count}.`);
  return { gzipBytes: bytes, parts: parts.length, encodeMs, loadMs, heapPerBook };
}

export function catalogSnapshotFigures(catalog: number): Figure[] {
  const row = printedAtBothSizes(measure(SEED_BOOKS.length), measure(catalog));
  return [
    row(
      'Catalog snapshot: gzip bytes in parts (documents a new instance reads, with the head)',
      (m) => `${kB(m.gzipBytes)} in ${m.parts} (${m.parts + 1} reads)`,
    ),
    row('Catalog snapshot: build, as the instance that stores it encodes it', (m) => ms(m.encodeMs)),
    row('New instance: snapshot decoded and indexed (search included)', (m) => ms(m.loadMs)),
    row('New instance: heap its catalog copy holds per book (decision 026 had ~10 kB with the listener)', (m) =>
      kB(m.heapPerBook),
    ),
  ];
}
