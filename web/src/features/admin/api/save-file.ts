import { useMutation } from '@tanstack/react-query';
import { saveFile } from '@web/lib/download';
import { useAdminDownload } from './admin-request';

/**
 * Fetches a file from the owner-only address `urlOf(input)` gives (see `callUrl`) and saves it,
 * as a mutation; with `bodyOf`, the file is the answer to a POST of that body.
 */
export function useSavedDownload<T = void>(urlOf: (input: T) => string, bodyOf?: (input: T) => object) {
  const download = useAdminDownload();
  return useMutation({ mutationFn: async (input: T) => saveFile(await download(urlOf(input), bodyOf?.(input))) });
}
