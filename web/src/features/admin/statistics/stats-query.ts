import * as routes from '@bookstore/domain/owner-routes';
import { useQuery } from '@tanstack/react-query';
import { useAdminRequest } from '../api/admin-request';
import { ADMIN_STATS } from '../api/admin-keys';

export function useAdminStats(enabled = true) {
  const request = useAdminRequest();
  return useQuery({ queryKey: ADMIN_STATS, queryFn: () => request(routes.getAdminStats, {}), enabled });
}
