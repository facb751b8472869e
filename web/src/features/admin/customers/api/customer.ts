import * as routes from '@bookstore/domain/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api-client';
import { useAdminRequest, type AdminRequest } from '@web/features/admin/api/admin-request';
import { customerKey } from '@web/features/admin/api/admin-keys';

/** The account behind an e-mail: blocked or not, verified or not, how many open orders. 404: no such customer. */
export function customerQuery(request: AdminRequest, email: string) {
  return queryOptions({
    queryKey: customerKey(email),
    queryFn: ({ signal }) => request(routes.getCustomer, { query: { email }, signal }),
    // An unknown customer stays unknown on a second try.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 404),
  });
}

export function useCustomerAccount(email: string) {
  const request = useAdminRequest();
  return useQuery(customerQuery(request, email));
}
