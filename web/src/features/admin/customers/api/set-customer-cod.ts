import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { customerKey } from '@web/features/admin/api/admin-keys';

/** Switches cash on delivery off (UPI only) or on again for one customer; the answer is their new state. */
export function useSetCustomerCod() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, codAllowed }: { email: string; codAllowed: boolean }) =>
      request(routes.setCustomerCod, { body: { email, codAllowed } }),
    onSuccess: ({ customer }, { email }) => queryClient.setQueryData(customerKey(email), customer),
  });
}
