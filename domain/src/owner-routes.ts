// Written by `npm run api:generate` from the endpoint declarations in functions/src/routes; do not
// edit. tests/scripts/api-artifacts.test.ts fails while it differs from what they make.
import { route } from './api-route';
import type {
  AdminLogoutResult,
  AdminOrdersPage,
  AdminStats,
  Book,
  BookInput,
  BookPage,
  BookWriteResult,
  CancelOpenOrdersResult,
  CatalogImportApplyRequest,
  CatalogImportBatchResult,
  CatalogImportPreview,
  CatalogImportPreviewRequest,
  CoverLocation,
  CoverUpload,
  CustomerAccount,
  CustomerBlockResult,
  CustomerEmail,
  NewsletterStats,
  Order,
  OrderMail,
  OrderStatusChange,
  OrderStatusChangeResult,
  ResendMailResult,
} from './index';

/** GET /api/admin (owner): The owner’s overview */
export const getAdminStats = /* @__PURE__ */ route<undefined, AdminStats>('GET', '/api/admin');
/** GET /api/admin/books (owner): Manage Books: newest first, optionally searched, a page at a time, never from a cache */
export const listAdminBooks = /* @__PURE__ */ route<undefined, BookPage>('GET', '/api/admin/books');
/** GET /api/admin/books/{id} (owner): One book, never from a cache */
export const getAdminBook = /* @__PURE__ */ route<undefined, Book, 'id'>('GET', '/api/admin/books/{id}');
/** GET /api/admin/books/export (owner): Every book as a CSV file (Manage Books → Export CSV) */
export const exportBooks = /* @__PURE__ */ route<undefined, string>('GET', '/api/admin/books/export');
/** POST /api/admin/books/import/apply (owner): Apply one batch of a catalog import */
export const applyCatalogImportBatch = /* @__PURE__ */ route<CatalogImportApplyRequest, CatalogImportBatchResult>(
  'POST',
  '/api/admin/books/import/apply',
);
/** POST /api/admin/books/import/preview (owner): Preview a catalog import */
export const previewCatalogImport = /* @__PURE__ */ route<CatalogImportPreviewRequest, CatalogImportPreview>(
  'POST',
  '/api/admin/books/import/preview',
);
/** POST /api/admin/covers (owner): Upload a cover image */
export const uploadCover = /* @__PURE__ */ route<CoverUpload, CoverLocation>('POST', '/api/admin/covers');
/** GET /api/admin/customers (owner): One customer, by e-mail: account state and open orders */
export const getCustomer = /* @__PURE__ */ route<undefined, CustomerAccount>('GET', '/api/admin/customers');
/** POST /api/admin/customers/block (owner): Block a customer */
export const blockCustomer = /* @__PURE__ */ route<CustomerEmail, CustomerBlockResult>(
  'POST',
  '/api/admin/customers/block',
);
/** POST /api/admin/customers/cancel-open-orders (owner): Cancel every open order of one customer */
export const cancelCustomerOpenOrders = /* @__PURE__ */ route<CustomerEmail, CancelOpenOrdersResult>(
  'POST',
  '/api/admin/customers/cancel-open-orders',
);
/** POST /api/admin/customers/unblock (owner): Unblock a customer */
export const unblockCustomer = /* @__PURE__ */ route<CustomerEmail, CustomerBlockResult>(
  'POST',
  '/api/admin/customers/unblock',
);
/** POST /api/admin/mail/{id}/resend (owner): Send a failed e-mail again, now */
export const resendMail = /* @__PURE__ */ route<Record<string, never>, ResendMailResult, 'id'>(
  'POST',
  '/api/admin/mail/{id}/resend',
);
/** GET /api/admin/newsletter (owner): How many confirmed subscribers the newsletter has */
export const getNewsletterStats = /* @__PURE__ */ route<undefined, NewsletterStats>('GET', '/api/admin/newsletter');
/** GET /api/admin/newsletter/subscribers (owner): The subscriber list as CSV */
export const downloadNewsletterSubscribers = /* @__PURE__ */ route<undefined, string>(
  'GET',
  '/api/admin/newsletter/subscribers',
);
/** GET /api/admin/orders (owner): Orders, newest first, a page at a time */
export const listAdminOrders = /* @__PURE__ */ route<undefined, AdminOrdersPage>('GET', '/api/admin/orders');
/** GET /api/admin/orders/{id} (owner): One order */
export const getAdminOrder = /* @__PURE__ */ route<undefined, Order, 'id'>('GET', '/api/admin/orders/{id}');
/** GET /api/admin/orders/{id}/mail (owner): The e-mails about one order, oldest first, with their delivery state */
export const listOrderMail = /* @__PURE__ */ route<undefined, OrderMail[], 'id'>('GET', '/api/admin/orders/{id}/mail');
/** PATCH /api/admin/orders/{id}/status (owner): Move an order along its lifecycle */
export const changeOrderStatus = /* @__PURE__ */ route<OrderStatusChange, OrderStatusChangeResult, 'id'>(
  'PATCH',
  '/api/admin/orders/{id}/status',
);
/** GET /api/admin/orders/export (owner): The orders of a date range as a CSV file, one row per book line (Orders → Export CSV) */
export const exportOrders = /* @__PURE__ */ route<undefined, string>('GET', '/api/admin/orders/export');
/** POST /api/auth/admin/logout (owner): Owner sign-out */
export const signOutOwner = /* @__PURE__ */ route<Record<string, never>, AdminLogoutResult>(
  'POST',
  '/api/auth/admin/logout',
);
/** DELETE /api/books/{id} (owner): Delete a book */
export const deleteBook = /* @__PURE__ */ route<undefined, BookWriteResult, 'id'>('DELETE', '/api/books/{id}');
/** POST /api/books/create-book (owner): Add a book */
export const createBook = /* @__PURE__ */ route<BookInput, BookWriteResult>('POST', '/api/books/create-book');
/** PUT /api/books/edit/{id} (owner): Edit a book */
export const updateBook = /* @__PURE__ */ route<BookInput, BookWriteResult, 'id'>('PUT', '/api/books/edit/{id}');
