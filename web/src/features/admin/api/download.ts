import type { ApiErrorBody } from '@bookstore/domain';
import { ApiError } from '@web/lib/api-client';

/**
 * A file from an owner-only GET route, with the name its Content-Disposition gives. Not through
 * `call`, which reads every answer as JSON; failures become the same ApiError.
 */
export async function apiDownload(url: string, token: string): Promise<{ blob: Blob; filename: string }> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(0, 'The file could not be fetched. Check your connection and try again.');
  }
  if (!response.ok) {
    const failure = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
    throw new ApiError(response.status, failure.message ?? `The download failed (${response.status}).`);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  return { blob: await response.blob(), filename };
}
