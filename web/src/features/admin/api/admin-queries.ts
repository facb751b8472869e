import type {
  AdminOrdersPage,
  AdminStats,
  Book,
  BookInput,
  BookPage,
  CancelOpenOrdersResponse,
  CatalogCsvRow,
  CatalogImportApplyRequest,
  CatalogImportBatchResult,
  CatalogImportPreview,
  CustomerAccount,
  CustomerBlockResponse,
  Order,
  OrderMail,
  OrderStatus,
  ResendMailResponse,
} from '@bookstore/domain';
import { useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { CATALOG_KEY } from '../../../lib/catalog-key';
import { useAdminRequest } from './admin-request';

const ADMIN_STATS = ['admin', 'stats'] as const;
const ADMIN_BOOKS = ['admin', 'books'] as const;

export function useAdminStats(enabled = true) {
  const request = useAdminRequest();
  return useQuery({ queryKey: ADMIN_STATS, queryFn: () => request<AdminStats>('/admin'), enabled });
}

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
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(MANAGE_BOOKS_PAGE_SIZE) });
      if (q) query.set('q', q);
      return request<BookPage>(`/admin/books?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useAdminBook(id: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: [...ADMIN_BOOKS, id],
    queryFn: ({ signal }) => request<Book>(`/admin/books/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Any change to the catalog drops the cached lists, so every screen shows the new books. */
function useInvalidateBooks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CATALOG_KEY }),
      queryClient.invalidateQueries({ queryKey: ADMIN_BOOKS }),
      queryClient.invalidateQueries({ queryKey: ADMIN_STATS }),
    ]);
}

export function useCreateBook() {
  const request = useAdminRequest();
  const invalidate = useInvalidateBooks();
  return useMutation({
    mutationFn: (book: BookInput) =>
      request<{ message: string; book: Book }>('/books/create-book', { method: 'POST', body: book }),
    onSuccess: invalidate,
  });
}

export function useUpdateBook(id: string) {
  const request = useAdminRequest();
  const invalidate = useInvalidateBooks();
  return useMutation({
    mutationFn: (book: BookInput) =>
      request<{ message: string; book: Book }>(`/books/edit/${encodeURIComponent(id)}`, { method: 'PUT', body: book }),
    onSuccess: invalidate,
  });
}

