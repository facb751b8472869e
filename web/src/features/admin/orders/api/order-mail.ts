import * as routes from '@bookstore/domain/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAdminRequest, type AdminRequest } from '@web/features/admin/api/admin-request';
import { orderMailKey } from '@web/features/admin/api/admin-keys';

/** The trigger sends a queued e-mail within a second or two; until then the list asks again this often. */
const MAIL_IN_FLIGHT_POLL_MS = 2000;

/** The e-mails about one order, oldest first, with their delivery state. */
export function orderMailQuery(request: AdminRequest, orderId: string) {
  return queryOptions({
    queryKey: orderMailKey(orderId),
    queryFn: ({ signal }) => request(routes.listOrderMail, { params: { id: orderId }, signal }),
    refetchInterval: ({ state }) =>
      state.data?.some((mail) => mail.state === 'PENDING' || mail.state === 'PROCESSING')
        ? MAIL_IN_FLIGHT_POLL_MS
        : false,
  });
}

export function useOrderMail(orderId: string) {
  const request = useAdminRequest();
  return useQuery(orderMailQuery(request, orderId));
}
