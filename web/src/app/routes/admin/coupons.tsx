// /dashboard/coupons: the owner's codes, in a lazy chunk of its own (decision 057).
export { CouponsPage as Component } from '@web/features/admin/coupons/components/coupons-page';
