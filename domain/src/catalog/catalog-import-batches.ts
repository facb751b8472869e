import { CATALOG_IMPORT_LIMITS, type CatalogCsvRow } from './catalog-csv';
import type { CatalogImportApplyRequest, CatalogImportBatchResult, CatalogImportPreview } from './catalog-import';

/** One row as a batch sends it: the row read from the file, with the stock the preview saw. */
export type CatalogImportApplyRow = CatalogImportApplyRequest['rows'][number];

/** The whole import's outcome: every batch's rows added up, and the rows that did not land. */
export interface CatalogImportOutcome extends CatalogImportBatchResult {
  /** Rows sent in batches that were written (whatever each row's own outcome). */
  rowsDone: number;
  rowsTotal: number;
  /** Set when a batch failed: the batches from it on were not written, their lines listed. */
  stopped?: { message: string; notWritten: number[] };
}

/**
 * What the runner needs from whoever sends the batches. Sending, and judging which failure is
 * worth one more try, belong to the caller: the browser's API client knows a lost connection or a
 * failing server from a refusal, while a test or the bench has failures of its own kinds.
 */
export interface CatalogImportSender {
  send: (batch: CatalogImportApplyRow[]) => Promise<CatalogImportBatchResult>;
  onProgress: (rowsDone: number, rowsTotal: number) => void;
  /** True for a failure that may not happen again (the network, the server failing), never for a refusal. */
  isTemporary: (error: unknown) => boolean;
}

/**
 * The rows the preview said to write (new and updated), each with the stock its book had at the
 * preview, in batches of CATALOG_IMPORT_LIMITS.rowsPerBatch.
 */
export function catalogImportBatches(
  rows: readonly CatalogCsvRow[],
  preview: CatalogImportPreview,
): CatalogImportApplyRow[][] {
  const byLine = new Map(rows.map((row) => [row.line, row]));
  const planned: CatalogImportApplyRow[] = preview.plan.flatMap(({ line, stock }) => {
    const row = byLine.get(line);
    if (!row) return [];
    return [stock === undefined ? row : { ...row, expectedStock: stock }];
  });
  const batches: CatalogImportApplyRow[][] = [];
  for (let i = 0; i < planned.length; i += CATALOG_IMPORT_LIMITS.rowsPerBatch) {
    batches.push(planned.slice(i, i + CATALOG_IMPORT_LIMITS.rowsPerBatch));
  }
  return batches;
}

/**
 * Sends the batches one after another. Each is one transaction on the server, so it lands whole
 * or not at all; a batch that fails for a temporary reason is tried once more (the server matches
 * rows by id and ISBN, so a batch that did land before its answer was lost changes nothing the
 * second time). A batch that still fails stops the import: the outcome lists its lines and the
 * rest as not written, and running the same file again completes it.
 */
export async function applyCatalogImportBatches(
  batches: readonly CatalogImportApplyRow[][],
  { send, onProgress, isTemporary }: CatalogImportSender,
): Promise<CatalogImportOutcome> {
  const rowsTotal = batches.reduce((total, batch) => total + batch.length, 0);
  const outcome: CatalogImportOutcome = {
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
        if (isTemporary(error)) return send(batch);
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
