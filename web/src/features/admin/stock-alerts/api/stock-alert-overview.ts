import * as routes from '@bookstore/domain/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_STOCK_ALERTS } from '@web/features/admin/api/admin-keys';

/** How many wait for each book, and the reorder list: from per-book counters. */
export function useStockAlertOverview() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: ADMIN_STOCK_ALERTS,
    queryFn: ({ signal }) => request(routes.getStockAlertOverview, { signal }),
  });
}

/** Manage Books' column: the waiting count of each book, 0 for the rest. */
export function useWaitingByBook(): (bookId: string) => number {
  const { data } = useStockAlertOverview();
  const counts = new Map(data?.waitingByBook.map(({ bookId, waiting }) => [bookId, waiting]));
  return (bookId) => counts.get(bookId) ?? 0;
}
