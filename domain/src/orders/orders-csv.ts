/**
 * Orders → Export CSV, for the shop's accounts: one row per book line of an order,
 * these columns in this order. The order's number, how it was paid and its
 * charges at the end (each line repeats its order's, as it does the customer), so a sheet
 * built on the first twelve columns still reads them where they are; the refunds come after them.
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
  // What the order owes back, what was refunded, and what is still outstanding.
  'refundOwed',
  'refunded',
  'refundOutstanding',
  // The customer's own words after the sale. The cancel's reason and note (the order's);
  // the copies of the line's book that came back, and each return request of it as
  // "state: reason: note" (the line's), "; " between requests.
  'cancelReason',
  'cancelNote',
  'returnedCopies',
  'returnRequests',
] as const;

export type OrdersCsvColumn = (typeof ORDERS_CSV_COLUMNS)[number];
