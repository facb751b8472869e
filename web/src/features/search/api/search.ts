import * as routes from '@bookstore/domain/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { CATALOG_KEY } from '@web/lib/catalog-key';

/**
 * One page of a search over title, author and ISBN (GET /api/catalog/search). Each text and page
 * is its own query, so an answer to an earlier text can never replace a later one's. `limit` is
 * left to the API's page size unless given, so the results page and its links share one URL.
 */
export function catalogSearchQuery(q: string, page = 1, limit?: number) {
  return queryOptions({
    queryKey: [...CATALOG_KEY, 'search', q, page, limit],
    queryFn: ({ signal }) => call(routes.searchCatalog, { query: { q, page, limit: limit || undefined }, signal }),
  });
}
