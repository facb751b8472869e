import * as routes from '@bookstore/domain/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAdminRequest, type AdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_STATS } from '@web/features/admin/api/admin-keys';

/** The owner's overview: sales, revenue by month, genres, low stock, customers by average order. */
export function adminStatsQuery(request: AdminRequest) {
  return queryOptions({ queryKey: ADMIN_STATS, queryFn: () => request(routes.getAdminStats, {}) });
}

/** The layout asks on every owner's page, while a session exists (`enabled`): a revoked token gets its 401 there. */
export function useAdminStats(enabled = true) {
  const request = useAdminRequest();
  return useQuery({ ...adminStatsQuery(request), enabled });
}
