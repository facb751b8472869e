// Written by `npm run api:generate` from the endpoint declarations in functions/src/routes; do not
// edit. tests/scripts/api-artifacts.test.ts fails while it differs from what they make.
import type { ApiRoute } from '../shared/api-route';
import type {
  AdminBooksQuery,
  AdminLogoutResult,
  AdminOrdersPage,
  AdminOrdersQuery,
  AdminStats,
  AdminStoreSettings,
  Book,
  BookInput,
  BookPage,
  BookWriteResult,
  CancelOpenOrdersResult,
  CatalogImportApplyRequest,
  CatalogImportBatchResult,
  CatalogImportPreview,
  CatalogImportPreviewRequest,
  Complaint,
  ComplaintListQuery,
  ComplaintMessage,
  ComplaintStatusChange,
  ComplaintSummary,
  Coupon,
  CouponList,
  CouponPause,
  CouponPauseResult,
  CouponRequest,
  CoverLocation,
  CoverUpload,
  CustomerAccount,
  CustomerBlockResult,
  CustomerCod,
  CustomerEmail,
  LatePaymentDecisionBody,
  ManualRemittance,
  NewsletterStats,
  Order,
  OrderMail,
  OrderStatusChange,
  OrderStatusChangeResult,
  OrdersExportQuery,
  OwnerConnection,
  OwnerReviewList,
  ParcelPaperwork,
  RefundRecord,
  RemittanceImport,
  RemittanceImportResult,
  ResendMailResult,
  ReturnDecisionBody,
  ReviewHide,
  ReviewWriteResult,
  ServiceablePinsSummary,
  ServiceablePinsUpload,
  ShipmentChange,
  SignatureSaved,
  SignatureUpload,
  StockAlertOverview,
  StoreSettings,
  StoreSettingsSaved,
} from '../index';

