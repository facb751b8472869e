import { CATALOG_IMPORT_LIMITS, catalogCsvColumn, type CatalogCsvColumn } from './catalog-csv';
import { readCsvFile, type CsvFile } from '../shared/csv-read';

/** A catalog file's rows, or why the file as a whole cannot be read. */
export type CatalogCsvFile = CsvFile<CatalogCsvColumn>;

/** Reads an uploaded catalog file (Manage Books → Import CSV) with the columns of CATALOG_CSV_TABLE. */
export function readCatalogCsv(bytes: Uint8Array): CatalogCsvFile {
  return readCsvFile(bytes, {
    columnOf: catalogCsvColumn,
    maxBytes: CATALOG_IMPORT_LIMITS.bytes,
    maxRows: CATALOG_IMPORT_LIMITS.rows,
    kind: 'a catalog file',
    headerExample: 'isbn, title, author, description, category, oldPrice, newPrice, stock and coverImage',
    noRows: 'The file has a header but no books.',
  });
}
