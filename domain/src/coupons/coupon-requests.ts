import { array, boolean, number, object, type InferType } from 'yup';
import { CATEGORY_IDS, type CategoryId } from '../catalog/categories';
import { toCategoryId } from '../catalog/category-spellings';
import { hasAtMostTwoDecimals, MAX_PRICE } from '../money/money';
import { isCalendarDay } from '../store/store-clock';
import { named, oneOfText, text, trimmedText } from '../shared/fields';
import { couponCode } from './coupon-code';
import { COUPON_KINDS, COUPON_LIMITS } from './coupon-limits';

// The owner's coupon form's schemas, which the API validates with too (decision 062).

/** Rupees, or null for "no limit": positive, at most 2 decimals. */
function rupeesOrNull(label: string) {
  const message = `${label} must be an amount in rupees (at most 2 decimals), or empty for no limit.`;
  return number()
    .strict()
    .typeError(message)
    .nullable()
    .default(null)
    .positive(message)
    .max(MAX_PRICE, `${label} must be at most ${MAX_PRICE}.`)
    .test('two-decimals', message, (v) => v === null || v === undefined || hasAtMostTwoDecimals(v));
}

/** A whole number of uses, or null for "no limit". */
function usesOrNull(label: string) {
  const message = `${label} must be a whole number from 1 to ${COUPON_LIMITS.usesMax.toLocaleString('en-IN')}, or empty for no limit.`;
  return number()
    .strict()
    .typeError(message)
    .nullable()
    .default(null)
    .integer(message)
    .min(1, message)
    .max(COUPON_LIMITS.usesMax, message);
}

/** A day of the store's calendar ("YYYY-MM-DD", Asia/Kolkata), or null. */
function storeDayOrNull(label: string) {
  const message = `${label} must be a date (YYYY-MM-DD), or empty.`;
  return text()
    .strict()
    .typeError(message)
    .nullable()
    .default(null)
    .test('calendar-day', message, (v) => v === null || v === undefined || isCalendarDay(v));
}

const KIND_MESSAGE = `The kind must be one of: ${COUPON_KINDS.join(', ')}.`;
const PERCENT_MESSAGE = 'A percent coupon takes a whole percentage from 1 to 100.';
const FIXED_MESSAGE = 'A fixed coupon takes an amount in rupees (at most 2 decimals).';
const GENRES_MESSAGE = 'Choose genres from the list, or none for every book.';

/** POST /api/admin/coupons. Nulls are "no limit"; times are days of the store's calendar, inclusive. */
export const couponRequestSchema = named(
  'CouponRequest',
  object({
    code: couponCode(),
    kind: oneOfText(COUPON_KINDS, 'Please choose the kind of coupon.', KIND_MESSAGE),
    /** Percent: 1-100; fixed: rupees; free shipping: null. */
    value: number()
      .strict()
      .typeError('The value must be a number.')
      .nullable()
      .default(null)
      .test('value-for-kind', function (value) {
        const { kind } = this.parent as { kind?: unknown };
        if (
          kind === 'percent' &&
          (value === null || value === undefined || !Number.isInteger(value) || value < 1 || value > 100)
        )
          return this.createError({ message: PERCENT_MESSAGE });
        if (
          kind === 'fixed' &&
          (value === null ||
            value === undefined ||
            !Number.isFinite(value) ||
            value <= 0 ||
            value > MAX_PRICE ||
            !hasAtMostTwoDecimals(value))
        )
          return this.createError({ message: FIXED_MESSAGE });
        if (kind === 'free-shipping' && value !== null && value !== undefined)
          return this.createError({ message: 'A free-shipping coupon takes no value.' });
        return true;
      }),
    maxDiscount: rupeesOrNull('The largest discount').test(
      'percent-only',
      'Only a percent coupon has a largest discount.',
      function (value) {
        return value === null || value === undefined || (this.parent as { kind?: unknown }).kind === 'percent';
      },
    ),
    minSubtotal: rupeesOrNull('The minimum subtotal'),
    validFrom: storeDayOrNull('Valid from'),
    validUntil: storeDayOrNull('Valid until').test(
      'after-from',
      'Valid until must not be before valid from.',
      function (value) {
        const { validFrom } = this.parent as { validFrom?: unknown };
        return typeof value !== 'string' || typeof validFrom !== 'string' || validFrom <= value;
      },
    ),
    totalUses: usesOrNull('The total uses'),
    usesPerPerson: usesOrNull('The uses per person'),
    firstOrderOnly: boolean().strict().typeError('First order only must be true or false.').default(false),
    genres: array()
      .of(
        trimmedText()
          .typeError(GENRES_MESSAGE)
          .required(GENRES_MESSAGE)
          .transform((v: unknown) => (typeof v === 'string' ? (toCategoryId(v) ?? v) : v))
          .test(
            'known-genre',
            GENRES_MESSAGE,
            (v) => v === undefined || (CATEGORY_IDS as readonly string[]).includes(v),
          ),
      )
      .typeError(GENRES_MESSAGE)
      .nullable()
      .default(null)
      .min(1, GENRES_MESSAGE)
      .max(CATEGORY_IDS.length, GENRES_MESSAGE),
  }),
);
export type CouponRequest = Omit<InferType<typeof couponRequestSchema>, 'genres'> & { genres: CategoryId[] | null };

/** PATCH /api/admin/coupons/{code}. */
export const couponPauseSchema = named(
  'CouponPause',
  object({
    paused: boolean().strict().typeError('paused must be true or false.').required('paused must be true or false.'),
  }),
);
export type CouponPause = InferType<typeof couponPauseSchema>;

/**
 * A validated request as stored: a limit left out is null ("no limit"), as a sent null is.
 * (Strict fields take no yup default, so absent ones are filled here.)
 */
export function couponTermsOf(request: CouponRequest): CouponRequest {
  return {
    code: request.code,
    kind: request.kind,
    value: request.value ?? null,
    maxDiscount: request.maxDiscount ?? null,
    minSubtotal: request.minSubtotal ?? null,
    validFrom: request.validFrom ?? null,
    validUntil: request.validUntil ?? null,
    totalUses: request.totalUses ?? null,
    usesPerPerson: request.usesPerPerson ?? null,
    firstOrderOnly: request.firstOrderOnly ?? false,
    genres: request.genres ?? null,
  };
}
