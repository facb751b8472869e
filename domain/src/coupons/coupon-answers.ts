import { array, number, object, string, type InferType } from 'yup';
import { count, flag, isoTime, listOf, oneOfWords, plainText, rupees } from '../shared/answer-fields';
import { described, named } from '../shared/fields';
import { COUPON_KINDS } from './coupon-limits';

/** A coupon as the owner's list shows it: its terms, whether it is paused, and what it has given. */
export const couponAnswerSchema = named(
  'Coupon',
  object({
    code: plainText('Upper-case letters and digits.'),
    kind: oneOfWords(COUPON_KINDS),
    value: described(number().defined().nullable(), {
      description: 'Percent: 1-100; fixed: rupees; free shipping: null.',
    }),
    maxDiscount: described(number().defined().nullable(), { description: 'Rupees; null: no cap.' }),
    minSubtotal: described(number().defined().nullable(), { description: 'Rupees; null: none.' }),
    validFrom: described(string().defined().nullable(), {
      description: 'YYYY-MM-DD on the store’s calendar; null: from its creation.',
    }),
    validUntil: described(string().defined().nullable(), {
      description: 'YYYY-MM-DD on the store’s calendar, inclusive; null: no end.',
    }),
    totalUses: described(number().defined().nullable(), { description: 'null: no limit.' }),
    usesPerPerson: described(number().defined().nullable(), {
      description: 'Per mailbox and per proven phone; null: no limit.',
    }),
    firstOrderOnly: flag(),
    genres: described(array(string().defined()).defined().nullable(), {
      description: 'Category ids; null: every book.',
    }),
    paused: flag(),
    uses: count('Orders that hold the code now (an unpaid order cancelled or expired gives its use back).'),
    discountGiven: rupees('The discounts of those orders, in rupees.'),
    createdAt: isoTime(),
  }),
);
export type Coupon = InferType<typeof couponAnswerSchema>;

export const couponListSchema = named('CouponList', object({ coupons: listOf(couponAnswerSchema, 'Newest first.') }));
export type CouponList = InferType<typeof couponListSchema>;

/** The quote's answer with a coupon: the discount beside the other charges (GET /api/shipping/quote). */
export const couponQuoteFields = {
  couponCode: plainText('The code the discount is for, upper-case.').optional(),
  discount: rupees('The coupon’s discount; 0 without a code. Already taken off `total`.').optional(),
};

export const couponPauseResultSchema = named(
  'CouponPauseResult',
  object({ message: plainText(), coupon: couponAnswerSchema.defined() }),
);
export type CouponPauseResult = InferType<typeof couponPauseResultSchema>;
