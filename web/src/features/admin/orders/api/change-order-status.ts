import { type OrderStatusChange } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api-client';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_ORDERS, orderKey, useRefreshAfterOrderChanges } from '@web/features/admin/api/admin-keys';

/** Moves one order to its next status, with what that move takes (a courier and AWB, a return's reason). */
export function useChangeOrderStatus(id: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterOrderChanges();
  return useMutation({
    mutationFn: (change: OrderStatusChange) => request(routes.changeOrderStatus, { params: { id }, body: change }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKey(id), order);
      return refresh();
    },
    // 409: someone else moved the order first; show where it really is now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS });
    },
  });
}
