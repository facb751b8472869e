import type { ApiRoute, OrderStatusChangeResult } from '@bookstore/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallOptions } from '@web/lib/api-client';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_ORDERS, ADMIN_STATS, orderKey } from '@web/features/admin/api/admin-keys';

/**
 * One of the owner's records on one order that answers `{ message, order }` (a remittance, an
 * AWB's correction, a refund, a late payment's check): the page shows the order it answers at
 * once, and the lists and the overview's queue are read again, since each can move them.
 */
export function useOrderAction<Body>(route: ApiRoute<Body, OrderStatusChangeResult, 'id'>, id: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    // TypeScript cannot tell a body-taking route from the rest while Body is still generic.
    mutationFn: (body: Body) => request(route, { params: { id }, body } as Omit<CallOptions<Body, 'id'>, 'token'>),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKey(id), order);
      return Promise.all([ADMIN_ORDERS, ADMIN_STATS].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
