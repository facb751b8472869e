import { type CoverUpload } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation } from '@tanstack/react-query';
import { useAdminRequest } from '@web/features/admin/api/admin-request';

/** A file's bytes as base64, as the JSON upload routes take them (covers, the signature). */
export async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Uploads an already resized cover; answers the stable URL it is served from. */
export function useUploadCover() {
  const request = useAdminRequest();
  return useMutation({
    mutationFn: async (image: Blob) =>
      request(routes.uploadCover, {
        body: { contentType: image.type as CoverUpload['contentType'], data: await toBase64(image) },
      }),
  });
}
