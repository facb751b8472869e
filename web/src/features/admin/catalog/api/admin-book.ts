import * as routes from '@bookstore/domain/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAdminRequest, type AdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_BOOKS } from '@web/features/admin/api/admin-keys';

/** One book for Edit Book, from the owner-only route (never a cached copy). */
export function adminBookQuery(request: AdminRequest, id: string) {
  return queryOptions({
    queryKey: [...ADMIN_BOOKS, id],
    queryFn: ({ signal }) => request(routes.getAdminBook, { params: { id }, signal }),
  });
}

export function useAdminBook(id: string) {
  const request = useAdminRequest();
  return useQuery(adminBookQuery(request, id));
}
