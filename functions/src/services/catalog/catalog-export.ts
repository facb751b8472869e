import { CATALOG_CSV_COLUMNS, catalogCsvCells } from '@bookstore/domain';
import { catalogIndex } from './instance-catalog';
import { csvFile, csvTable } from '../csv';

/**
 * Manage Books → Export CSV: every book, newest first, as the catalog spreadsheet (domain's
 * CATALOG_CSV_TABLE). Read from the instance's catalog index, caught up with Firestore first, so a
 * catalog of 20,000 books costs the catch-up's reads and not one read per book.
 */
export async function catalogCsv(): Promise<string> {
  const index = await catalogIndex({ fresh: true });
  const records = index.newest.items.map((entry) => catalogCsvCells(entry.book));
  return csvFile(csvTable(CATALOG_CSV_COLUMNS, records), { byteOrderMark: true });
}
