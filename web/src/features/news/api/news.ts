import type { NewsItem } from '@bookstore/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function useNews() {
  return useQuery({ queryKey: ['news'], queryFn: ({ signal }) => apiFetch<NewsItem[]>('/news', { signal }) });
}
