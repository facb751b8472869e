import { type CatalogImportApplyRequest } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { type AdminRequest } from '@web/features/admin/api/admin-request';

/**
 * Writes one batch of an import's rows. A plain call for the batch runner (import-batches.ts),
 * which sends the batches one after another, retries a temporary failure and counts the progress.
 */
export function applyImportBatch(request: AdminRequest, rows: CatalogImportApplyRequest['rows']) {
  return request(routes.applyCatalogImportBatch, { body: { rows } });
}
