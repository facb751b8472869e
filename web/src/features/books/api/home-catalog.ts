import * as routes from '@bookstore/domain/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { CATALOG_KEY } from '@web/lib/catalog-key';

/** The banner's new releases, the first page of Top Sellers and Recommended: one request for the home page. */
export const homeCatalogQuery = queryOptions({
  queryKey: [...CATALOG_KEY, 'home'],
  queryFn: ({ signal }) => call(routes.getHomeCatalog, { signal }),
});

export function useHomeCatalog() {
  return useQuery(homeCatalogQuery);
}
