import type { NewsItem } from '@bookstore/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const newsQueryKey = ['news'];

export function useNews() {
  return useQuery({ queryKey: newsQueryKey, queryFn: ({ signal }) => apiFetch<NewsItem[]>('/news', { signal }) });
}
