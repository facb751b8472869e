import { trimmedText } from '../shared/fields';
import { COUPON_CODE_MESSAGE, COUPON_CODE_PATTERN, normalCouponCode } from './coupon-limits';

// The code's field, on its own: the checkout and the quote's query use it without the owner's form.

/** A code as typed: trimmed, 4 to 20 letters and digits, upper-cased (codes are case-insensitive). */
export const couponCode = () =>
  trimmedText()
    .typeError(COUPON_CODE_MESSAGE)
    .required('Please type the coupon code.')
    .matches(COUPON_CODE_PATTERN, COUPON_CODE_MESSAGE)
    .transform((value: unknown) => (typeof value === 'string' ? normalCouponCode(value) : value));

/**
 * The code a shopper types at checkout, on the quote and the order: optional; empty is none.
 */
export const optionalCouponCode = () =>
  trimmedText()
    .typeError(COUPON_CODE_MESSAGE)
    .transform((value: unknown) =>
      value === '' ? undefined : typeof value === 'string' ? normalCouponCode(value) : value,
    )
    .matches(COUPON_CODE_PATTERN, COUPON_CODE_MESSAGE)
    .optional();
