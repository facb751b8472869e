import { CONFIRMATION_LINK_LIMITS } from '../shared/confirmation-links';

// No yup here: the book page's button and the owner's pages read these without the schemas.

/**
 * "Tell me when it's back" (decision 063). The API enforces these; the book page
 * and the OpenAPI document quote them, so what a shopper reads is what the store does.
 */
export const STOCK_ALERT_LIMITS = {
  /** Alert requests per mailbox and per client address, and the link's hours. */
  ...CONFIRMATION_LINK_LIMITS.stockAlert,
  /** Alerts one restock marks sent per write: inside a transaction's 500 writes with their e-mails. */
  sendBatch: 200,
  /** Books on the owner's reorder list. */
  reorderListSize: 10,
} as const;

/** What a book that is on the shelf answers (409), and the page says instead of the button. */
export const STOCK_ALERT_IN_STOCK = 'This book is in stock: you can order it now, so there is nothing to wait for.';
