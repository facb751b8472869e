import type { CouponRequest } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminRequest } from '@web/features/admin/api/admin-request';

const ADMIN_COUPONS = ['admin', 'coupons'] as const;

/** Every coupon with its uses and the discount it gave, newest first. */
export function useAdminCoupons() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: ADMIN_COUPONS,
    queryFn: ({ signal }) => request(routes.listAdminCoupons, { signal }),
  });
}

export function useCreateCoupon() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponRequest) => request(routes.createAdminCoupon, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS }),
  });
}

export function usePauseCoupon() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, paused }: { code: string; paused: boolean }) =>
      request(routes.pauseAdminCoupon, { params: { code }, body: { paused } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS }),
  });
}
