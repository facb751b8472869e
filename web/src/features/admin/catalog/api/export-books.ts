import * as routes from '@bookstore/domain/api-routes';
import { callUrl } from '@web/lib/api-client';
import { useSavedDownload } from '@web/features/admin/api/save-file';

/** Manage Books → Export CSV: every book, as the file the server names. */
export function useExportBooks() {
  return useSavedDownload(() => callUrl(routes.exportBooks));
}
