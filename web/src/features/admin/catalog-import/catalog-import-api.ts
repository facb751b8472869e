import { type CatalogCsvRow, type CatalogImportApplyRequest } from '@bookstore/domain';
import * as routes from '@bookstore/domain/owner-routes';
import { useMemo } from 'react';
import { useAdminRequest } from '../api/admin-request';
import { useInvalidateBooks } from '../api/admin-keys';

/**
 * Import CSV's two calls: the preview of a file's rows, and one batch of them applied. When the
 * import ends, `invalidate` drops the cached lists so every screen shows the new books.
 */
export function useCatalogImportApi() {
  const request = useAdminRequest();
  const invalidate = useInvalidateBooks();
  return useMemo(
    () => ({
      preview: (rows: CatalogCsvRow[]) => request(routes.previewCatalogImport, { body: { rows } }),
      apply: (rows: CatalogImportApplyRequest['rows']) => request(routes.applyCatalogImportBatch, { body: { rows } }),
      invalidate,
    }),
    [request, invalidate],
  );
}
