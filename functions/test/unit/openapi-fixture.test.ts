import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/api-document';
import { openApiDifferences } from '../../../tests/support/openapi-equivalence';

/**
 * The contract must not drift when the OpenAPI document is generated from per-endpoint
 * declarations instead of written by hand. The fixture is the hand-written document of
 * November 2026, as GET /api/openapi.json served it (JSON.stringify of `openApiDocument`); it is
 * never regenerated, or it would guard nothing. This test holds the document the code builds now
 * equivalent to it: every path, method, parameter, request body, status, media type, schema and
 * header, and components. Ignored, because no client acts on them: key order, descriptions,
 * summaries, examples, and whether a schema is written in place or behind a $ref
 * (tests/support/openapi-equivalence.ts says exactly what counts).
 */
const FIXTURE = new URL('../fixtures/openapi-2026-11.json', import.meta.url);

/**
 * The differences the change means to make, each as the comparison words it and with why the
 * contract may change there. Empty: today's document is the fixture's contract. An entry that no
 * longer matches a difference fails the test, so the list always says what really differs.
 */
/** One reason for several differences that one change made. */
const sameReason = (reason: string, differences: string[]) => differences.map((difference) => ({ difference, reason }));

const KNOWN_DIFFERENCES: ReadonlyArray<{ difference: string; reason: string }> = [
  ...[
    'GET /api/catalog/search → 200 → content → application/json → schema → properties → didYouMean: added',
    'GET /api/catalog/search → 200 → content → application/json → schema → required: "didYouMean" added',
    'components → schemas → SearchPage: added',
  ].map((difference) => ({
    difference,
    reason:
      'Decision 059: a search that finds nothing offers the closest titles; a field added to the answer, BookPage’s fields unchanged.',
  })),
  {
    difference: 'GET /sitemap-{file}.xml → 400: added',
    reason:
      'The generated document gives every path with a parameter the 400 Express answers for a segment that is not UTF-8 once decoded (/sitemap-%ED%A0%80.xml). The hand-written one left it out of this path only; the answer was always given.',
  },
  {
    difference:
      'components → schemas → OrderRequest → properties → address → properties → zipcode → pattern: expected "^[A-Za-z0-9 -]{3,12}$", got "^[1-9][0-9]{5}$"',
    reason:
      'The zipcode is an Indian PIN code, six digits not starting with 0, on the form and on the server (domain/src/orders/pin-code.ts). Orders with other zipcodes are refused with a field message.',
  },
  // From "Place an Order" to cash in hand: each group of additions and its reason.
  ...sameReason(
    'The shop’s settings (public and the owner’s), the serviceable PIN list and the shipping quote are new endpoints.',
    [
      '/api/admin/settings/serviceable-pins: added',
      '/api/admin/settings: added',
      '/api/shipping/quote: added',
      '/api/store: added',
      'components → schemas → AdminStoreSettings: added',
      'components → schemas → DeliveryQuote: added',
      'components → schemas → PublicStoreSettings: added',
      'components → schemas → ServiceablePinsSummary: added',
      'components → schemas → ServiceablePinsUpload: added',
      'components → schemas → StoreSettings: added',
      'components → schemas → StoreSettingsSaved: added',
      'tags → store: added',
    ],
  ),
  ...sameReason(
    'UPI orders wait in awaiting-payment, move to payment-submitted with the shopper’s UTR (a new endpoint), and carry their payment and its due time.',
    [
      '/api/orders/{id}/payment: added',
      'GET /api/admin/orders → parameters → query status → schema → enum: "awaiting-payment" added',
      'GET /api/admin/orders → parameters → query status → schema → enum: "payment-submitted" added',
      'components → schemas → Order → properties → payment: added',
      'components → schemas → Order → properties → paymentDueAt: added',
      'components → schemas → Order → properties → status → enum: "awaiting-payment" added',
      'components → schemas → Order → properties → status → enum: "payment-submitted" added',
      'components → schemas → OrderHistoryEntry → properties → status → enum: "awaiting-payment" added',
      'components → schemas → OrderHistoryEntry → properties → status → enum: "payment-submitted" added',
      'components → schemas → OrderMail → properties → orderStatus → enum: "awaiting-payment" added',
      'components → schemas → OrderMail → properties → orderStatus → enum: "payment-submitted" added',
      'components → schemas → OrderStatusChange → properties → status → enum: "awaiting-payment" added',
      'components → schemas → OrderStatusChange → properties → status → enum: "payment-submitted" added',
      'components → schemas → UpiPaymentReport: added',
      'components → schemas → UpiPaymentSubmission: added',
    ],
  ),
  ...sameReason(
    'The server prices shipping and the COD fee, so every order answers its breakdown and its payment method; an order body may name the payment method (cod without it, as before).',
    [
      'components → schemas → Order → properties → codFee: added',
      'components → schemas → Order → properties → paymentMethod: added',
      'components → schemas → Order → properties → shippingCharge: added',
      'components → schemas → Order → properties → subtotal: added',
      'components → schemas → Order → required: "codFee" added',
      'components → schemas → Order → required: "paymentMethod" added',
      'components → schemas → Order → required: "shippingCharge" added',
      'components → schemas → Order → required: "subtotal" added',
      'components → schemas → OrderRequest → properties → paymentMethod: added',
    ],
  ),
  ...sameReason('Orders from now on have a sequential number people can read out; older ones have none.', [
    'components → schemas → Order → properties → number: added',
    'GET /api/admin/orders → parameters → query number: added',
    'GET /api/admin/orders → parameters → query cashPending: added',
  ]),
  ...sameReason(
    'A shipped order may carry its courier, AWB and tracking link, given with the status move and corrected on its own endpoint.',
    [
      '/api/admin/orders/{id}/shipment: added',
      'components → schemas → Order → properties → shipment: added',
      'components → schemas → OrderStatusChange → properties → awb: added',
      'components → schemas → OrderStatusChange → properties → courier: added',
      'components → schemas → Shipment: added',
      'components → schemas → ShipmentChange: added',
    ],
  ),
  ...sameReason(
    'A return says why (RTO or the customer’s), each customer’s RTO count and COD switch, a delivered COD order’s cash pending until remitted by hand or by the courier’s file, the overview’s daily queue and the charges within the sales, and history entries carry what else changed.',
    [
      'components → schemas → CodRemittance: added',
      'components → schemas → Order → properties → cashPending: added',
      'components → schemas → Order → properties → remittance: added',
      'components → schemas → Order → properties → returnReason: added',
      'components → schemas → OrderHistoryEntry → properties → note: added',
      'components → schemas → OrderStatusChange → properties → returnReason: added',
      '/api/admin/customers/cod: added',
      '/api/admin/orders/{id}/remittance: added',
      '/api/admin/remittances/import: added',
      'components → schemas → AdminStats → properties → queue: added',
      'components → schemas → AdminStats → properties → salesCharges: added',
      'components → schemas → AdminStats → required: "salesCharges" added',
      'components → schemas → AdminStats → required: "queue" added',
      'components → schemas → CustomerAccount → properties → codAllowed: added',
      'components → schemas → CustomerAccount → properties → codOffered: added',
      'components → schemas → CustomerAccount → properties → rtoCount: added',
      'components → schemas → CustomerAccount → required: "codAllowed" added',
      'components → schemas → CustomerAccount → required: "codOffered" added',
      'components → schemas → CustomerAccount → required: "rtoCount" added',
      'components → schemas → CustomerCod: added',
      'components → schemas → ManualRemittance: added',
      'components → schemas → RemittanceImport: added',
      'components → schemas → RemittanceImportResult: added',
    ],
  ),
  ...sameReason(
    'Bills of supply and credit notes as PDFs for the customer and the owner (the order names them once issued), the parcels’ slips and labels, and the accountant’s register.',
    [
      '/api/admin/orders/paperwork: added',
      '/api/admin/orders/{id}/bill: added',
      '/api/admin/orders/{id}/credit-note: added',
      '/api/admin/reports/bills: added',
      '/api/orders/{id}/bill: added',
      '/api/orders/{id}/credit-note: added',
      'components → schemas → BillReference: added',
      'components → schemas → Order → properties → bill: added',
      'components → schemas → Order → properties → creditNote: added',
      'components → schemas → ParcelPaperwork: added',
    ],
  ),
  ...sameReason(
    'An order no longer queues on one counter; one that cannot be written within 30 s (a rush on the same books) is refused with 503 and Retry-After, nothing placed. An order whose phone the account proved with a one-time code says so.',
    [
      'POST /api/orders/create-order → 503: added',
      'components → responses → OrderBusy: added',
      'components → schemas → Order → properties → phoneVerified: added',
    ],
  ),
  ...sameReason(
    'Every answer’s schema is made from its yup schema in domain/src. yup writes a column that may be null as one nullable enum (`type: [string, null]`, `enum` with null) where the hand-written component had `anyOf` a string enum or null: the same values pass and fail.',
    [
      'components → schemas → CatalogImportProblem → properties → column → anyOf: missing',
      'components → schemas → CatalogImportProblem → properties → column → enum: added',
      'components → schemas → CatalogImportProblem → properties → column → type: added',
    ],
  ),
  ...sameReason(
    'Decision 051: each month’s figures follow the paper. Its sales are its bills less its credit notes, below 0 in a month whose credit notes outweigh its bills; its orders are the orders placed, never below 0; and it answers its bill and credit-note counts and the refunds paid in it.',
    [
      'components → schemas → AdminStats → properties → monthlySales → items → properties → bills: added',
      'components → schemas → AdminStats → properties → monthlySales → items → properties → creditNotes: added',
      'components → schemas → AdminStats → properties → monthlySales → items → properties → refunds: added',
      'components → schemas → AdminStats → properties → monthlySales → items → properties → totalOrders → minimum: added',
      'components → schemas → AdminStats → properties → monthlySales → items → properties → totalSales → minimum: missing',
      'components → schemas → AdminStats → properties → monthlySales → items → required: "bills" added',
      'components → schemas → AdminStats → properties → monthlySales → items → required: "creditNotes" added',
      'components → schemas → AdminStats → properties → monthlySales → items → required: "refunds" added',
    ],
  ),
  ...sameReason(
    'The overview shows, per courier, this month’s cash remitted and deducted (couriers remit net of their charges).',
    [
      'components → schemas → AdminStats → properties → remittancesThisMonth: added',
      'components → schemas → AdminStats → required: "remittancesThisMonth" added',
    ],
  ),
  ...sameReason(
    'The owner confirming a UPI order the shopper sent no UTR for gives the UTR from the bank statement, claimed like the shopper’s.',
    ['components → schemas → OrderStatusChange → properties → utr: added'],
  ),
  ...sameReason(
    'Refunds. An order says what it owes back (refundOwed, refunds, refundOutstanding, refundDueBy) and any UTR sent after it was cancelled (latePayment); the owner records refunds and decides on late payments, each e-mailed; the abuse tool lists the paid open orders it leaves alone.',
    [
      '/api/admin/orders/{id}/late-payment: added',
      '/api/admin/orders/{id}/refunds: added',
      'components → schemas → CancelOpenOrdersResult → properties → paid: added',
      'components → schemas → CancelOpenOrdersResult → required: "paid" added',
      'components → schemas → LatePayment: added',
      'components → schemas → LatePaymentDecisionBody: added',
      'components → schemas → Order → properties → latePayment: added',
      'components → schemas → Order → properties → refundDueBy: added',
      'components → schemas → Order → properties → refundOutstanding: added',
      'components → schemas → Order → properties → refundOwed: added',
      'components → schemas → Order → properties → refunds: added',
      'components → schemas → Order → required: "refundOutstanding" added',
      'components → schemas → Order → required: "refundOwed" added',
      'components → schemas → Order → required: "refunds" added',
      'components → schemas → OrderMail → properties → kind → enum: "late-payment" added',
      'components → schemas → OrderMail → properties → kind → enum: "refund-sent" added',
      'components → schemas → Refund: added',
      'components → schemas → RefundRecord: added',
    ],
  ),
  ...sameReason(
    'Decision 048: the owner uploads a signature for the bills (PUT and DELETE /api/admin/settings/signature), and the overview lists what the shop has still to set up before its first bill.',
    [
      '/api/admin/settings/signature: added',
      'components → schemas → AdminStats → properties → shopSetup: added',
      'components → schemas → AdminStats → required: "shopSetup" added',
      'components → schemas → Signature: added',
      'components → schemas → SignatureSaved: added',
      'components → schemas → SignatureUpload: added',
    ],
  ),
  ...sameReason('The orders list filters on the refunds still to make (refundOutstanding=true).', [
    'GET /api/admin/orders → parameters → query refundOutstanding: added',
  ]),
  ...sameReason('The daily queue’s late payments open their own list (latePayment=true).', [
    'GET /api/admin/orders → parameters → query latePayment: added',
  ]),
  ...sameReason(
    'Decision 053: the customer cancels their own order before it ships (POST /api/orders/{id}/cancel), and an order keeps the reason (cancelRequest).',
    [
      '/api/orders/{id}/cancel: added',
      'components → schemas → CancelRequest: added',
      'components → schemas → Order → properties → cancelRequest: added',
      'components → schemas → OrderCancelRequest: added',
      'components → schemas → OrderCancelResult: added',
    ],
  ),
  ...sameReason(
    'Decision 054: a customer asks for a return of books of a delivered order, the owner approves, declines or receives it (e-mailed), the order lists its requests, and each received one has its own credit note as a PDF.',
    [
      '/api/admin/orders/{id}/return-requests/{returnId}/credit-note: added',
      '/api/admin/return-requests/{id}: added',
      '/api/orders/{id}/return-requests/{returnId}/credit-note: added',
      '/api/orders/{id}/return-requests: added',
      'components → schemas → Order → properties → returns: added',
      'components → schemas → OrderMail → properties → kind → enum: "return-request" added',
      'components → schemas → RefundTo: added',
      'components → schemas → ReturnDecisionBody: added',
      'components → schemas → ReturnRequest: added',
      'components → schemas → ReturnRequestBody: added',
    ],
  ),
  ...sameReason(
    'Decision 056: the shop’s policies, one page each (GET /api/policies/{kind}, its own tag), and the default texts the owner’s settings show.',
    [
      '/api/policies/{kind}: added',
      'components → schemas → PolicyDefaults: added',
      'components → schemas → PolicyPage: added',
      'tags → policies: added',
    ],
  ),
  // Decision 055: complaints with a ticket number, and their e-mails in an order's mail list.
  ...[
    '/api/admin/complaints/{number}/messages: added',
    '/api/admin/complaints/{number}: added',
    '/api/admin/complaints: added',
    '/api/admin/reports/complaints: added',
    '/api/complaints/confirm: added',
    '/api/complaints/{number}/messages: added',
    '/api/complaints/{number}: added',
    '/api/complaints: added',
    'components → schemas → Complaint: added',
    'components → schemas → ComplaintLinkSent: added',
    'components → schemas → ComplaintMessage: added',
    'components → schemas → ComplaintOpened: added',
    'components → schemas → ComplaintRequest: added',
    'components → schemas → ComplaintStatusChange: added',
    'components → schemas → ComplaintSummary: added',
    'components → schemas → ComplaintToken: added',
    'components → schemas → OrderMail → properties → kind → enum: "complaint-confirm" added',
    'components → schemas → OrderMail → properties → kind → enum: "complaint-message" added',
    'components → schemas → OrderMail → properties → kind → enum: "complaint-received" added',
    'components → schemas → OrderMail → properties → kind → enum: "complaint-status" added',
  ].map((difference) => ({ difference, reason: 'Complaints with a ticket number (decision 055).' })),
  // Decision 061: reviews from buyers, the owner's hide, and its e-mail in an order's mail list.
  ...[
    '/api/admin/books/{id}/reviews: added',
    '/api/admin/reviews/{id}/hide: added',
    '/api/books/{id}/reviews/mine: added',
    '/api/books/{id}/reviews: added',
    'components → schemas → BookRating: added',
    'components → schemas → OrderMail → properties → kind → enum: "review-hidden" added',
    'components → schemas → OrderMail → properties → kind → enum: "review-invitation" added',
    'components → schemas → OwnerReview: added',
    'components → schemas → OwnerReviewList: added',
    'components → schemas → Review: added',
    'components → schemas → ReviewHide: added',
    'components → schemas → ReviewPage: added',
    'components → schemas → ReviewRequest: added',
    'components → schemas → ReviewWriteResult: added',
  ].map((difference) => ({ difference, reason: 'Reviews from buyers (decision 061).' })),
  // Decision 062: the owner's coupons, the code on the quote and the order, the discount on the order.
  ...[
    '/api/admin/coupons/{code}: added',
    '/api/admin/coupons: added',
    'components → schemas → Coupon: added',
    'components → schemas → CouponList: added',
    'components → schemas → CouponPause: added',
    'components → schemas → CouponPauseResult: added',
    'components → schemas → CouponRequest: added',
    'components → schemas → Order → properties → couponCode: added',
    'components → schemas → Order → properties → discount: added',
    'components → schemas → OrderRequest → properties → couponCode: added',
    'components → schemas → AdminStats → properties → monthlySales → items → properties → discounts: added',
  ].map((difference) => ({
    difference,
    reason: 'Coupons counted in the order’s transaction (decision 062).',
  })),
  // Decision 063: back-in-stock alerts, their e-mails, and the owner's waiting counts.
  ...[
    '/api/admin/stock-alerts: added',
    '/api/books/{id}/stock-alerts: added',
    '/api/stock-alerts/confirm: added',
    '/api/stock-alerts/unsubscribe: added',
    'components → schemas → OrderMail → properties → kind → enum: "stock-alert" added',
    'components → schemas → OrderMail → properties → kind → enum: "stock-alert-confirm" added',
    'components → schemas → StockAlertLinkSent: added',
    'components → schemas → StockAlertOverview: added',
    'components → schemas → StockAlertRequest: added',
    'components → schemas → StockAlertSet: added',
    'components → schemas → StockAlertToken: added',
    'components → schemas → StockAlertUnsubscribed: added',
    'components → schemas → WaitingCount: added',
    'components → schemas → WantedBook: added',
  ].map((difference) => ({ difference, reason: 'Back-in-stock alerts (decision 063).' })),
  // Reviews on the book page (decision 061): a book's page carries its reviews' average and count,
  // and a customer reads their own review (GET /api/books/{id}/reviews/mine) to edit it.
  ...[
    'GET /api/books/{id} → 200 → content → application/json → schema → properties → rating: added',
    'GET /api/books/{id} → 200 → content → application/json → schema → required: "rating" added',
    'components → schemas → BookDetail: added',
    'components → schemas → MyReview: added',
  ].map((difference) => ({ difference, reason: 'The book page shows its rating (decision 061).' })),
  // Decision 065: the owner's area installs to the home screen with the shop's name.
  {
    difference: '/api/owner-app.webmanifest: added',
    reason: 'The web app manifest of the owner’s area (decision 065).',
  },
  // The owner's check, once after a deploy, of the proxy hop count the client address is read with.
  ...['/api/admin/connection: added', 'components → schemas → OwnerConnection: added'].map((difference) => ({
    difference,
    reason: 'The address the store counts the owner under and the chain it read it from (decision 019).',
  })),
  // Decision 070: a customer's orders a page at a time; the answer is still the list, its first page.
  ...[
    'GET /api/orders/email/{email} → 200 → headers → Next-Cursor: added',
    'GET /api/orders/email/{email} → parameters → query cursor: added',
  ].map((difference) => ({
    difference,
    reason:
      'Decision 070: the list answers its newest page; an optional cursor asks for older ones, and a Next-Cursor header, which older clients never read, says there are more.',
  })),
];

