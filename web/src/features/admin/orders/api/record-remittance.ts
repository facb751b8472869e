import { type ManualRemittance } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_ORDERS, ADMIN_STATS, orderKey } from '@web/features/admin/api/admin-keys';

/** Marks one delivered COD order's cash remitted by hand: the courier's date and reference. */
export function useRecordRemittance(id: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (remittance: ManualRemittance) =>
      request(routes.recordRemittance, { params: { id }, body: remittance }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKey(id), order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS }),
      ]);
    },
  });
}
