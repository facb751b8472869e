/**
 * Orders → Export CSV, for the shop's accounts (issue 19): one row per book line of an order,
 * these columns in this order. Issue 30 added the order's number, how it was paid and its
 * charges at the end (each line repeats its order's, as it does the customer), so a sheet
 * built on the first twelve columns still reads them where they were.
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
] as const;

export type OrdersCsvColumn = (typeof ORDERS_CSV_COLUMNS)[number];
