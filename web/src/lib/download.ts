import type { ApiErrorBody } from '@bookstore/domain';
import { ApiError } from './api-client';

/** A file the API answered, with the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * A file from a signed-in route (the owner's exports, a customer's bill), with the name the
 * server gave it. `body`, when given, is POSTed as JSON (a batch of orders to print). Not
 * through `call`, which reads every answer as JSON; failures become the same ApiError.
 */
export async function apiDownload(url: string, token: string, body?: object): Promise<DownloadedFile> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, body ? { method: 'POST', headers, body: JSON.stringify(body) } : { headers });
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

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
