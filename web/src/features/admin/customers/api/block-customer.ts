import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { customerKey } from '@web/features/admin/api/admin-keys';

/**
 * Blocks (signs out, no sign-in or orders) or unblocks the customer; the answer is their new state.
 * Block and unblock are two routes but one toggle on the panel, with one busy state and the same
 * answer, so they share this file rather than each having its own.
 */
export function useSetCustomerBlocked() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, blocked }: { email: string; blocked: boolean }) =>
      request(blocked ? routes.blockCustomer : routes.unblockCustomer, { body: { email } }),
    onSuccess: ({ customer }, { email }) => queryClient.setQueryData(customerKey(email), customer),
  });
}
