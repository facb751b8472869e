import type { NewsletterStats } from '@bookstore/domain';
import { useQuery } from '@tanstack/react-query';
import { useSavedDownload } from '../save-file';
import { useAdminRequest } from '../api/admin-request';

/** How many confirmed subscribers the newsletter has. */
export function useNewsletterStats() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: ['admin', 'newsletter'],
    queryFn: ({ signal }) => request<NewsletterStats>('/admin/newsletter', { signal }),
  });
}

/** Fetches the subscriber list with the owner's token and hands it to the browser as a CSV file. */
export function useDownloadSubscribers() {
  return useSavedDownload(() => '/admin/newsletter/subscribers');
}
