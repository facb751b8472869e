import { type OrderStatus } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAdminRequest, type AdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_ORDERS } from '@web/features/admin/api/admin-keys';

/** The list's filters, as the API takes them; `email` already normalised by the shared schema. */
export interface AdminOrdersFilter {
  status?: OrderStatus;
  email?: string;
  /** One order by its number; the server then ignores the other filters. */
  number?: number;
  /** Delivered COD orders whose cash the courier has not paid over yet. */
  cashPending?: boolean;
  /** Orders with a refund still to pay (refundOutstanding > 0). */
  refundOutstanding?: boolean;
  /** Cancelled orders with a late UTR to decide. */
  latePayment?: boolean;
  /** Orders with a return request waiting for the owner. */
  returnsOpen?: boolean;
}

/** Orders newest first, all or one status, all or one customer's, or one by number; `fetchNextPage` follows the API's cursor. */
export function adminOrdersQuery(request: AdminRequest, filters: AdminOrdersFilter = {}) {
  return infiniteQueryOptions({
    queryKey: [
      ...ADMIN_ORDERS,
      'list',
      filters.status ?? 'all',
      filters.email ?? 'everyone',
      filters.number ?? 'any',
      filters.cashPending ? 'cash-pending' : 'any-cash',
      filters.refundOutstanding ? 'refund-outstanding' : 'any-refund',
      filters.latePayment ? 'late-payment' : 'any-payment',
      filters.returnsOpen ? 'returns-open' : 'any-return',
    ],
    queryFn: ({ pageParam, signal }) =>
      request(routes.listAdminOrders, {
        query: {
          status: filters.status,
          email: filters.email || undefined,
          number: filters.number,
          cashPending: filters.cashPending ? 'true' : undefined,
          refundOutstanding: filters.refundOutstanding ? 'true' : undefined,
          latePayment: filters.latePayment ? 'true' : undefined,
          returnsOpen: filters.returnsOpen ? 'true' : undefined,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useAdminOrders(filters: AdminOrdersFilter = {}) {
  const request = useAdminRequest();
  return useInfiniteQuery(adminOrdersQuery(request, filters));
}
