import type { OrderCancelRequest } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-context';
import { CATALOG_KEY } from '@web/lib/catalog-key';
import { asCustomer } from '@web/lib/as-customer';
import { replaceListedOrder } from './orders';

/**
 * The customer's "Cancel order": the order answered (cancelled, or with its
 * request kept while the payment is checked) replaces the listed one; a cancel puts copies back
 * on sale, so the cached catalog is stale.
 */
export function useCancelOrder(orderId: string) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OrderCancelRequest) =>
      asCustomer(auth, (token) => call(routes.cancelMyOrder, { params: { id: orderId }, token, body: request })),
    onSuccess: ({ order }) => {
      replaceListedOrder(queryClient, order);
      return queryClient.invalidateQueries({ queryKey: CATALOG_KEY });
    },
  });
}
