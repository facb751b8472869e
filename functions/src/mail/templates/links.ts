import type { MailSettings } from './types';

/**
 * The store's pages that e-mails link to, on the configured origin. The same paths as
 * web/src/config/paths.ts (the function cannot import the web app).
 */
export function storeLinks(settings: MailSettings) {
  const at = (path: string) => `${settings.siteOrigin}${path}`;
  return {
    home: at('/'),
    book: (id: string) => at(`/books/${encodeURIComponent(id)}`),
    /** The book's page opened at its review form (the review invitation's link). */
    reviewForm: (id: string) => at(`/books/${encodeURIComponent(id)}#write-review`),
    orders: at('/orders'),
    adminOrder: (id: string) => at(`/dashboard/orders/${encodeURIComponent(id)}`),
    editBook: (id: string) => at(`/dashboard/edit-book/${encodeURIComponent(id)}`),
    complaint: (number: string) => at(`/complaints/${encodeURIComponent(number)}`),
    adminComplaint: (number: string) => at(`/dashboard/complaints/${encodeURIComponent(number)}`),
  };
}
