import {
  CATALOG_CSV_COLUMNS,
  ORDERS_CSV_COLUMNS,
  ordersExportQuerySchema,
  STORE_TIME_ZONE,
  storeDay,
  EXPORT_RANGE_MAX_DAYS,
} from '@bookstore/domain';
import { NO_STORE } from '../http/cache-control';
import { sendCsvDownload } from '../http/file-download';
import { endpoint } from '../http/endpoint';
import { CSV_RULES, csvDownload, ymd } from '../openapi/answers';
import { catalogCsv } from '../services/catalog/catalog-export';
import { ordersCsv } from '../services/orders/order-reads';

/* The owner's spreadsheets. */

export const exportBooks = endpoint({
  operationId: 'exportBooks',
  method: 'get',
  path: '/api/admin/books/export',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Every book as a CSV file (Manage Books → Export CSV)',
  description: `UTF-8 with a byte-order mark (so Excel reads ₹ and non-Latin text), newest first, a header row \`${CATALOG_CSV_COLUMNS.join(',')}\`: the columns an import reads. \`trending\` is \`true\` or \`false\`; prices and stock are plain numbers. Read from the function’s catalog index, so the file costs no read per book. ${CSV_RULES} Reading the file back takes that apostrophe off again. The file is named by the store’s date (${STORE_TIME_ZONE}).`,
  answers: { '200': csvDownload(`books-${ymd}\\.csv`) },
  handle: async ({ res }) => {
    sendCsvDownload(res, `books-${storeDay()}.csv`, await catalogCsv());
  },
});

export const exportOrders = endpoint({
  operationId: 'exportOrders',
  method: 'get',
  path: '/api/admin/orders/export',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'The orders of a date range as a CSV file, one row per book line (Orders → Export CSV)',
  description: `For the shop’s accounts. \`from\` and \`to\` are days of the store’s calendar (${STORE_TIME_ZONE}), both included: from midnight there on \`from\` to the midnight that ends \`to\`, at most ${EXPORT_RANGE_MAX_DAYS} days (a longer range is a 400: ask a year at a time). UTF-8 with a byte-order mark, orders oldest first, a header row \`${ORDERS_CSV_COLUMNS.join(',')}\`. \`date\` is ISO 8601 on the store’s clock with its offset; \`customer\` is the name on the order, \`book\` the line’s title, \`price\` the unit price the order was placed at, \`lineTotal\` price × quantity in exact paise; \`orderNumber\` (#1042, empty for orders placed before numbers), \`payment\` (cod or upi), \`subtotal\`, \`shipping\`, \`codFee\` and \`orderTotal\` are the order’s, on each of its lines; so are \`cancelReason\` and \`cancelNote\`, the customer’s own cancel as written. \`returnedCopies\` counts the line’s copies that came back through return requests, and \`returnRequests\` lists each request of the line’s book as “state: copies × reason: note”, joined by “; ”. ${CSV_RULES}`,
  query: ordersExportQuerySchema,
  answers: { '200': csvDownload(`orders-${ymd}-to-${ymd}\\.csv`) },
  handle: async ({ query: range, res }) => {
    sendCsvDownload(res, `orders-${range.from}-to-${range.to}.csv`, await ordersCsv(range));
  },
});
