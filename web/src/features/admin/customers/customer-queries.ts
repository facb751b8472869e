import * as routes from '@bookstore/domain/owner-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { useAdminRequest } from '../api/admin-request';
import { customerKey, useRefreshAfterOrderChanges } from '../api/admin-keys';

/** The account behind an e-mail: blocked or not, verified or not, how many open orders. 404: no such customer. */
export function useCustomerAccount(email: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: customerKey(email),
    queryFn: ({ signal }) => request(routes.getCustomer, { query: { email }, signal }),
    // An unknown customer stays unknown on a second try.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 404),
  });
}

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

/** Blocks (signs out, no sign-in or orders) or unblocks the customer; the answer is their new state. */
export function useSetCustomerBlocked() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, blocked }: { email: string; blocked: boolean }) =>
      request(blocked ? routes.blockCustomer : routes.unblockCustomer, { body: { email } }),
    onSuccess: ({ customer }, { email }) => queryClient.setQueryData(customerKey(email), customer),
  });
}
