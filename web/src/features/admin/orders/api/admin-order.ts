import * as routes from '@bookstore/domain/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAdminRequest, type AdminRequest } from '@web/features/admin/api/admin-request';
import { orderKey } from '@web/features/admin/api/admin-keys';

/** One order with its history, for the order's page. */
export function adminOrderQuery(request: AdminRequest, id: string) {
  return queryOptions({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => request(routes.getAdminOrder, { params: { id }, signal }),
  });
}

export function useAdminOrder(id: string) {
  const request = useAdminRequest();
  return useQuery(adminOrderQuery(request, id));
}
