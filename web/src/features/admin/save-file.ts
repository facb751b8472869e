import { useMutation } from '@tanstack/react-query';
import { useAdminDownload } from './api/admin-request';

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile({ blob, filename }: { blob: Blob; filename: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches a file from the owner-only address `urlOf(input)` gives (see `callUrl`) and saves it, as a mutation. */
export function useSavedDownload<T = void>(urlOf: (input: T) => string) {
  const download = useAdminDownload();
  return useMutation({ mutationFn: async (input: T) => saveFile(await download(urlOf(input))) });
}
