import * as routes from '@bookstore/domain/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAdminRequest, type AdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_SETTINGS } from '@web/features/admin/api/admin-keys';

/** The shop's settings as saved, and the serviceable PIN list's size and upload time. */
export function storeSettingsQuery(request: AdminRequest) {
  return queryOptions({
    queryKey: ADMIN_SETTINGS,
    queryFn: ({ signal }) => request(routes.getStoreSettings, { signal }),
  });
}

export function useStoreSettings() {
  const request = useAdminRequest();
  return useQuery(storeSettingsQuery(request));
}
