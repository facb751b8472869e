import { type CatalogCsvRow } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { type AdminRequest } from '@web/features/admin/api/admin-request';

/**
 * Import CSV's preview: the server checks a file's rows and matches them to the catalog, writing
 * nothing. A plain call, not a query or a mutation: the import's steps hold its answer, and a
 * mutation would pause while the browser says it is offline where this fails at once.
 */
export function previewImport(request: AdminRequest, rows: CatalogCsvRow[]) {
  return request(routes.previewCatalogImport, { body: { rows } });
}
