import * as routes from '@bookstore/domain/api-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAdminRequest, type AdminRequest } from '@web/features/admin/api/admin-request';
import { ADMIN_BOOKS } from '@web/features/admin/api/admin-keys';

/** Rows on one page of Manage Books. */
const MANAGE_BOOKS_PAGE_SIZE = 20;

/** Which page of Manage Books: `q` searches title, author and ISBN on the server ('' for every book). */
export interface AdminBooksPageRequest {
  q: string;
  /** 1-based. */
  page: number;
}

/**
 * One page of the books as the owner manages them, newest first, from the owner-only route: the
 * public /api/books may be answered by the Hosting CDN for a minute, which would bring a deleted
 * book back. Under ADMIN_BOOKS, so a change to the catalog refetches the page on screen. While
 * another page or search loads, the last one stays on screen (no spinner flash).
 */
export function adminBooksQuery(request: AdminRequest, { q, page }: AdminBooksPageRequest) {
  return queryOptions({
    queryKey: [...ADMIN_BOOKS, 'page', q, page],
    queryFn: ({ signal }) =>
      request(routes.listAdminBooks, { query: { page, limit: MANAGE_BOOKS_PAGE_SIZE, q: q || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBooks(page: AdminBooksPageRequest) {
  const request = useAdminRequest();
  return useQuery(adminBooksQuery(request, page));
}
