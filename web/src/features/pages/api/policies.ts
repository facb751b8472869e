import type { PolicyPage } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '@web/lib/api-client';

export const policyQueryKey = (kind: string) => ['policy', kind];

/** The policy, or null when there is none of that kind (the page then shows not-found, as the server does). */
async function fetchPolicy(kind: string, signal: AbortSignal): Promise<PolicyPage | null> {
  try {
    return await call(routes.getPolicy, { params: { kind }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A policy page's text (GET /api/policies/{kind}). */
export function usePolicy(kind: string) {
  return useQuery<PolicyPage | null>({
    queryKey: policyQueryKey(kind),
    queryFn: ({ signal }) => fetchPolicy(kind, signal),
    staleTime: 5 * 60_000,
  });
}
