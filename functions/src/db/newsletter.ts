import { pendingLinkFields } from './confirmation-links';
import { collectionOf } from './documents';
import { shape, text, timestamp, type RecordOf } from './stored-fields';

// The newsletter's addresses: waiting for their confirmation link, and confirmed
// (docs/decisions/025-newsletter.md). Its request counter is in counters.ts.

/**
 * newsletterPending/{hash of the address}: a subscribe waiting for its confirmation link. One per
 * address: asking again replaces the token, so only the newest link works. Only the token's
 * hash is stored; the link in the e-mail is the one copy of the token itself.
 */
export const newsletterPendingShape = shape({ ...pendingLinkFields, tokenHash: text });
export type NewsletterPendingRecord = RecordOf<typeof newsletterPendingShape>;

/**
 * newsletterSubscribers/{hash of the address}: confirmed addresses, and nothing else. The
 * unsubscribe token is kept as it is (not hashed): every later newsletter must put it in its link.
 * It is random, so it tells nothing of the address.
 */
export const newsletterSubscriberShape = shape({ email: text, confirmedAt: timestamp, unsubscribeToken: text });
export type NewsletterSubscriberRecord = RecordOf<typeof newsletterSubscriberShape>;

export const newsletterCollections = {
  newsletterPending: collectionOf('newsletterPending', newsletterPendingShape),
  newsletterSubscribers: collectionOf('newsletterSubscribers', newsletterSubscriberShape),
};
