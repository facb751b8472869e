import { type OrderStatus } from '@bookstore/domain';
import * as routes from '@bookstore/domain/owner-routes';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { useAdminRequest } from '../api/admin-request';
import { ADMIN_ORDERS, orderKey, useRefreshAfterOrderChanges } from '../api/admin-keys';

/** The list's filters, as the API takes them; `email` already normalised by the shared schema. */
export interface AdminOrdersFilter {
  status?: OrderStatus;
  email?: string;
}

/** Orders newest first, all or one status, all or one customer's; `fetchNextPage` follows the API's cursor. */
export function useAdminOrders(filters: AdminOrdersFilter = {}) {
  const request = useAdminRequest();
  return useInfiniteQuery({
    queryKey: [...ADMIN_ORDERS, 'list', filters.status ?? 'all', filters.email ?? 'everyone'],
    queryFn: ({ pageParam, signal }) =>
      request(routes.listAdminOrders, {
        query: { status: filters.status, email: filters.email || undefined, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useAdminOrder(id: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => request(routes.getAdminOrder, { params: { id }, signal }),
  });
}

/** Moves one order to its next status. */
export function useChangeOrderStatus(id: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterOrderChanges();
  return useMutation({
    mutationFn: (status: OrderStatus) => request(routes.changeOrderStatus, { params: { id }, body: { status } }),
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