const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as object;
// What the route serves: JSON drops what JSON cannot hold (undefined fields).
const served = JSON.parse(JSON.stringify(openApiDocument())) as object;
const differences = openApiDifferences(fixture, served);
const known = new Set(KNOWN_DIFFERENCES.map((entry) => entry.difference));

describe('the OpenAPI document against its November 2026 fixture', () => {
  it('promises what the fixture promises, but for the known differences', () => {
    const unexplained = differences.filter((difference) => !known.has(difference));
    expect(
      unexplained,
      'The document no longer matches functions/test/fixtures/openapi-2026-11.json. Fix the document, or add ' +
        'each line to KNOWN_DIFFERENCES with the reason the contract may change:\n' +
        unexplained.join('\n'),
    ).toEqual([]);
  });

  it('lists no known difference that is gone, and a reason for each', () => {
    const stale = KNOWN_DIFFERENCES.filter((entry) => !differences.includes(entry.difference));
    expect(
      stale.map((entry) => entry.difference),
      'KNOWN_DIFFERENCES lists what no longer differs; remove it',
    ).toEqual([]);
    expect(KNOWN_DIFFERENCES.filter((entry) => entry.reason.trim() === '')).toEqual([]);
    expect(known.size, 'a difference listed twice').toBe(KNOWN_DIFFERENCES.length);
  });
});
