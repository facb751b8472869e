import type { AdminOrdersPage, Order, OrderStatus } from '@bookstore/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { useAdminRequest } from '../api/admin-request';
import { ADMIN_ORDERS, orderKey, useRefreshAfterOrderChanges } from '../api/admin-keys';

/** The list's filters, as the API takes them; `email` already normalised by the shared schema. */
export interface AdminOrdersFilter {
  status?: OrderStatus;
  email?: string;
}

function listPath({ status, email }: AdminOrdersFilter, cursor: string | null): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (email) query.set('email', email);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return search ? `/admin/orders?${search}` : '/admin/orders';
}

/** Orders newest first, all or one status, all or one customer's; `fetchNextPage` follows the API's cursor. */
export function useAdminOrders(filters: AdminOrdersFilter = {}) {
  const request = useAdminRequest();
  return useInfiniteQuery({
    queryKey: [...ADMIN_ORDERS, 'list', filters.status ?? 'all', filters.email ?? 'everyone'],
    queryFn: ({ pageParam, signal }) => request<AdminOrdersPage>(listPath(filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useAdminOrder(id: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => request<Order>(`/admin/orders/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Moves one order to its next status. */
export function useChangeOrderStatus(id: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterOrderChanges();
  return useMutation({
    mutationFn: (status: OrderStatus) =>
      request<{ message: string; order: Order }>(`/admin/orders/${encodeURIComponent(id)}/status`, {
        method: 'PATCH',
        body: { status },
      }),
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
