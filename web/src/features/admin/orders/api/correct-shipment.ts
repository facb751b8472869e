import { type ShipmentChange } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_ORDERS, orderKey } from '@web/features/admin/api/admin-keys';

/** Corrects a shipped order's courier or AWB; the history records the change. */
export function useCorrectShipment(id: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shipment: ShipmentChange) => request(routes.correctShipment, { params: { id }, body: shipment }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKey(id), order);
      return queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS });
    },
  });
}
