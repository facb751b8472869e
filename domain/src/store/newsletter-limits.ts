import { CONFIRMATION_LINK_LIMITS } from '../shared/confirmation-links';

/** The newsletter's double opt-in: its link's limits (shared/confirmation-links.ts holds them all). */
export const NEWSLETTER_LIMITS = CONFIRMATION_LINK_LIMITS.newsletter;
