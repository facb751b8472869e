import { number, object, type InferType } from 'yup';
import { MAX_PRICE, hasAtMostTwoDecimals } from '../money/money';
import { PIN_CODE_MESSAGE, PIN_CODE_PATTERN } from './pin-code';
import { paymentMethod } from './checkout';
import { named, trimmedText } from '../shared/fields';

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
  }),
);

export type ShippingQuoteQuery = InferType<typeof shippingQuoteQuerySchema>;
