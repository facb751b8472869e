import type { BookPage } from '@bookstore/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { CATALOG_KEY } from '../../../lib/catalog-key';

/**
 * One page of a search over title, author and ISBN (GET /api/catalog/search). Each text and page
 * is its own query, so an answer to an earlier text can never replace a later one's. `limit` is
 * left to the API's page size unless given, so the results page and its links share one URL.
 */
export function catalogSearchQuery(q: string, page = 1, limit?: number) {
  const query = new URLSearchParams({ q, page: String(page) });
  if (limit) query.set('limit', String(limit));
  return queryOptions({
    queryKey: [...CATALOG_KEY, 'search', q, page, limit],
    queryFn: ({ signal }) => apiFetch<BookPage>(`/catalog/search?${query}`, { signal }),
  });
}
