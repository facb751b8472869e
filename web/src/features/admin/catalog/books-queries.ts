import { type BookInput, type CoverUpload } from '@bookstore/domain';
import * as routes from '@bookstore/domain/owner-routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useAdminRequest } from '../api/admin-request';
import { ADMIN_BOOKS, useInvalidateBooks } from '../api/admin-keys';

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
export function useAdminBooks({ q, page }: AdminBooksPageRequest) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: [...ADMIN_BOOKS, 'page', q, page],
    queryFn: ({ signal }) =>
      request(routes.listAdminBooks, { query: { page, limit: MANAGE_BOOKS_PAGE_SIZE, q: q || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBook(id: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: [...ADMIN_BOOKS, id],
    queryFn: ({ signal }) => request(routes.getAdminBook, { params: { id }, signal }),
  });
}

export function useCreateBook() {
  const request = useAdminRequest();
  const invalidate = useInvalidateBooks();
  return useMutation({
    mutationFn: (book: BookInput) => request(routes.createBook, { body: book }),
    onSuccess: invalidate,
  });
}

export function useUpdateBook(id: string) {
  const request = useAdminRequest();
  const invalidate = useInvalidateBooks();
  return useMutation({
    mutationFn: (book: BookInput) => request(routes.updateBook, { params: { id }, body: book }),
    onSuccess: invalidate,
  });
}

export function useDeleteBook() {
  const request = useAdminRequest();
  const invalidate = useInvalidateBooks();
  return useMutation({
    mutationFn: (id: string) => request(routes.deleteBook, { params: { id } }),
    onSuccess: invalidate,
  });
}

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Uploads an already resized cover; answers the stable URL it is served from. */
export function useUploadCover() {
  const request = useAdminRequest();
  return useMutation({
    mutationFn: async (image: Blob) =>
      request(routes.uploadCover, {
        body: { contentType: image.type as CoverUpload['contentType'], data: await toBase64(image) },
      }),
  });
}
