import { array, number, object, type InferType } from 'yup';
import { CATALOG_CSV_COLUMNS, CATALOG_IMPORT_LIMITS, type CatalogCsvColumn } from '../catalog-csv';
import { bookSchema } from './book';
import { text } from './fields';

/** A cell as the browser read it; the book schema checks each field's own length later. */
const cell = () =>
  text().strict().typeError('Each cell must be text.').max(10_000, 'A cell may be at most 10,000 characters.');

const rowSchema = object({
  line: number()
    .strict()
    .typeError('line must be a whole number.')
    .required('line is required.')
    .integer('line must be a whole number.')
    .min(1, 'line must be at least 1.'),
  values: object(Object.fromEntries(CATALOG_CSV_COLUMNS.map((column) => [column, cell().optional()]))).required(
    'values is required.',
  ),
});

/** POST /api/admin/books/import/preview: every row of the file, as the browser read it. */
export const catalogImportPreviewSchema = object({
  rows: array(rowSchema)
    .required('rows is required.')
    .min(1, 'The file has no books.')
    .max(
      CATALOG_IMPORT_LIMITS.rows,
      `A file may have at most ${CATALOG_IMPORT_LIMITS.rows.toLocaleString('en-IN')} rows.`,
    ),
});

/**
 * POST /api/admin/books/import/apply: one batch of rows, each with the stock its book had at the
 * preview (when it matched one), so stock that moved since is reported and not overwritten.
 */
export const catalogImportApplySchema = object({
  rows: array(
    // The edit form's own field: the same rule, the same messages.
    rowSchema.shape({ expectedStock: bookSchema.fields.expectedStock }),
  )
    .required('rows is required.')
    .min(1, 'rows must not be empty.')
    .max(CATALOG_IMPORT_LIMITS.rowsPerBatch, `A batch may have at most ${CATALOG_IMPORT_LIMITS.rowsPerBatch} rows.`),
});

export type CatalogImportPreviewRequest = InferType<typeof catalogImportPreviewSchema>;
export type CatalogImportApplyRequest = InferType<typeof catalogImportApplySchema>;

/** Why a row is not imported: its first line, the column at fault (null for the whole row), and the message. */
export interface CatalogImportProblem {
  line: number;
  column: CatalogCsvColumn | null;
  message: string;
}

/** A row that matches a book, or will make one. */
export interface CatalogImportRowSummary {
  line: number;
  /** The book's id: the one it matched, or the one it will be (or was) created with. */
  id: string;
  title: string;
  /** For an update, the columns that change. */
  changes?: CatalogCsvColumn[];
}

export type CatalogImportKind = 'new' | 'updated' | 'unchanged';

/** What an import would do, before anything is written. */
export interface CatalogImportPreview {
  counts: Record<CatalogImportKind | 'invalid', number>;
  /** Every problem of every invalid row, in line order. */
  invalid: CatalogImportProblem[];
  /** The first rows of each kind. */
  samples: Record<CatalogImportKind, CatalogImportRowSummary[]>;
  /** The line of each row to write, with its kind and, for a matched book, the stock it has now. */
  plan: { line: number; kind: Exclude<CatalogImportKind, 'unchanged'>; stock?: number }[];
}

/** What one applied batch wrote. Rows not written say why. */
export interface CatalogImportBatchResult {
  created: CatalogImportRowSummary[];
  updated: CatalogImportRowSummary[];
  unchanged: number[];
  /** Rows left alone because the store changed since the preview (stock moved, book deleted). */
  conflicts: CatalogImportProblem[];
  invalid: CatalogImportProblem[];
}

export const CATALOG_IMPORT_SAMPLE_SIZE = 5;
