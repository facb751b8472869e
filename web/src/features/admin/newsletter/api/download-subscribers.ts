import * as routes from '@bookstore/domain/owner-routes';
import { callUrl } from '../../../../lib/api-client';
import { useSavedDownload } from '../../save-file';

/** Fetches the subscriber list with the owner's token and hands it to the browser as a CSV file. */
export function useDownloadSubscribers() {
  return useSavedDownload(() => callUrl(routes.downloadNewsletterSubscribers));
}
