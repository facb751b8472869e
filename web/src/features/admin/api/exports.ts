import type { OrdersExportQuery } from '@bookstore/domain';
import { useSavedDownload } from '../save-file';

/** Manage Books → Export CSV: every book, as the file the server names. */
export function useExportBooks() {
  return useSavedDownload(() => '/admin/books/export');
}

/** Orders → Export CSV: the order lines of whole store days, both included. */
export function useExportOrders() {
  return useSavedDownload(
    ({ from, to }: OrdersExportQuery) => `/admin/orders/export?${new URLSearchParams({ from, to }).toString()}`,
  );
}
