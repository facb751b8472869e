/** The owner's coupons page; outside config/paths, which every page loads. */
export const COUPONS_PATH = '/dashboard/coupons';
