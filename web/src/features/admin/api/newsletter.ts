import type { NewsletterStats } from '@bookstore/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { saveFile } from '../save-file';
import { useAdminDownload, useAdminRequest } from './admin-request';

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
  const download = useAdminDownload();
  return useMutation({ mutationFn: async () => saveFile(await download('/admin/newsletter/subscribers')) });
}
