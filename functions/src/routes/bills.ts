import {
  type BillKind,
  BILLS_REGISTER_COLUMNS,
  billsRegisterQuerySchema,
  parcelPaperworkSchema,
  STORE_TIME_ZONE,
  EXPORT_RANGE_MAX_DAYS,
} from '@bookstore/domain';
import { sendCsvDownload, sendPdfDownload } from '../http/file-download';
import { NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { orderIdParam, returnIdParam } from '../http/route-ids';
import { billFilePattern, CSV_RULES, csvDownload, ORDER_ID, pdfDownload, ymd } from '../openapi/answers';
import { billPdfOf } from '../paper/bills/bill-documents';
import { billsRegisterCsv } from '../paper/bills/bills-register';
import { parcelPaperwork } from '../paper/parcels/parcel-paperwork';

// The paper of a sale (decision 044): bills of supply and credit notes for the buyer
// and the owner, the parcels' slips and labels, and the accountant's register.

const ISSUED_WHEN =
  'A bill of supply is issued when the order ships (cash on delivery) or when its UPI payment is confirmed, whichever comes first; a credit note when an order with a bill is cancelled or returned. Each is drawn from the document frozen when it was issued, with Noto Sans and Noto Sans Devanagari embedded.';

const paperOf = (kind: BillKind, who: 'customer' | 'owner') =>
  endpoint({
    operationId: `${who === 'customer' ? 'my' : 'owner'}${kind === 'bill' ? 'Bill' : 'CreditNote'}`,
    method: 'get',
    path: `/api/${who === 'customer' ? '' : 'admin/'}orders/{id}/${kind}`,
    access: who,
    cache: NO_STORE,
    tags: [who === 'customer' ? 'orders' : 'owner'],
    summary:
      who === 'customer'
        ? `The signed-in customer’s ${kind === 'bill' ? 'bill of supply' : 'credit note'} for their own order, as a PDF`
        : `An order’s ${kind === 'bill' ? 'bill of supply' : 'credit note'}, as a PDF`,
    description: `${ISSUED_WHEN} 404 until it is issued${who === 'customer' ? ', and for another customer’s order' : ''}.`,
    params: { id: { description: ORDER_ID } },
    answers: { '200': pdfDownload('The PDF, as a download.', billFilePattern), '404': 'NotFound' },
    handle: async ({ params, req, res }) => {
      const id = orderIdParam(params.id);
      sendPdfDownload(
        res,
        await billPdfOf(id, kind, { customerEmail: who === 'customer' ? req.customer!.email : undefined }),
      );
    },
  });

/** A return request's own credit note: one per request, issued when its books are received. */
const returnCreditNoteOf = (who: 'customer' | 'owner') =>
  endpoint({
    operationId: `${who === 'customer' ? 'my' : 'owner'}ReturnCreditNote`,
    method: 'get',
    path: `/api/${who === 'customer' ? '' : 'admin/'}orders/{id}/return-requests/{returnId}/credit-note`,
    access: who,
    cache: NO_STORE,
    tags: [who === 'customer' ? 'orders' : 'owner'],
    summary:
      who === 'customer'
        ? 'The credit note of one of the signed-in customer’s return requests, as a PDF'
        : 'The credit note of a return request, as a PDF',
    description: `Issued when the owner marks the request received: it credits the books that came back, and the shipping charge and COD fee with the order’s last books unless the policy keeps them. It is also attached to the e-mail that tells the customer. 404 until it is issued${who === 'customer' ? ', and for another customer’s order' : ''}.`,
    params: {
      id: { description: ORDER_ID },
      returnId: { description: 'The return request’s id (from the order’s `returns`).' },
    },
    answers: { '200': pdfDownload('The PDF, as a download.', billFilePattern), '404': 'NotFound' },
    handle: async ({ params, req, res }) => {
      const id = orderIdParam(params.id);
      const returnId = returnIdParam(params.returnId);
      const customerEmail = who === 'customer' ? req.customer!.email : undefined;
      sendPdfDownload(res, await billPdfOf(id, 'credit-note', { customerEmail, returnId }));
    },
  });

export const myReturnCreditNote = returnCreditNoteOf('customer');
export const ownerReturnCreditNote = returnCreditNoteOf('owner');

export const myBill = paperOf('bill', 'customer');
export const myCreditNote = paperOf('credit-note', 'customer');
export const ownerBill = paperOf('bill', 'owner');
export const ownerCreditNote = paperOf('credit-note', 'owner');

export const printParcelPaperwork = endpoint({
  operationId: 'printParcelPaperwork',
  method: 'post',
  path: '/api/admin/orders/paperwork',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Packing slips and address labels for chosen orders, or every confirmed one, as one PDF',
  description:
    'A packing slip per order (its books, quantities and a tick box per line), then A4 sheets of eight address labels: the buyer’s address with the PIN code large, the amount to collect on delivery or PREPAID, the AWB as a Code 128 barcode when known, and the shop’s return address. Orders pending, confirmed or shipped only (409 names the others); an unknown id is a 400.',
  body: parcelPaperworkSchema,
  answers: { '200': pdfDownload('The PDF, as a download.', `parcels-${ymd}\\.pdf`), '409': 'Conflict' },
  handle: async ({ body, res }) => {
    sendPdfDownload(res, await parcelPaperwork(body));
  },
});

export const billsRegister = endpoint({
  operationId: 'billsRegister',
  method: 'get',
  path: '/api/admin/reports/bills',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'The bills of supply and credit notes of a date range as a CSV file (the accountant’s register)',
  description: `\`from\` and \`to\` are days of the store’s calendar (${STORE_TIME_ZONE}), both included, at most ${EXPORT_RANGE_MAX_DAYS} days (a longer range is a 400: ask a year at a time). UTF-8 with a byte-order mark, in the order issued, a header row \`${BILLS_REGISTER_COLUMNS.join(',')}\`. \`date\` is ISO 8601 on the store’s clock with its offset, \`buyer\` the name on the order, \`state\` the place of supply; \`exemptValue\` (the books), \`shipping\`, \`codFee\` and \`total\` are rupees, negative on a credit note, so a column’s sum is the net. ${CSV_RULES}`,
  query: billsRegisterQuerySchema,
  answers: { '200': csvDownload(`bills-${ymd}-to-${ymd}\\.csv`) },
  handle: async ({ query: range, res }) => {
    sendCsvDownload(res, `bills-${range.from}-to-${range.to}.csv`, await billsRegisterCsv(range));
  },
});
