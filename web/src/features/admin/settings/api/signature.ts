import type { AdminStoreSettings, SignatureUpload } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_SETTINGS } from '@web/features/admin/api/admin-keys';
import { toBase64 } from '@web/features/admin/catalog/api/upload-cover';

/** Uploads the bills' signature (a file), or removes it (null); the server checks the file. */
export function useSaveSignature() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null) =>
      file
        ? request(routes.uploadSignature, {
            body: { contentType: file.type as SignatureUpload['contentType'], data: await toBase64(file) },
          })
        : request(routes.deleteSignature, {}),
    onSuccess: ({ signature }) =>
      queryClient.setQueryData<AdminStoreSettings>(ADMIN_SETTINGS, (cached) =>
        cached ? { ...cached, signature } : cached,
      ),
  });
}
