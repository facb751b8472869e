import * as routes from '@bookstore/domain/owner-routes';
import { useQuery } from '@tanstack/react-query';
import { useSavedDownload } from '../save-file';
import { useAdminRequest } from '../api/admin-request';
import { callUrl } from '../../../lib/api-client';

/** How many confirmed subscribers the newsletter has. */
export function useNewsletterStats() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: ['admin', 'newsletter'],
    queryFn: ({ signal }) => request(routes.getNewsletterStats, { signal }),
  });
}

/** Fetches the subscriber list with the owner's token and hands it to the browser as a CSV file. */
export function useDownloadSubscribers() {
  return useSavedDownload(() => callUrl(routes.downloadNewsletterSubscribers));
}
