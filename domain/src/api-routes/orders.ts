// Written by `npm run api:generate` from the endpoint declarations in functions/src/routes; do not
// edit. tests/scripts/api-artifacts.test.ts fails while it differs from what they make.
import type { ApiRoute } from '../shared/api-route';
import type {
  MyOrdersQuery,
  Order,
  OrderCancelRequest,
  OrderCancelResult,
  OrderRequest,
  ReturnRequest,
  ReturnRequestBody,
  UpiPaymentSubmission,
} from '../index';

/** GET /api/orders/{id}/bill (customer): The signed-in customer’s bill of supply for their own order, as a PDF */
export const myBill: ApiRoute<undefined, Blob, 'id'> = { path: '/api/orders/{id}/bill' };
/** POST /api/orders/{id}/cancel (verified customer): Cancel the customer’s own order before it ships */
export const cancelMyOrder: ApiRoute<OrderCancelRequest, OrderCancelResult, 'id'> = {
  method: 'POST',
  path: '/api/orders/{id}/cancel',
};
/** GET /api/orders/{id}/credit-note (customer): The signed-in customer’s credit note for their own order, as a PDF */
export const myCreditNote: ApiRoute<undefined, Blob, 'id'> = { path: '/api/orders/{id}/credit-note' };
/** POST /api/orders/{id}/payment (verified customer): Send the UTR of a UPI payment */
export const submitUpiPayment: ApiRoute<UpiPaymentSubmission, Order, 'id'> = {
  method: 'POST',
  path: '/api/orders/{id}/payment',
};
/** POST /api/orders/{id}/return-requests (verified customer): Ask to return books of a delivered order */
export const requestOrderReturn: ApiRoute<ReturnRequestBody, ReturnRequest, 'id'> = {
  method: 'POST',
  path: '/api/orders/{id}/return-requests',
};
/** GET /api/orders/{id}/return-requests/{returnId}/credit-note (customer): The credit note of one of the signed-in customer’s return requests, as a PDF */
export const myReturnCreditNote: ApiRoute<undefined, Blob, 'id' | 'returnId'> = {
  path: '/api/orders/{id}/return-requests/{returnId}/credit-note',
};
/** POST /api/orders/create-order (verified customer): Place an order (cash on delivery, or prepaid by UPI) */
export const placeOrder: ApiRoute<OrderRequest, Order> = { method: 'POST', path: '/api/orders/create-order' };
/** GET /api/orders/email/{email} (verified customer): The signed-in customer’s orders, newest first, a page at a time */
export const listMyOrders: ApiRoute<undefined, Order[], 'email', MyOrdersQuery> = { path: '/api/orders/email/{email}' };
