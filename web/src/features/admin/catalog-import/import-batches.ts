import {
  CATALOG_IMPORT_LIMITS,
  type CatalogCsvRow,
  type CatalogImportApplyRequest,
  type CatalogImportBatchResult,
  type CatalogImportPreview,
} from '@bookstore/domain';
import { ApiError } from '../../../lib/api-client';

/** The whole import's outcome: every batch's rows added up, and the rows that did not land. */
export interface ImportOutcome extends CatalogImportBatchResult {
  /** Rows sent in batches that were written (whatever each row's own outcome). */
  rowsDone: number;
  rowsTotal: number;
  /** Set when a batch failed: the batches from it on were not written, their lines listed. */
  stopped?: { message: string; notWritten: number[] };
}

type ApplyRow = CatalogImportApplyRequest['rows'][number];

/**
 * The rows the preview said to write (new and updated), each with the stock its book had at the
 * preview, in batches of CATALOG_IMPORT_LIMITS.rowsPerBatch.
 */
export function importBatches(rows: readonly CatalogCsvRow[], preview: CatalogImportPreview): ApplyRow[][] {
  const byLine = new Map(rows.map((row) => [row.line, row]));
  const planned: ApplyRow[] = preview.plan.flatMap(({ line, stock }) => {
    const row = byLine.get(line);
    if (!row) return [];
    return [stock === undefined ? row : { ...row, expectedStock: stock }];
  });
  const batches: ApplyRow[][] = [];
  for (let i = 0; i < planned.length; i += CATALOG_IMPORT_LIMITS.rowsPerBatch) {
    batches.push(planned.slice(i, i + CATALOG_IMPORT_LIMITS.rowsPerBatch));
  }
  return batches;
}

/** A failure worth one more try: the network, or the server or platform failing (not a refusal). */
const isTransient = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * Sends the batches one after another. Each is one transaction on the server, so it lands whole
 * or not at all; a batch that fails is tried once more (the server matches rows by id and ISBN,
 * so a batch that did land before its answer was lost changes nothing the second time). A batch
 * that still fails stops the import: the outcome lists its lines and the rest as not written,
 * and running the same file again completes it.
 */
export async function applyBatches(
  batches: readonly ApplyRow[][],
  send: (batch: ApplyRow[]) => Promise<CatalogImportBatchResult>,
  onProgress: (rowsDone: number, rowsTotal: number) => void,
): Promise<ImportOutcome> {
  const rowsTotal = batches.reduce((total, batch) => total + batch.length, 0);
  const outcome: ImportOutcome = {
    created: [],
    updated: [],
    unchanged: [],
    conflicts: [],
    invalid: [],
    rowsDone: 0,
    rowsTotal,
  };
  onProgress(0, rowsTotal);
  for (const [i, batch] of batches.entries()) {
    let result: CatalogImportBatchResult;
    try {
      result = await send(batch).catch((error: unknown) => {
        if (isTransient(error)) return send(batch);
        throw error;
      });
    } catch (error) {
      outcome.stopped = {
        message: error instanceof Error ? error.message : String(error),
        notWritten: batches.slice(i).flatMap((rest) => rest.map((row) => row.line)),
      };
      return outcome;
    }
    outcome.created.push(...result.created);
    outcome.updated.push(...result.updated);
    outcome.unchanged.push(...result.unchanged);
    outcome.conflicts.push(...result.conflicts);
    outcome.invalid.push(...result.invalid);
    outcome.rowsDone += batch.length;
    onProgress(outcome.rowsDone, rowsTotal);
  }
  return outcome;
}
