import {
  applyCatalogImportBatches,
  type CatalogImportApplyRow,
  type CatalogImportBatchResult,
  type CatalogImportOutcome,
} from '@bookstore/domain';
import { ApiError } from '@web/lib/api-client';

/**
 * A failure worth one more try, as the API client reports it: the network (status 0), or the
 * server or platform failing (5xx). A refusal (4xx) would be refused again.
 */
const isTransient = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** The shared batch runner (domain), with the browser's judgement of which failure to try again. */
export function applyBatches(
  batches: readonly CatalogImportApplyRow[][],
  send: (batch: CatalogImportApplyRow[]) => Promise<CatalogImportBatchResult>,
  onProgress: (rowsDone: number, rowsTotal: number) => void,
): Promise<CatalogImportOutcome> {
  return applyCatalogImportBatches(batches, { send, onProgress, isTemporary: isTransient });
}
