import { complaintPath, ownerPaths, paths, reviewFormPath } from '@bookstore/domain/site-paths';
import type { MailSettings } from './types';

/** The store's pages that e-mails link to, on the configured origin (the paths: domain's site-paths). */
export function storeLinks(settings: MailSettings) {
  const at = (path: string) => `${settings.siteOrigin}${path}`;
  return {
    home: at(paths.home),
    book: (id: string) => at(paths.book(id)),
    /** The book's page opened at its review form (the review invitation). */
    reviewForm: (id: string) => at(reviewFormPath(id)),
    orders: at(paths.orders),
    adminOrder: (id: string) => at(paths.dashboard.order(id)),
    editBook: (id: string) => at(paths.dashboard.editBook(id)),
    complaint: (number: string) => at(complaintPath(number)),
    adminComplaint: (number: string) => at(ownerPaths.complaint(number)),
  };
}
