import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_ORDERS, ADMIN_STATS } from '@web/features/admin/api/admin-keys';

/**
 * Sends the courier's COD remittance file as text (the server reads the CSV); the answer lists
 * the orders it marked remitted and every line it could not match.
 */
export function useImportRemittances() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: string) => request(routes.importRemittances, { body: { file } }),
    // Remitted orders leave the cash pending view and the overview's queue.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS }),
      ]),
  });
}
