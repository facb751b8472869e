/**
 * The shopper's complaint pages: outside config/paths, which the first load
 * carries. The same paths as the e-mails' links (functions/src/mail/templates/links.ts).
 */
export const complaintPath = (number: string) => `/complaints/${encodeURIComponent(number)}`;
