import type { AdminStats, Book, BookInput } from '@bookstore/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { booksQuery } from '../../books/api/books';
import { useAdminRequest } from './admin-request';

export function useAdminStats(enabled = true) {
  const request = useAdminRequest();
  return useQuery({ queryKey: ['admin', 'stats'], queryFn: () => request<AdminStats>('/admin'), enabled });
}

/** Any change to the catalog drops the cached lists, so every screen shows the new books. */
function useInvalidateBooks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: booksQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
    ]);
}

export function useCreateBook() {
  const request = useAdminRequest();
  const invalidate = useInvalidateBooks();
  return useMutation({
    mutationFn: (book: BookInput) => request<{ message: string; book: Book }>('/books/create-book', { method: 'POST', body: book }),
    onSuccess: invalidate,
  });
}

export function useUpdateBook(id: string) {
  const request = useAdminRequest();
  const invalidate = useInvalidateBooks();
  return useMutation({
    mutationFn: (book: BookInput) => request<{ message: string; book: Book }>(`/books/edit/${encodeURIComponent(id)}`, { method: 'PUT', body: book }),
    onSuccess: invalidate,
  });
}

export function useDeleteBook() {
  const request = useAdminRequest();
  const invalidate = useInvalidateBooks();
  return useMutation({
    mutationFn: (id: string) => request<{ message: string; book: Book }>(`/books/${encodeURIComponent(id)}`, { method: 'DELETE' }),
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
      request<{ url: string }>('/admin/covers', { method: 'POST', body: { contentType: image.type, data: await toBase64(image) } }),
  });
}
