import type { DehydratedState } from '@tanstack/react-query';

/** Where a server-rendered page keeps TanStack Query's dehydrated state (a JSON data block). */
export const QUERY_STATE_ID = 'query-state';

/** The state the server rendered this page with, or null for a client-rendered page. */
export function readServedQueryState(): DehydratedState | null {
  const element = document.getElementById(QUERY_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as DehydratedState) : null;
}
