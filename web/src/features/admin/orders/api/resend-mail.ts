import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { orderMailKey } from '@web/features/admin/api/admin-keys';

/** Sends one failed or waiting e-mail of the order again, now; the list is read afresh whatever the outcome. */
export function useResendMail(orderId: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailId: string) => request(routes.resendMail, { params: { id: mailId }, body: {} }),
    // A 409 means the e-mail moved on meanwhile (the retry sweep sent it): the list shows where it is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderMailKey(orderId) }),
  });
}
