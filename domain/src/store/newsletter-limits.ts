// No yup here: the newsletter's link pages read these without loading the schemas.

/**
 * The newsletter's double opt-in and its limits. The API enforces them; the footer box and the
 * OpenAPI document quote them, so what the shopper reads is what the store does.
 */
export const NEWSLETTER_LIMITS = {
  /** Subscribe requests for one address per window: the first link and two resends. */
  requestsPerAddress: 3,
  /** Subscribe requests from one client address (an IPv6 /64) per window, for any addresses. */
  requestsPerClient: 10,
  windowSeconds: 60 * 60,
  /** How long a confirmation link works. */
  confirmLinkHours: 48,
} as const;

/**
 * A link's token: 32 random bytes in base64url (43 characters). Anything else cannot be one of
 * ours, so it is refused before the store looks it up.
 */
export const NEWSLETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What a link whose token is not one of ours is told, by the page and by the API. */
export const NEWSLETTER_LINK_INCOMPLETE =
  'This link is not complete. Open it again from the e-mail, or copy the whole address.';
