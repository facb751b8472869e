import {
  BOOK_CSV_FIELDS,
  bookFieldsFromCsv,
  bookSchema,
  CATALOG_IMPORT_SAMPLE_SIZE,
  csvColumnOfField,
  isbnKey,
  isDocumentId,
  type Book,
  type CatalogCsvColumn,
  type CatalogCsvRow,
  type CatalogImportApplyRequest,
  type CatalogImportBatchResult,
  type CatalogImportPreview,
  type CatalogImportPreviewRequest,
  type CatalogImportProblem,
  type CatalogImportRowSummary,
} from '@bookstore/domain';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { ValidationError } from 'yup';
import { toBook, type BookRecord } from '../../db/catalog';
import { collections } from '../../db/collections';
import { newBookFields, type BookFields as Fields } from '../catalog/book-fields';
import type { CatalogIndex } from '../catalog/catalog-index';
import { catalogIndex } from '../catalog/instance-catalog';
import { runTransaction } from '../../db/store-transaction';
import { afterRestock, markIfBackInStock } from '../stock-alerts/stock-alert-sends';

// The owner's bulk import (decision 029). The browser reads
// the file (papaparse) and sends its rows; every row is validated here again with the book
// schema the Add Book form and the API use, and matched against the store here.

/** A row checked by the book schema: its fields, or every problem with it. */
function checkRow(row: CatalogCsvRow): { fields: Fields } | { problems: CatalogImportProblem[] } {
  const problems: CatalogImportProblem[] = [];
  const id = row.values.id?.trim();
  if (id && !isDocumentId(id)) {
    problems.push({
      line: row.line,
      column: 'id',
      message: 'id must be letters, digits, - or _ (up to 128), as exported.',
    });
  }
  try {
    const { expectedStock: _none, ...fields } = bookSchema.validateSync(bookFieldsFromCsv(row.values), {
      abortEarly: false,
      stripUnknown: true,
    });
    if (problems.length) return { problems };
    return { fields };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner.length ? error.inner : [error]) {
      problems.push({ line: row.line, column: csvColumnOfField(inner.path ?? ''), message: inner.message });
    }
    return { problems };
  }
}

type Match =
  | { kind: 'existing'; id: string; book: Book }
  | { kind: 'new'; id: string }
  | { kind: 'problem'; problem: CatalogImportProblem };

/**
 * Which book a row is: the one its `id` names when it has one the store knows, else the one with
 * its ISBN (hyphens and spaces ignored), else a new book. A new book's id is the row's own `id`
 * (a file from another store) or one made from its ISBN, so the same file applied twice, or a
 * batch sent again after a lost answer, finds the book it made and never makes a second.
 */
/**
 * An exact key, not the search: a row that updated the book whose title merely sounds like its
 * own would overwrite the wrong book (decision 059). The ISBN table is the search engine's.
 */
function matchRow(row: CatalogCsvRow, fields: Fields, index: CatalogIndex): Match {
  const id = row.values.id?.trim();
  const byId = id ? index.get(id)?.book : undefined;
  const sameIsbn = index.withIsbn(fields.ISBN);
  if (byId) {
    if (sameIsbn && sameIsbn._id !== byId._id) {
      return {
        kind: 'problem',
        problem: {
          line: row.line,
          column: 'isbn',
          message: `The id is “${byId.title}” but the ISBN is “${sameIsbn.title}”'s; one row cannot be both books.`,
        },
      };
    }
    return { kind: 'existing', id: byId._id, book: byId };
  }
  if (sameIsbn) return { kind: 'existing', id: sameIsbn._id, book: sameIsbn };
  return { kind: 'new', id: id || `isbn-${isbnKey(fields.ISBN)}` };
}

/**
 * Whether a row's field differs from the book's. An ISBN written with other hyphens (or as the
 * ISBN-10 of the same book) is the same ISBN: the book keeps it as stored. An empty author or
 * stock cell leaves the book's as it is, as an edit without them does (decision 032): so a book
 * without an author, exported with an empty cell, imports back unchanged.
 */
const differs = (field: keyof Fields, row: Fields, book: Fields) =>
  row[field] !== undefined &&
  (field === 'ISBN' ? isbnKey(row.ISBN) !== isbnKey(book.ISBN) : row[field] !== book[field]);

/** The columns whose value the row would change on the book. */
function changedColumns(fields: Fields, book: Fields): CatalogCsvColumn[] {
  return BOOK_CSV_FIELDS.filter(([field]) => differs(field, fields, book)).map(([, column]) => column);
}

/** A file's rows against the store: what the import would do, with nothing written. */
export async function previewCatalogImport({ rows }: CatalogImportPreviewRequest): Promise<CatalogImportPreview> {
  const index = await catalogIndex({ fresh: true });
  const preview: CatalogImportPreview = {
    counts: { new: 0, updated: 0, unchanged: 0, invalid: 0 },
    invalid: [],
    samples: { new: [], updated: [], unchanged: [] },
    plan: [],
  };
  // The first line of each book in the file: a second row for one book is refused.
  const firstLineOf = new Map<string, number>();
  const sample = (kind: keyof CatalogImportPreview['samples'], summary: CatalogImportRowSummary) => {
    preview.counts[kind]++;
    if (preview.samples[kind].length < CATALOG_IMPORT_SAMPLE_SIZE) preview.samples[kind].push(summary);
  };
  const refuse = (problems: CatalogImportProblem[]) => {
    preview.counts.invalid++;
    preview.invalid.push(...problems);
  };

  for (const row of [...rows].sort((a, b) => a.line - b.line)) {
    const checked = checkRow(row);
    if ('problems' in checked) {
      refuse(checked.problems);
      continue;
    }
    const { fields } = checked;
    const match = matchRow(row, fields, index);
    if (match.kind === 'problem') {
      refuse([match.problem]);
      continue;
    }
    const earlier = firstLineOf.get(match.id);
    if (earlier !== undefined) {
      refuse([
        {
          line: row.line,
          column: 'isbn',
          message: `This book is also on line ${earlier}; each book may be in the file once.`,
        },
      ]);
      continue;
    }
    firstLineOf.set(match.id, row.line);
    if (match.kind === 'new') {
      sample('new', { line: row.line, id: match.id, title: fields.title });
      preview.plan.push({ line: row.line, kind: 'new' });
      continue;
    }
    const changes = changedColumns(fields, match.book);
    if (changes.length === 0) {
      sample('unchanged', { line: row.line, id: match.id, title: fields.title });
      continue;
    }
    sample('updated', { line: row.line, id: match.id, title: fields.title, changes });
    preview.plan.push({ line: row.line, kind: 'updated', stock: match.book.stock });
  }
  return preview;
}

