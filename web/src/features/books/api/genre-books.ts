import * as routes from '@bookstore/domain/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { CATALOG_KEY } from '@web/lib/catalog-key';

/**
 * One page of a genre page's books (its category id): the API's Top Sellers of that genre, so
 * the page ranks them by copies sold as the home page's filter does. Each page is its own query,
 * for the page's links to be plain URLs.
 */
export function genreBooksQuery(id: string, page: number) {
  return queryOptions({
    queryKey: [...CATALOG_KEY, 'genre', id, page],
    queryFn: ({ signal }) => call(routes.listTopSellers, { query: { category: id, page }, signal }),
  });
}
