import { type OrdersExportQuery } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { callUrl } from '@web/lib/api-client';
import { useSavedDownload } from '@web/features/admin/api/save-file';

/** Orders → Export CSV: the order lines of whole store days, both included. */
export function useExportOrders() {
  return useSavedDownload(({ from, to }: OrdersExportQuery) => callUrl(routes.exportOrders, undefined, { from, to }));
}
