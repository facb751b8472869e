import type { AdminStoreSettings } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_SETTINGS } from '@web/features/admin/api/admin-keys';

/** Replaces the courier's serviceable PIN codes; an empty list removes the list. */
export function useUploadServiceablePins() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pins: string[]) => request(routes.uploadServiceablePins, { body: { pins } }),
    onSuccess: (serviceablePins) =>
      queryClient.setQueryData<AdminStoreSettings>(ADMIN_SETTINGS, (cached) =>
        cached ? { ...cached, serviceablePins } : cached,
      ),
  });
}
