import * as routes from '@bookstore/domain/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAdminRequest, type AdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_NEWSLETTER } from '@web/features/admin/api/admin-keys';

/** How many confirmed subscribers the newsletter has. */
export function newsletterStatsQuery(request: AdminRequest) {
  return queryOptions({
    queryKey: ADMIN_NEWSLETTER,
    queryFn: ({ signal }) => request(routes.getNewsletterStats, { signal }),
  });
}

export function useNewsletterStats() {
  const request = useAdminRequest();
  return useQuery(newsletterStatsQuery(request));
}
