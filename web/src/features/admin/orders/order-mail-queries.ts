import * as routes from '@bookstore/domain/owner-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminRequest } from '../api/admin-request';
import { orderMailKey } from '../api/admin-keys';

/** The trigger sends a queued e-mail within a second or two; until then the list asks again this often. */
const MAIL_IN_FLIGHT_POLL_MS = 2000;

/** The e-mails about one order, oldest first, with their delivery state. */
export function useOrderMail(orderId: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: orderMailKey(orderId),
    queryFn: ({ signal }) => request(routes.listOrderMail, { params: { id: orderId }, signal }),
    refetchInterval: ({ state }) =>
      state.data?.some((mail) => mail.state === 'PENDING' || mail.state === 'PROCESSING')
        ? MAIL_IN_FLIGHT_POLL_MS
        : false,
  });
}

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
