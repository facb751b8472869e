// Coupons (decision 062): the bounds the owner's form, the checkout and the API share.

export const COUPON_KINDS = ['percent', 'fixed', 'free-shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_LIMITS = {
  codeMin: 4,
  codeMax: 20,
  /** A coupon's total uses and uses per person: a sanity ceiling, not a business rule. */
  usesMax: 1_000_000,
  /** The owner's list: every coupon, newest first (a small shop runs a few a year). */
  ownerListMax: 500,
} as const;

/** Letters and digits only: a code is read aloud, typed on phones and printed on bills. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;
export const COUPON_CODE_MESSAGE = `A coupon code is ${COUPON_LIMITS.codeMin} to ${COUPON_LIMITS.codeMax} letters and digits.`;

/**
 * The one answer for a code that does not exist and a paused one (decision 079): telling them
 * apart would let a guesser learn which codes the shop has printed.
 */
export const COUPON_UNUSABLE_MESSAGE = 'This code cannot be used.';

/** Codes are case-insensitive: stored, compared and shown upper-case. */
export const normalCouponCode = (code: string): string => code.trim().toUpperCase();
