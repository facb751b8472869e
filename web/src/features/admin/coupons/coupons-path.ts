/** The owner's coupons page (issue 43 §2); outside config/paths, which every page loads. */
export const COUPONS_PATH = '/dashboard/coupons';
