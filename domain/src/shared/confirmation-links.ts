// No yup here: the link pages and the forms read these without loading the schemas.

/**
 * The limits of every e-mailed confirmation link (the newsletter's, a stock alert's, a Contact-page
 * complaint's), in one table: the API enforces them (functions/src/services/confirmation-links.ts)
 * and the forms and the OpenAPI document quote them, so what a shopper reads is what the store does.
 */
export interface ConfirmationLinkLimits {
  /** Links asked for one address per window (a mailbox for the stock alerts and complaints). */
  readonly requestsPerAddress: number;
  /** Links asked for from one client address (an IPv6 /64) per window, for any addresses. */
  readonly requestsPerClient: number;
  readonly windowSeconds: number;
  /** How long a link works. */
  readonly confirmLinkHours: number;
}

export const CONFIRMATION_LINK_LIMITS = {
  /** The first link and two resends. */
  newsletter: { requestsPerAddress: 3, requestsPerClient: 10, windowSeconds: 60 * 60, confirmLinkHours: 48 },
  /** For any books. */
  stockAlert: { requestsPerAddress: 5, requestsPerClient: 20, windowSeconds: 60 * 60, confirmLinkHours: 48 },
  complaint: { requestsPerAddress: 3, requestsPerClient: 10, windowSeconds: 60 * 60, confirmLinkHours: 48 },
} as const satisfies Record<string, ConfirmationLinkLimits>;

/**
 * A link's token: 32 random bytes in base64url (43 characters). Anything else cannot be one of
 * ours, so it is refused before the store looks it up.
 */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What a link whose token is not one of ours is told, by the page and by the API. */
export const LINK_INCOMPLETE = 'This link is not complete. Open it again from the e-mail, or copy the whole address.';
