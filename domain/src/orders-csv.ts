/**
 * Orders → Export CSV, for the shop's accounts (issue 19): one row per book line of an order,
 * these columns in this order.
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
] as const;

export type OrdersCsvColumn = (typeof ORDERS_CSV_COLUMNS)[number];
