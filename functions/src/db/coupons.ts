import { COUPON_KINDS } from '@bookstore/domain';
import { collectionOf } from './documents';
import {
  amount,
  flag,
  listOf,
  oneOf,
  shape,
  text,
  textOrNull,
  timestamp,
  type FieldReader,
  type RecordOf,
} from './stored-fields';

// Coupons (decision 062). Server-only (firestore.rules): the API serves them.

const numberOrNull: FieldReader<number | null> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const textsOrNull: FieldReader<string[] | null> = (value, doc) =>
  Array.isArray(value) ? listOf(text)(value, doc) : null;

/**
 * coupons/{CODE}: the owner's terms, and what the code has given. `uses` and `discountGivenPaise`
 * are read and written in each order's transaction (the write conditioned on the read), so a code
 * with N uses left is never used N + 1 times; an unpaid order cancelled or expired gives its use back.
 */
export const couponShape = shape({
  code: text,
  kind: oneOf(COUPON_KINDS, 'fixed'),
  value: numberOrNull,
  maxDiscount: numberOrNull,
  minSubtotal: numberOrNull,
  validFrom: textOrNull,
  validUntil: textOrNull,
  totalUses: numberOrNull,
  usesPerPerson: numberOrNull,
  firstOrderOnly: flag,
  genres: textsOrNull,
  paused: flag,
  uses: amount,
  discountGivenPaise: amount,
  createdAt: timestamp,
  /** The owner who created it. */
  createdBy: text,
});
export type CouponRecord = RecordOf<typeof couponShape>;

/**
 * couponUses/{hash of the code and a person key}: one person's uses of one code under one of
 * their keys (the mailbox, the proven phone), and the orders holding them.
 */
export const couponUseShape = shape({ code: text, uses: amount, orderIds: listOf(text) });
export type CouponUseRecord = RecordOf<typeof couponUseShape>;

export const couponCollections = {
  coupons: collectionOf('coupons', couponShape),
  couponUses: collectionOf('couponUses', couponUseShape),
};