export function useDeleteBook() {
  const request = useAdminRequest();
  const invalidate = useInvalidateBooks();
  return useMutation({
    mutationFn: (id: string) =>
      request<{ message: string; book: Book }>(`/books/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/**
 * Import CSV's two calls: the preview of a file's rows, and one batch of them applied. When the
 * import ends, `invalidate` drops the cached lists so every screen shows the new books.
 */
export function useCatalogImportApi() {
  const request = useAdminRequest();
  const invalidate = useInvalidateBooks();
  return useMemo(
    () => ({
      preview: (rows: CatalogCsvRow[]) =>
        request<CatalogImportPreview>('/admin/books/import/preview', { method: 'POST', body: { rows } }),
      apply: (rows: CatalogImportApplyRequest['rows']) =>
        request<CatalogImportBatchResult>('/admin/books/import/apply', { method: 'POST', body: { rows } }),
      invalidate,
    }),
    [request, invalidate],
  );
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
      request<{ url: string }>('/admin/covers', {
        method: 'POST',
        body: { contentType: image.type, data: await toBase64(image) },
      }),
  });
}

/** Every list and every single order sits under this key, so one invalidation refreshes them all. */
const ADMIN_ORDERS = ['admin', 'orders'] as const;
const orderKey = (id: string) => [...ADMIN_ORDERS, 'one', id] as const;
/** Under ADMIN_ORDERS too: a status change queues an e-mail, and its refresh brings it in. */
const orderMailKey = (id: string) => [...ADMIN_ORDERS, 'mail', id] as const;
/** One customer's account state as the owner's tools see it; their open-order count moves with every order change. */
const ADMIN_CUSTOMERS = ['admin', 'customers'] as const;
const customerKey = (email: string) => [...ADMIN_CUSTOMERS, email] as const;

/** The list's filters, as the API takes them; `email` already normalised by the shared schema. */
export interface AdminOrdersFilter {
  status?: OrderStatus;
  email?: string;
}

function listPath({ status, email }: AdminOrdersFilter, cursor: string | null): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (email) query.set('email', email);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return search ? `/admin/orders?${search}` : '/admin/orders';
}

/** Orders newest first, all or one status, all or one customer's; `fetchNextPage` follows the API's cursor. */
export function useAdminOrders(filters: AdminOrdersFilter = {}) {
  const request = useAdminRequest();
  return useInfiniteQuery({
    queryKey: [...ADMIN_ORDERS, 'list', filters.status ?? 'all', filters.email ?? 'everyone'],
    queryFn: ({ pageParam, signal }) => request<AdminOrdersPage>(listPath(filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useAdminOrder(id: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => request<Order>(`/admin/orders/${encodeURIComponent(id)}`, { signal }),
  });
}

/**
 * After orders change status, the order lists, the customers' open-order counts, the sales
 * figures (a cancel leaves them) and the book lists (a cancel puts copies back) are all out of date.
 */
function useRefreshAfterOrderChanges() {
  const queryClient = useQueryClient();
  const invalidateBooks = useInvalidateBooks();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS }),
      queryClient.invalidateQueries({ queryKey: ADMIN_CUSTOMERS }),
      invalidateBooks(),
    ]);
}

/** Moves one order to its next status. */
export function useChangeOrderStatus(id: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterOrderChanges();
  return useMutation({
    mutationFn: (status: OrderStatus) =>
      request<{ message: string; order: Order }>(`/admin/orders/${encodeURIComponent(id)}/status`, {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKey(id), order);
      return refresh();
    },
    // 409: someone else moved the order first; show where it really is now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS });
    },
  });
}

/** The trigger sends a queued e-mail within a second or two; until then the list asks again this often. */
const MAIL_IN_FLIGHT_POLL_MS = 2000;

/** The e-mails about one order, oldest first, with their delivery state. */
export function useOrderMail(orderId: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: orderMailKey(orderId),
    queryFn: ({ signal }) => request<OrderMail[]>(`/admin/orders/${encodeURIComponent(orderId)}/mail`, { signal }),
    refetchInterval: ({ state }) =>
      state.data?.some((mail) => mail.state === 'PENDING' || mail.state === 'PROCESSING')
        ? MAIL_IN_FLIGHT_POLL_MS
        : false,
  });
}

/** Sends one failed or waiting e-mail of the order again, now; the list is read afresh whatever the outcome. */
export function useResendMail(orderId: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailId: string) =>
      request<ResendMailResponse>(`/admin/mail/${encodeURIComponent(mailId)}/resend`, { method: 'POST', body: {} }),
    // A 409 means the e-mail moved on meanwhile (the retry sweep sent it): the list shows where it is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderMailKey(orderId) }),
  });
}

/** The account behind an e-mail: blocked or not, verified or not, how many open orders. 404: no such customer. */
export function useCustomerAccount(email: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: customerKey(email),
    queryFn: ({ signal }) =>
      request<CustomerAccount>(`/admin/customers?${new URLSearchParams({ email }).toString()}`, { signal }),
    // An unknown customer stays unknown on a second try.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 404),
  });
}

/** Cancels every open order of the customer, each as a single cancel would (restock, statistics). */
export function useCancelOpenOrders() {
  const request = useAdminRequest();
  const refresh = useRefreshAfterOrderChanges();
  return useMutation({
    mutationFn: (email: string) =>
      request<CancelOpenOrdersResponse>('/admin/customers/cancel-open-orders', { method: 'POST', body: { email } }),
    // Even a failure may come after some orders were cancelled.
    onSettled: refresh,
  });
}

/** Blocks (signs out, no sign-in or orders) or unblocks the customer; the answer is their new state. */
export function useSetCustomerBlocked() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, blocked }: { email: string; blocked: boolean }) =>
      request<CustomerBlockResponse>(`/admin/customers/${blocked ? 'block' : 'unblock'}`, {
        method: 'POST',
        body: { email },
      }),
    onSuccess: ({ customer }, { email }) => queryClient.setQueryData(customerKey(email), customer),
  });
}
