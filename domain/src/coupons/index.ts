// Coupons: limits, the owner's form, the discount rule, answers.
export * from './coupon-limits';
export * from './coupon-code';
export * from './coupon-requests';
export * from './coupon-discount';
export * from './coupon-answers';
