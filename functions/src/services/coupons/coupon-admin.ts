import { COUPON_LIMITS, couponTermsOf, type Coupon, type CouponList, type CouponRequest } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import type { CouponRecord } from '../../db/coupons';
import { runTransaction } from '../../db/store-transaction';
import { ConflictError, NotFoundError } from '../errors';
import { couponView } from './coupon-views';

/* The owner's coupons (decision 062): create, list, pause. */

/** POST /api/admin/coupons: a new code; one that exists, in any case, is a 409 (codes are case-insensitive). */
export async function createCoupon(request: CouponRequest, owner: string): Promise<Coupon> {
  const terms = couponTermsOf(request);
  const ref = collections.coupons().doc(terms.code);
  const record: CouponRecord = {
    ...terms,
    paused: false,
    uses: 0,
    discountGivenPaise: 0,
    createdAt: Timestamp.now(),
    createdBy: owner,
  };
  await runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) throw new ConflictError(`The code ${terms.code} already exists.`);
    tx.create(ref, record);
  });
  return couponView(record);
}

/** GET /api/admin/coupons: every coupon, newest first, with its uses and the discount it gave. */
export async function listCoupons(): Promise<CouponList> {
  const snapshot = await collections.coupons().orderBy('createdAt', 'desc').limit(COUPON_LIMITS.ownerListMax).get();
  return { coupons: snapshot.docs.map((doc) => couponView(doc.data())) };
}

/** PATCH /api/admin/coupons/{code}: pause or resume. Orders already placed keep their discount. */
export async function pauseCoupon(code: string, paused: boolean): Promise<{ message: string; coupon: Coupon }> {
  const ref = collections.coupons().doc(code);
  const record = await runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    if (!stored) throw new NotFoundError(`There is no coupon ${code}.`);
    tx.update(ref, { paused });
    return { ...stored, paused };
  });
  return {
    message: paused ? `The code ${code} is paused.` : `The code ${code} is on again.`,
    coupon: couponView(record),
  };
}
