import { number, object, type InferType } from 'yup';
import { MAX_PRICE, hasAtMostTwoDecimals } from '../money/money';
import { PIN_CODE_MESSAGE, PIN_CODE_PATTERN } from './pin-code';
import { paymentMethod } from './checkout';
import { named, text, trimmedText } from '../shared/fields';
import { optionalCouponCode } from '../coupons/coupon-code';

const ITEMS_MESSAGE = 'items must list the cart as id:quantity pairs, separated by commas.';

const SUBTOTAL_MESSAGE = `subtotal must be an amount in rupees from 0 to ${MAX_PRICE * 100}, with at most 2 decimals.`;

/**
 * GET /api/shipping/quote?pin=&subtotal=&payment=cod|upi, and the "Check delivery" box (which
 * sends the book's price as the subtotal). Query strings are text: the subtotal is read from it.
 */
export const shippingQuoteQuerySchema = named(
  'ShippingQuoteQuery',
  object({
    pin: trimmedText()
      .typeError(PIN_CODE_MESSAGE)
      .required('pin is required.')
      .max(12, PIN_CODE_MESSAGE)
      .matches(PIN_CODE_PATTERN, PIN_CODE_MESSAGE),
    subtotal: number()
      .transform((_value: unknown, original: unknown) =>
        typeof original === 'string' && /^\d{1,12}(\.\d{1,2})?$/.test(original) ? Number(original) : Number.NaN,
      )
      .typeError(SUBTOTAL_MESSAGE)
      .required('subtotal is required.')
      .min(0, SUBTOTAL_MESSAGE)
      .max(MAX_PRICE * 100, SUBTOTAL_MESSAGE)
      .test('two-decimals', SUBTOTAL_MESSAGE, (v) => v === undefined || hasAtMostTwoDecimals(v)),
    payment: paymentMethod().default('cod'),
    // With a coupon the quote prices the cart's books itself (the genres rule needs them).
    coupon: optionalCouponCode(),
    items: text()
      .typeError(ITEMS_MESSAGE)
      .max(2000, ITEMS_MESSAGE)
      .matches(/^[A-Za-z0-9_-]{1,200}:\d{1,3}(,[A-Za-z0-9_-]{1,200}:\d{1,3}){0,49}$/, ITEMS_MESSAGE)
      .optional(),
  }),
);

export type ShippingQuoteQuery = InferType<typeof shippingQuoteQuerySchema>;