/** One row's write in an applied batch: where, and what. */
interface PlannedWrite {
  row: CatalogImportApplyRequest['rows'][number];
  fields: Fields;
  ref: DocumentReference<BookRecord>;
  /** Matched an existing book when the batch was read (else a new one, at its own id). */
  matched: boolean;
}

/**
 * One batch of a confirmed import, in one Firestore transaction: every row of it is written, or
 * none is. Rows are validated and matched again (the browser's word is not taken for either).
 * A book's stock is replaced only if it still has the stock the preview saw (`expectedStock`);
 * otherwise the row is a conflict and left alone, as the edit form's rule has it.
 */
export async function applyCatalogImportBatch({ rows }: CatalogImportApplyRequest): Promise<CatalogImportBatchResult> {
  const invalid: CatalogImportProblem[] = [];
  const index = await catalogIndex({ fresh: true });
  const planned: PlannedWrite[] = [];
  const taken = new Set<string>();
  for (const row of rows) {
    const checked = checkRow(row);
    if ('problems' in checked) {
      invalid.push(...checked.problems);
      continue;
    }
    const match = matchRow(row, checked.fields, index);
    if (match.kind === 'problem') {
      invalid.push(match.problem);
      continue;
    }
    if (taken.has(match.id)) {
      invalid.push({
        line: row.line,
        column: 'isbn',
        message: 'This book is in the batch twice; each book may be in the file once.',
      });
      continue;
    }
    taken.add(match.id);
    planned.push({
      row,
      fields: checked.fields,
      ref: collections.books().doc(match.id),
      matched: match.kind === 'existing',
    });
  }
  if (planned.length === 0) return { created: [], updated: [], unchanged: [], conflicts: [], invalid };

  const written = await runTransaction(async (tx) => {
    // Every attempt starts from nothing: a retried transaction must not report the last try's rows.
    const outcome: Pick<CatalogImportBatchResult, 'created' | 'updated' | 'unchanged' | 'conflicts'> = {
      created: [],
      updated: [],
      unchanged: [],
      conflicts: [],
    };
    const snapshots = await tx.getAll(...planned.map((write) => write.ref));
    const now = Timestamp.now();
    planned.forEach(({ row, fields, ref, matched }, i) => {
      const current = toBook(snapshots[i]!);
      const summary = { line: row.line, id: ref.id, title: fields.title };
      if (!current) {
        if (matched) {
          outcome.conflicts.push({
            line: row.line,
            column: null,
            message: 'The book was deleted after the preview; it was not made again.',
          });
          return;
        }
        tx.create(ref, { ...newBookFields(fields), sold: 0, createdAt: now, updatedAt: FieldValue.serverTimestamp() });
        outcome.created.push(summary);
        return;
      }
      if (isbnKey(current.ISBN) !== isbnKey(fields.ISBN) && !matched) {
        outcome.conflicts.push({
          line: row.line,
          column: 'isbn',
          message: `The id ${ref.id} is “${current.title}”, whose ISBN is now ${current.ISBN}; the row was left alone.`,
        });
        return;
      }
      const update: Partial<Fields> = {};
      for (const [field] of BOOK_CSV_FIELDS)
        if (differs(field, fields, current)) Object.assign(update, { [field]: fields[field] });
      if ('stock' in update) {
        // The file's stock is the count the owner saw at the preview: orders since then keep theirs.
        if (row.expectedStock !== undefined && fields.stock === row.expectedStock) delete update.stock;
        else if (row.expectedStock === undefined || current.stock !== row.expectedStock) {
          outcome.conflicts.push({
            line: row.line,
            column: 'stock',
            message: `The stock of “${current.title}” changed to ${current.stock} since the preview; the row was left alone. Preview the file again to set it.`,
          });
          return;
        }
      }
      if (Object.keys(update).length === 0) {
        outcome.unchanged.push(row.line);
        return;
      }
      tx.update(ref, { ...update, updatedAt: FieldValue.serverTimestamp() });
      // At most one more write a row: 250 rows a batch stay inside a transaction's 500 writes.
      if (update.stock !== undefined) markIfBackInStock(tx, ref.id, current.stock, update.stock);
      outcome.updated.push({
        ...summary,
        changes: BOOK_CSV_FIELDS.filter(([field]) => field in update).map(([, column]) => column),
      });
    });
    return outcome;
  });
  // Books whose stock the file raised may be back in stock.
  await afterRestock(written.updated.filter(({ changes }) => changes?.includes('stock')).map(({ id }) => id));
  // No read-back into this instance's index: the next batch (and every owner screen) catches
  // the index up first (catalogIndex({ fresh: true })), which reads these books anyway.
  return { ...written, invalid };
}
