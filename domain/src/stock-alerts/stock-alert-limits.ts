// No yup here: the book page's button and the owner's pages read these without the schemas.

/**
 * "Tell me when it's back" (decision 063). The API enforces these; the book page
 * and the OpenAPI document quote them, so what a shopper reads is what the store does.
 */
export const STOCK_ALERT_LIMITS = {
  /** Alert requests per mailbox per window, for any books. */
  requestsPerAddress: 5,
  /** Alert requests from one client address (an IPv6 /64) per window, for any addresses. */
  requestsPerClient: 20,
  windowSeconds: 60 * 60,
  /** How long a confirmation link works. */
  confirmLinkHours: 48,
  /** Alerts one restock marks sent per write: inside a transaction's 500 writes with their e-mails. */
  sendBatch: 200,
  /** Books on the owner's reorder list. */
  reorderListSize: 10,
} as const;

/** A link's token: 32 random bytes in base64url, like the newsletter's. */
export const STOCK_ALERT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const STOCK_ALERT_LINK_INCOMPLETE =
  'This link is not complete. Open it again from the e-mail, or copy the whole address.';

/** What a book that is on the shelf answers (409), and the page says instead of the button. */
export const STOCK_ALERT_IN_STOCK = 'This book is in stock: you can order it now, so there is nothing to wait for.';
