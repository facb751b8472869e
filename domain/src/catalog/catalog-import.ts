import { array, number, object, string, type InferType } from 'yup';
import { CATALOG_CSV_COLUMNS, CATALOG_IMPORT_LIMITS, type CatalogCsvColumn } from './catalog-csv';
import { listOf, oneOfWords, plainText, storedId, wholeNumber } from '../shared/answer-fields';
import { bookSchema } from './book';
import { named, text } from '../shared/fields';

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
export const catalogImportPreviewSchema = named(
  'CatalogImportPreviewRequest',
  object({
    rows: array(rowSchema)
      .required('rows is required.')
      .min(1, 'The file has no books.')
      .max(
        CATALOG_IMPORT_LIMITS.rows,
        `A file may have at most ${CATALOG_IMPORT_LIMITS.rows.toLocaleString('en-IN')} rows.`,
      ),
  }),
);

/**
 * POST /api/admin/books/import/apply: one batch of rows, each with the stock its book had at the
 * preview (when it matched one), so stock that moved since is reported and not overwritten.
 */
export const catalogImportApplySchema = named(
  'CatalogImportApplyRequest',
  object({
    rows: array(
      // The edit form's own field: the same rule, the same messages.
      rowSchema.shape({ expectedStock: bookSchema.fields.expectedStock }),
    )
      .required('rows is required.')
      .min(1, 'rows must not be empty.')
      .max(CATALOG_IMPORT_LIMITS.rowsPerBatch, `A batch may have at most ${CATALOG_IMPORT_LIMITS.rowsPerBatch} rows.`),
  }),
);

export type CatalogImportPreviewRequest = InferType<typeof catalogImportPreviewSchema>;
export type CatalogImportApplyRequest = InferType<typeof catalogImportApplySchema>;

/** Why a row is not imported: its first line, the column at fault (null for the whole row), and the message. */
export const catalogImportProblemSchema = named(
  'CatalogImportProblem',
  object({
    line: wholeNumber(1),
    column: string<CatalogCsvColumn>().oneOf(CATALOG_CSV_COLUMNS).nullable().defined(),
    message: plainText(),
  }),
);
export type CatalogImportProblem = InferType<typeof catalogImportProblemSchema>;

/** A row that matches a book, or will make one. */
export const catalogImportRowSchema = named(
  'CatalogImportRow',
  object({
    line: wholeNumber(1),
    // The book's id: the one it matched, or the one it will be (or was) created with.
    id: storedId(),
    title: plainText(),
    // For an update, the columns that change.
    changes: listOf(oneOfWords(CATALOG_CSV_COLUMNS)).optional(),
  }),
);
export type CatalogImportRowSummary = InferType<typeof catalogImportRowSchema>;

export type CatalogImportKind = 'new' | 'updated' | 'unchanged';

const rows = () => listOf(catalogImportRowSchema);
const problems = () => listOf(catalogImportProblemSchema);

/** What an import would do, before anything is written. */
export const catalogImportPreviewAnswerSchema = named(
  'CatalogImportPreview',
  object({
    counts: object({
      new: wholeNumber(),
      updated: wholeNumber(),
      unchanged: wholeNumber(),
      invalid: wholeNumber(),
    }).defined(),
    // Every problem of every invalid row, in line order.
    invalid: problems(),
    // The first rows of each kind.
    samples: object({ new: rows(), updated: rows(), unchanged: rows() }).defined(),
    // For a matched book, the stock it has now.
    plan: listOf(
      object({
        line: wholeNumber(1),
        kind: oneOfWords(['new', 'updated'] as const),
        stock: wholeNumber(0).optional(),
      }),
    ),
  }),
  'What the import would do; nothing is written. `plan` lists the rows to send to apply.',
);
export type CatalogImportPreview = InferType<typeof catalogImportPreviewAnswerSchema>;

/** What one applied batch wrote. Rows not written say why. */
export const catalogImportBatchResultSchema = named(
  'CatalogImportBatchResult',
  object({
    created: rows(),
    updated: rows(),
    unchanged: listOf(wholeNumber()),
    conflicts: problems(),
    invalid: problems(),
  }),
  'What one batch wrote, in one transaction. Conflicts (stock moved since the preview, a matched book deleted) and invalid rows were left alone.',
);
export type CatalogImportBatchResult = InferType<typeof catalogImportBatchResultSchema>;

export const CATALOG_IMPORT_SAMPLE_SIZE = 5;
