import {
  COUPON_CODE_PATTERN,
  couponListSchema,
  couponAnswerSchema,
  couponPauseResultSchema,
  couponPauseSchema,
  couponRequestSchema,
  normalCouponCode,
  type CouponRequest,
} from '@bookstore/domain';
import { NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { json } from '../openapi/answers';
import { createCoupon, listCoupons, pauseCoupon } from '../services/coupons/coupon-admin';
import { NotFoundError } from '../services/errors';

/* The owner's coupons (decision 062). */

/** A code from the URL, in any case; one that cannot be a code names no coupon (404). */
function couponCodeParam(raw: unknown): string {
  if (typeof raw !== 'string' || !COUPON_CODE_PATTERN.test(raw)) throw new NotFoundError('There is no such coupon.');
  return normalCouponCode(raw);
}

export const listAdminCoupons = endpoint({
  operationId: 'listAdminCoupons',
  method: 'get',
  path: '/api/admin/coupons',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner', 'coupons'],
  summary: 'Every coupon, newest first, with its uses and the discount it gave',
  answers: { '200': json('The coupons.', couponListSchema) },
  handle: () => listCoupons(),
});

export const createAdminCoupon = endpoint({
  operationId: 'createAdminCoupon',
  method: 'post',
  path: '/api/admin/coupons',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner', 'coupons'],
  summary: 'Create a coupon code',
  description:
    'Percent (with an optional largest discount in rupees), fixed (rupees) or free shipping; nulls are “no limit”. Dates are days of the store’s calendar (Asia/Kolkata), both inclusive. Codes are 4 to 20 letters and digits, case-insensitive, stored upper-case; one that exists is a 409.',
  body: couponRequestSchema,
  answers: { '201': json('The coupon.', couponAnswerSchema), '409': 'Conflict' },
  handle: ({ body, req }) => createCoupon(body as CouponRequest, req.admin!.username),
});

export const pauseAdminCoupon = endpoint({
  operationId: 'pauseAdminCoupon',
  method: 'patch',
  path: '/api/admin/coupons/{code}',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner', 'coupons'],
  summary: 'Pause a coupon code, or turn it on again',
  description: 'A paused code is refused at checkout; orders already placed keep their discount.',
  params: { code: { description: 'The code, in any case.' } },
  body: couponPauseSchema,
  answers: { '200': json('The coupon as it now stands.', couponPauseResultSchema), '404': 'NotFound' },
  handle: ({ params, body }) => pauseCoupon(couponCodeParam(params.code), body.paused),
});
