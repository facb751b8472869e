import * as routes from '@bookstore/domain/api-routes';
import { callUrl } from '@web/lib/api-client';
import { useSavedDownload } from '@web/features/admin/api/save-file';

/** Fetches the subscriber list with the owner's token and hands it to the browser as a CSV file. */
export function useDownloadSubscribers() {
  return useSavedDownload(() => callUrl(routes.downloadNewsletterSubscribers));
}
