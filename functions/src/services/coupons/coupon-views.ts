import { fromPaise, type Coupon, type CouponTerms } from '@bookstore/domain';
import { iso } from '../../db/stored-fields';
import type { CouponRecord } from '../../db/coupons';

/** A stored coupon as the owner's list shows it. */
export function couponView(record: CouponRecord): Coupon {
  return {
    ...couponTerms(record),
    uses: record.uses,
    discountGiven: fromPaise(record.discountGivenPaise),
    createdAt: iso(record.createdAt),
  };
}

/** What couponDiscount needs of a stored coupon. */
export function couponTerms(record: CouponRecord): CouponTerms {
  return {
    code: record.code,
    kind: record.kind,
    value: record.value,
    maxDiscount: record.maxDiscount,
    minSubtotal: record.minSubtotal,
    validFrom: record.validFrom,
    validUntil: record.validUntil,
    totalUses: record.totalUses,
    usesPerPerson: record.usesPerPerson,
    firstOrderOnly: record.firstOrderOnly,
    genres: record.genres,
    paused: record.paused,
  };
}
