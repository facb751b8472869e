import { paths } from './paths';

const segment = encodeURIComponent;

/** The owner's pages only the owner's own chunks link to (the first load does not carry them). */
export const ownerPaths = {
  settings: '/dashboard/settings',
  complaints: '/dashboard/complaints',
  complaint: (number: string) => `/dashboard/complaints/${segment(number)}`,
  coupons: '/dashboard/coupons',
} as const;

/** One of the shop's policies (POLICY_KINDS: returns, cancellation, shipping, privacy, terms). */
export const policyPath = (kind: string) => `/policies/${segment(kind)}`;

/** A shopper's complaint ticket. */
export const complaintPath = (number: string) => `/complaints/${segment(number)}`;

/** The book's page opened at its review form (the review invitation's link). */
export const reviewFormPath = (id: string) => `${paths.book(id)}#write-review`;

/**
 * The pages an e-mailed link opens, each with its `?token=…`: a confirmation link (the newsletter,
 * a stock alert, a Contact-page complaint) or an unsubscribe link. The pages themselves are
 * `newsletter/:step`, `stock-alerts/:step` and `complaints/:number` of the router.
 */
export const mailLinkPaths = {
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  stockAlertConfirm: '/stock-alerts/confirm',
  stockAlertUnsubscribe: '/stock-alerts/unsubscribe',
  complaintConfirm: '/complaints/confirm',
} as const;

/** A mail link's page with its token. */
export const withToken = (path: string, token: string) => `${path}?token=${segment(token)}`;

/** Pages that moved, old path to new: the served pages answer 301, and the app's own links follow. */
export const MOVED_PAGES: Readonly<Record<string, string>> = {
  '/info/contact': paths.contact,
  '/info/privacy': policyPath('privacy'),
  '/info/terms': policyPath('terms'),
};
