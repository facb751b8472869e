import { isbn13CheckDigit, normalizeIsbn } from './isbn';
import type { BookInput } from './book';
import type { Book } from './catalog-answers';

/** How one kind of cell is written from a book's value, and read back as the book schema's field. */
interface CsvCell<T> {
  write: (value: T) => string;
  read: (cell: string) => unknown;
}

/** Text as it is; an empty cell for a field the book does not have (a book without an author). */
const TEXT: CsvCell<string | undefined> = { write: (value) => value ?? '', read: (cell) => cell };
const FLAG: CsvCell<boolean> = { write: String, read: (cell) => flagCell(cell) };
const NUMBER: CsvCell<number> = { write: String, read: (cell) => numberCell(cell) };

/** The book schema's fields a row sets: the owner's form fields. */
type BookField = keyof Omit<BookInput, 'expectedStock'>;

/** What a spreadsheet row is made from: a Book, or a book's fields and its id. */
export type CatalogCsvBook = Pick<Book, BookField | '_id'>;

function column<const C extends string, F extends BookField | '_id'>(
  name: C,
  field: F,
  cell: CsvCell<CatalogCsvBook[F]>,
) {
  return { column: name, field, write: (book: CatalogCsvBook) => cell.write(book[field]), read: cell.read };
}

/**
 * The catalog as a spreadsheet, and the one map between a Book and its CSV row: each
 * column's header, the Book field it holds, and its kind of cell, which says how the export writes
 * it and how an import reads it back. Manage Books exports these columns in this order; an import
 * matches its header to them by name (case, spaces, hyphens and underscores ignored), in any order.
 */
export const CATALOG_CSV_TABLE = [
  column('isbn', 'ISBN', TEXT),
  column('title', 'title', TEXT),
  // Empty for a book without an author, not the 'admin' the pages show: the import reads it back as missing.
  column('author', 'author', TEXT),
  column('description', 'description', TEXT),
  column('category', 'category', TEXT),
  column('trending', 'trending', FLAG),
  column('oldPrice', 'oldPrice', NUMBER),
  column('newPrice', 'newPrice', NUMBER),
  column('stock', 'stock', NUMBER),
  column('coverImage', 'coverImage', TEXT),
  // No field of the book schema: the import matches a row to its book by it, else by ISBN.
  column('id', '_id', TEXT),
] as const;

export type CatalogCsvColumn = (typeof CATALOG_CSV_TABLE)[number]['column'];

/** The columns in the export's order. */
export const CATALOG_CSV_COLUMNS: readonly CatalogCsvColumn[] = CATALOG_CSV_TABLE.map((entry) => entry.column);

type BookColumn = Exclude<(typeof CATALOG_CSV_TABLE)[number], { field: '_id' }>;
/** The columns that hold a field of the book schema (every column but `id`). */
const BOOK_COLUMNS = CATALOG_CSV_TABLE.filter((entry): entry is BookColumn => entry.field !== '_id');

/** A book as one row of the catalog spreadsheet, in the form the import reads back. */
export function catalogCsvCells(book: CatalogCsvBook): Record<CatalogCsvColumn, string> {
  const cells = {} as Record<CatalogCsvColumn, string>;
  for (const entry of CATALOG_CSV_TABLE) cells[entry.column] = entry.write(book);
  return cells;
}

/** One data row of an imported file: its first line in the file, and its known columns' cells. */
export interface CatalogCsvRow {
  line: number;
  values: Partial<Record<CatalogCsvColumn, string>>;
}

/** What an import takes at most. */
export const CATALOG_IMPORT_LIMITS = {
  /** Data rows, after the header. */
  rows: 20_000,
  /** 20,000 rows with long descriptions fit; a bigger file is not a catalog. */
  bytes: 16 * 1024 * 1024,
  /** Rows applied in one request: one Firestore transaction, well under its 500 writes. */
  rowsPerBatch: 250,
} as const;

/** How a header cell names a column: case, spaces, _ and - ignored ("Old Price", "old_price"). */
export const csvHeaderKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
const COLUMN_BY_KEY = new Map<string, CatalogCsvColumn>(
  CATALOG_CSV_COLUMNS.map((column) => [csvHeaderKey(column), column]),
);

/** The column a header cell names ("ISBN", "Old Price", "cover_image"), or null. */
export function catalogCsvColumn(header: string): CatalogCsvColumn | null {
  return COLUMN_BY_KEY.get(csvHeaderKey(header.replace(/^\uFEFF/, ''))) ?? null;
}

/**
 * An exported cell that could start a formula went out with an apostrophe in front (OWASP's
 * CSV-injection advice, functions/src/services/csv.ts); reading the file back takes it off, so an
 * export imported again changes nothing.
 */
export function readCsvCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/**
 * How two ISBNs are compared: hyphens and spaces ignored, and an ISBN-10 as the ISBN-13 it
 * became ("0-306-40615-2" and "978-0-306-40615-7" are one book).
 */
export function isbnKey(isbn: string): string {
  const bare = normalizeIsbn(isbn);
  if (!/^\d{9}[\dX]$/.test(bare)) return bare;
  const twelve = `978${bare.slice(0, 9)}`;
  return `${twelve}${isbn13CheckDigit(twelve)}`;
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', '']);

/** "TRUE", "yes", "1" (and an empty cell, false): what spreadsheets write for a tick box. */
function flagCell(value: string): boolean | string {
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return value;
}

/**
 * A number as spreadsheets write it: "449", "1,299.50" (thousands), "12,5" (a decimal comma, as
 * semicolon-separated files have), "₹ 449". Anything else stays text, so the book schema's own
 * message ("Old price must be a number.") reports it; an empty cell is missing.
 */
function numberCell(value: string): number | string | undefined {
  const bare = value.trim().replace(/^₹\s*/, '');
  if (bare === '') return undefined;
  let plain: string;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(bare)) plain = bare.replace(/,/g, '');
  else if (/^\d+,\d{1,2}$/.test(bare)) plain = bare.replace(',', '.');
  else plain = bare;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : value;
}

/**
 * A row's cells as the fields the book schema validates (the Add Book form's and the API's),
 * with numbers and the tick box read as spreadsheets write them. The schema does the rest:
 * trimming, the category's spellings, the ISBN check, every message.
 */
export function bookFieldsFromCsv(values: CatalogCsvRow['values']): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const entry of BOOK_COLUMNS) fields[entry.field] = entry.read(values[entry.column] ?? '');
  return fields;
}

/** The book fields a row sets, and the CSV column each is read from (every column but `id`). */
export const BOOK_CSV_FIELDS: readonly (readonly [BookField, CatalogCsvColumn])[] = BOOK_COLUMNS.map(
  (entry) => [entry.field, entry.column] as const,
);

/** The CSV column a book-schema field came from, for the preview's messages. */
export function csvColumnOfField(field: string): CatalogCsvColumn | null {
  return BOOK_COLUMNS.find((entry) => entry.field === field)?.column ?? null;
}
