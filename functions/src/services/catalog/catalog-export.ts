import { CATALOG_CSV_COLUMNS, type Book, type CatalogCsvColumn } from '@bookstore/domain';
import { catalogIndex } from './catalog-index';
import { csvFile, csvTable } from '../csv';

/** A book as one row of the catalog spreadsheet, in the form the import reads back. */
function catalogRecord(book: Book): Record<CatalogCsvColumn, string> {
  return {
    isbn: book.ISBN,
    title: book.title,
    // Empty for a book without an author, not the 'admin' the pages show: the import reads it back as missing.
    author: book.author ?? '',
    description: book.description,
    category: book.category,
    trending: String(book.trending),
    oldPrice: String(book.oldPrice),
    newPrice: String(book.newPrice),
    stock: String(book.stock),
    coverImage: book.coverImage,
    id: book._id,
  };
}

/**
 * Manage Books → Export CSV: every book, newest first, as the catalog spreadsheet. Read from the
 * instance's catalog index, caught up with Firestore first, so a catalog of 20,000 books costs the
 * catch-up's reads and not one read per book.
 */
export async function catalogCsv(): Promise<string> {
  const index = await catalogIndex({ fresh: true });
  const records = index.newest.items.map((entry) => catalogRecord(entry.book));
  return csvFile(csvTable(CATALOG_CSV_COLUMNS, records), { byteOrderMark: true });
}
