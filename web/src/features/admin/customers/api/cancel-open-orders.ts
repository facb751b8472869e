import * as routes from '@bookstore/domain/api-routes';
import { useMutation } from '@tanstack/react-query';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { useRefreshAfterOrderChanges } from '@web/features/admin/api/admin-keys';

/** Cancels every open order of the customer, each as a single cancel would (restock, statistics). */
export function useCancelOpenOrders() {
  const request = useAdminRequest();
  const refresh = useRefreshAfterOrderChanges();
  return useMutation({
    mutationFn: (email: string) => request(routes.cancelCustomerOpenOrders, { body: { email } }),
    // Even a failure may come after some orders were cancelled.
    onSettled: refresh,
  });
}
