/**
 * Orders → Export CSV, for the shop's accounts (issue 19): one row per book line of an order,
 * these columns in this order. Issue 30 added the order's number, how it was paid and its
 * charges at the end (each line repeats its order's, as it does the customer), so a sheet
 * built on the first twelve columns still reads them where they were; issue 39 the refunds after them.
 */
export const ORDERS_CSV_COLUMNS = [
  'orderId',
  'date',
  'status',
  'customer',
  'email',
  'city',
  'state',
  'zipcode',
  'book',
  'quantity',
  'price',
  'lineTotal',
  'orderNumber',
  'payment',
  'subtotal',
  'shipping',
  'codFee',
  'orderTotal',
  // Issue 39 §1: what the order owes back, what was refunded, and what is still outstanding.
  'refundOwed',
  'refunded',
  'refundOutstanding',
] as const;

export type OrdersCsvColumn = (typeof ORDERS_CSV_COLUMNS)[number];
