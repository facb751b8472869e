/**
 * What an e-mail of the store is about. The API stores it with each mail document, and the
 * owner's order page names each e-mail by it.
 */
export const MAIL_KINDS = [
  'order-placed',
  'order-status',
  'owner-new-order',
  'low-stock',
  // A refund paid, and the owner's check of a payment sent after the deadline.
  'refund-sent',
  'late-payment',
  // A return request approved, declined or received.
  'return-request',
  'newsletter-confirm',
  'newsletter-welcome',
  // A complaint's confirmation link, its acknowledgement, each message, each status change.
  'complaint-confirm',
  'complaint-received',
  'complaint-message',
  'complaint-status',
  // The owner hid a customer's review, with the reason.
  'review-hidden',
  // Some days after delivery, one e-mail inviting a review of the order's books.
  'review-invitation',
  // A back-in-stock alert's confirmation link, and the alert itself.
  'stock-alert-confirm',
  'stock-alert',
  /** Written by something else (by hand, another tool using the extension's shape). */
  'other',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The delivery states of Firebase's Trigger Email extension, which can serve the same collection. */
export const MAIL_STATES = ['PENDING', 'PROCESSING', 'RETRY', 'SUCCESS', 'ERROR'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * A failed send is tried again after 1, 2, 4 and 8 minutes; the 5th failure is final (state
 * ERROR) until the owner presses Resend. See docs/decisions/023-mail-outbox.md.
 */
export const MAIL_MAX_ATTEMPTS = 5;
