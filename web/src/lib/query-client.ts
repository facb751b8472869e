import { QueryClient } from '@tanstack/react-query';

/** Server data stays cached 60 s after its last user unmounts; refetched when stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 60_000, staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