/** GET /api/admin (owner): The owner’s overview */
export const getAdminStats: ApiRoute<undefined, AdminStats> = { path: '/api/admin' };
/** GET /api/admin/books (owner): Manage Books: newest first, optionally searched, a page at a time, never from a cache */
export const listAdminBooks: ApiRoute<undefined, BookPage, never, AdminBooksQuery> = { path: '/api/admin/books' };
/** GET /api/admin/books/{id} (owner): One book, never from a cache */
export const getAdminBook: ApiRoute<undefined, Book, 'id'> = { path: '/api/admin/books/{id}' };
/** GET /api/admin/books/{id}/reviews (owner): Every review of a book, hidden ones marked */
export const listAdminBookReviews: ApiRoute<undefined, OwnerReviewList, 'id'> = {
  path: '/api/admin/books/{id}/reviews',
};
/** GET /api/admin/books/export (owner): Every book as a CSV file (Manage Books → Export CSV) */
export const exportBooks: ApiRoute<undefined, string> = { path: '/api/admin/books/export' };
/** POST /api/admin/books/import/apply (owner): Apply one batch of a catalog import */
export const applyCatalogImportBatch: ApiRoute<CatalogImportApplyRequest, CatalogImportBatchResult> = {
  method: 'POST',
  path: '/api/admin/books/import/apply',
};
/** POST /api/admin/books/import/preview (owner): Preview a catalog import */
export const previewCatalogImport: ApiRoute<CatalogImportPreviewRequest, CatalogImportPreview> = {
  method: 'POST',
  path: '/api/admin/books/import/preview',
};
/** GET /api/admin/complaints (owner): The complaints, newest first (at most 200) */
export const listAdminComplaints: ApiRoute<undefined, ComplaintSummary[], never, ComplaintListQuery> = {
  path: '/api/admin/complaints',
};
/** GET /api/admin/complaints/{number} (owner): A ticket and its thread */
export const getAdminComplaint: ApiRoute<undefined, Complaint, 'number'> = { path: '/api/admin/complaints/{number}' };
/** PATCH /api/admin/complaints/{number} (owner): Mark a ticket resolved or closed */
export const changeAdminComplaintStatus: ApiRoute<ComplaintStatusChange, Complaint, 'number'> = {
  method: 'PATCH',
  path: '/api/admin/complaints/{number}',
};
/** POST /api/admin/complaints/{number}/messages (owner): Reply to a ticket */
export const addAdminComplaintMessage: ApiRoute<ComplaintMessage, Complaint, 'number'> = {
  method: 'POST',
  path: '/api/admin/complaints/{number}/messages',
};
/** GET /api/admin/connection (owner): The address the store counts the owner’s own request under, and the proxy chain it came through */
export const getOwnerConnection: ApiRoute<undefined, OwnerConnection> = { path: '/api/admin/connection' };
/** GET /api/admin/coupons (owner): Every coupon, newest first, with its uses and the discount it gave */
export const listAdminCoupons: ApiRoute<undefined, CouponList> = { path: '/api/admin/coupons' };
/** POST /api/admin/coupons (owner): Create a coupon code */
export const createAdminCoupon: ApiRoute<CouponRequest, Coupon> = { method: 'POST', path: '/api/admin/coupons' };
/** PATCH /api/admin/coupons/{code} (owner): Pause a coupon code, or turn it on again */
export const pauseAdminCoupon: ApiRoute<CouponPause, CouponPauseResult, 'code'> = {
  method: 'PATCH',
  path: '/api/admin/coupons/{code}',
};
/** POST /api/admin/covers (owner): Upload a cover image */
export const uploadCover: ApiRoute<CoverUpload, CoverLocation> = { method: 'POST', path: '/api/admin/covers' };
/** GET /api/admin/customers (owner): One customer, by e-mail: account state and open orders */
export const getCustomer: ApiRoute<undefined, CustomerAccount, never, CustomerEmail> = { path: '/api/admin/customers' };
/** POST /api/admin/customers/block (owner): Block a customer */
export const blockCustomer: ApiRoute<CustomerEmail, CustomerBlockResult> = {
  method: 'POST',
  path: '/api/admin/customers/block',
};
/** POST /api/admin/customers/cancel-open-orders (owner): Cancel every open order of one customer */
export const cancelCustomerOpenOrders: ApiRoute<CustomerEmail, CancelOpenOrdersResult> = {
  method: 'POST',
  path: '/api/admin/customers/cancel-open-orders',
};
/** POST /api/admin/customers/cod (owner): Switch cash on delivery off (or on again) for one customer */
export const setCustomerCod: ApiRoute<CustomerCod, CustomerBlockResult> = {
  method: 'POST',
  path: '/api/admin/customers/cod',
};
/** POST /api/admin/customers/unblock (owner): Unblock a customer */
export const unblockCustomer: ApiRoute<CustomerEmail, CustomerBlockResult> = {
  method: 'POST',
  path: '/api/admin/customers/unblock',
};
/** POST /api/admin/mail/{id}/resend (owner): Send a failed e-mail again, now */
export const resendMail: ApiRoute<Record<string, never>, ResendMailResult, 'id'> = {
  method: 'POST',
  path: '/api/admin/mail/{id}/resend',
};
/** GET /api/admin/newsletter (owner): How many confirmed subscribers the newsletter has */
export const getNewsletterStats: ApiRoute<undefined, NewsletterStats> = { path: '/api/admin/newsletter' };
/** GET /api/admin/newsletter/subscribers (owner): The subscriber list as CSV */
export const downloadNewsletterSubscribers: ApiRoute<undefined, string> = { path: '/api/admin/newsletter/subscribers' };
/** GET /api/admin/orders (owner): Orders, newest first, a page at a time */
export const listAdminOrders: ApiRoute<undefined, AdminOrdersPage, never, AdminOrdersQuery> = {
  path: '/api/admin/orders',
};
/** GET /api/admin/orders/{id} (owner): One order */
export const getAdminOrder: ApiRoute<undefined, Order, 'id'> = { path: '/api/admin/orders/{id}' };
/** GET /api/admin/orders/{id}/bill (owner): An order’s bill of supply, as a PDF */
export const ownerBill: ApiRoute<undefined, Blob, 'id'> = { path: '/api/admin/orders/{id}/bill' };
/** GET /api/admin/orders/{id}/credit-note (owner): An order’s credit note, as a PDF */
export const ownerCreditNote: ApiRoute<undefined, Blob, 'id'> = { path: '/api/admin/orders/{id}/credit-note' };
/** POST /api/admin/orders/{id}/late-payment (owner): Decide on a UTR sent after the order was cancelled */
export const decideOrderLatePayment: ApiRoute<LatePaymentDecisionBody, OrderStatusChangeResult, 'id'> = {
  method: 'POST',
  path: '/api/admin/orders/{id}/late-payment',
};
/** GET /api/admin/orders/{id}/mail (owner): The e-mails about one order, oldest first, with their delivery state */
export const listOrderMail: ApiRoute<undefined, OrderMail[], 'id'> = { path: '/api/admin/orders/{id}/mail' };
/** POST /api/admin/orders/{id}/refunds (owner): Record a refund paid to the customer */
export const recordOrderRefund: ApiRoute<RefundRecord, OrderStatusChangeResult, 'id'> = {
  method: 'POST',
  path: '/api/admin/orders/{id}/refunds',
};
/** POST /api/admin/orders/{id}/remittance (owner): Mark one delivered COD order’s cash remitted */
export const recordRemittance: ApiRoute<ManualRemittance, OrderStatusChangeResult, 'id'> = {
  method: 'POST',
  path: '/api/admin/orders/{id}/remittance',
};
/** GET /api/admin/orders/{id}/return-requests/{returnId}/credit-note (owner): The credit note of a return request, as a PDF */
export const ownerReturnCreditNote: ApiRoute<undefined, Blob, 'id' | 'returnId'> = {
  path: '/api/admin/orders/{id}/return-requests/{returnId}/credit-note',
};
/** PUT /api/admin/orders/{id}/shipment (owner): Correct a shipped order’s courier and AWB */
export const correctShipment: ApiRoute<ShipmentChange, OrderStatusChangeResult, 'id'> = {
  method: 'PUT',
  path: '/api/admin/orders/{id}/shipment',
};
/** PATCH /api/admin/orders/{id}/status (owner): Move an order along its lifecycle */
export const changeOrderStatus: ApiRoute<OrderStatusChange, OrderStatusChangeResult, 'id'> = {
  method: 'PATCH',
  path: '/api/admin/orders/{id}/status',
};
/** GET /api/admin/orders/export (owner): The orders of a date range as a CSV file, one row per book line (Orders → Export CSV) */
export const exportOrders: ApiRoute<undefined, string, never, OrdersExportQuery> = { path: '/api/admin/orders/export' };
/** POST /api/admin/orders/paperwork (owner): Packing slips and address labels for chosen orders, or every confirmed one, as one PDF */
export const printParcelPaperwork: ApiRoute<ParcelPaperwork, Blob> = {
  method: 'POST',
  path: '/api/admin/orders/paperwork',
};
/** POST /api/admin/remittances/import (owner): Import a courier’s COD remittance file */
export const importRemittances: ApiRoute<RemittanceImport, RemittanceImportResult> = {
  method: 'POST',
  path: '/api/admin/remittances/import',
};
/** GET /api/admin/reports/bills (owner): The bills of supply and credit notes of a date range as a CSV file (the accountant’s register) */
export const billsRegister: ApiRoute<undefined, string, never, OrdersExportQuery> = {
  path: '/api/admin/reports/bills',
};
/** GET /api/admin/reports/complaints (owner): The complaints opened in a date range as a CSV file (the grievance register) */
export const complaintsRegister: ApiRoute<undefined, string, never, OrdersExportQuery> = {
  path: '/api/admin/reports/complaints',
};
/** PATCH /api/admin/return-requests/{id} (owner): Approve, decline, or receive a return request */
export const decideReturnRequest: ApiRoute<ReturnDecisionBody, OrderStatusChangeResult, 'id'> = {
  method: 'PATCH',
  path: '/api/admin/return-requests/{id}',
};
/** POST /api/admin/reviews/{id}/hide (owner): Hide a review, with the reason the customer is e-mailed */
export const hideAdminReview: ApiRoute<ReviewHide, ReviewWriteResult, 'id'> = {
  method: 'POST',
  path: '/api/admin/reviews/{id}/hide',
};
/** GET /api/admin/settings (owner): The shop’s settings, all of them, the serviceable list’s size and the bills’ signature */
export const getStoreSettings: ApiRoute<undefined, AdminStoreSettings> = { path: '/api/admin/settings' };
/** PUT /api/admin/settings (owner): Save the shop’s settings (the whole of them) */
export const saveStoreSettings: ApiRoute<StoreSettings, StoreSettingsSaved> = {
  method: 'PUT',
  path: '/api/admin/settings',
};
/** PUT /api/admin/settings/serviceable-pins (owner): Replace the courier’s serviceable PIN codes */
export const uploadServiceablePins: ApiRoute<ServiceablePinsUpload, ServiceablePinsSummary> = {
  method: 'PUT',
  path: '/api/admin/settings/serviceable-pins',
};
/** DELETE /api/admin/settings/signature (owner): Remove the signature from the bills issued from now on */
export const deleteSignature: ApiRoute<undefined, SignatureSaved> = {
  method: 'DELETE',
  path: '/api/admin/settings/signature',
};
/** PUT /api/admin/settings/signature (owner): Upload the signature printed on the bills */
export const uploadSignature: ApiRoute<SignatureUpload, SignatureSaved> = {
  method: 'PUT',
  path: '/api/admin/settings/signature',
};
/** GET /api/admin/stock-alerts (owner): How many wait for each book, and the reorder list */
export const getStockAlertOverview: ApiRoute<undefined, StockAlertOverview> = { path: '/api/admin/stock-alerts' };
/** POST /api/auth/admin/logout (owner): Owner sign-out */
export const signOutOwner: ApiRoute<Record<string, never>, AdminLogoutResult> = {
  method: 'POST',
  path: '/api/auth/admin/logout',
};
/** DELETE /api/books/{id} (owner): Delete a book */
export const deleteBook: ApiRoute<undefined, BookWriteResult, 'id'> = { method: 'DELETE', path: '/api/books/{id}' };
/** POST /api/books/create-book (owner): Add a book */
export const createBook: ApiRoute<BookInput, BookWriteResult> = { method: 'POST', path: '/api/books/create-book' };
/** PUT /api/books/edit/{id} (owner): Edit a book */
export const updateBook: ApiRoute<BookInput, BookWriteResult, 'id'> = { method: 'PUT', path: '/api/books/edit/{id}' };
