import type { AdminStoreSettings, StoreSettings } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_SETTINGS } from '@web/features/admin/api/admin-keys';

/** Saves the whole of the settings; the answer (as the server stored them) replaces the cached copy. */
export function useSaveStoreSettings() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StoreSettings) => request(routes.saveStoreSettings, { body: settings }),
    onSuccess: ({ settings, policyDefaults }) =>
      queryClient.setQueryData<AdminStoreSettings>(ADMIN_SETTINGS, (cached) =>
        cached ? { ...cached, settings, policyDefaults } : cached,
      ),
  });
}
