import * as routes from '@bookstore/domain/api-routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

export const newsQueryKey = ['news'];

export function useNews() {
  return useQuery({ queryKey: newsQueryKey, queryFn: ({ signal }) => call(routes.listNews, { signal }) });
}
