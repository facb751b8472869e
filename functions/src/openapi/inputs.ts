import { CATALOG_CSV_COLUMNS, NEW_BOOK_STOCK } from '@bookstore/domain';
import type { Endpoint } from '../http/endpoint';
import { jsonSchemaOf, schemaName, type JsonSchema } from './json-schema-from-yup';

/**
 * What the document says of a request body beyond its schema's rules, by the name its schema
 * is given in domain/src. Prose only, kept here so the browser's bundles, which build
 * the same schemas for the forms, do not carry it. A body without a note needs no line here.
 */
const INPUT_NOTES: Record<string, string> = {
  BookInput: `The add and edit book body (the owner's form also requires \`author\` and \`stock\`). Unknown fields are dropped. Without \`author\` a new book is stored without one; without \`stock\` it has ${NEW_BOOK_STOCK} copies; an edit without them leaves them as they are (the original client's bodies have neither). On edit, \`expectedStock\` is the stock the form loaded: an unchanged \`stock\` then keeps copies sold meanwhile, a changed one is refused (409) if the stock moved. Create ignores it.`,
  CatalogImportPreviewRequest: `Every row of a catalog file, as the owner's browser read it: each row's first line in the file and its cells by column (${CATALOG_CSV_COLUMNS.join(', ')}). The server validates each row with the book schema and matches it by id, else by ISBN (hyphens and spaces ignored, an ISBN-10 as its ISBN-13).`,
  CatalogImportApplyRequest:
    'One batch of the rows a preview planned, each with `expectedStock`, the stock its book had at the preview, when it matched one.',
  CoverUpload: 'A cover re-encoded by the browser, as base64. The bytes must be an image of the declared type.',
  OrderRequest:
    'Checkout details and the cart. The server prices the order from the stored books: a `totalPrice` different from its own is refused (400). Unknown fields are dropped; the e-mail must be the signed-in customer’s.',
  OrderStatusChange:
    'The new status. Marking an order shipped names the courier and the AWB; a return may say why (`rto` or `customer-return`; else a shipped parcel is `rto` and a delivered one `customer-return`). Only the shopper’s UTR moves an order to payment-submitted.',
  ShipmentChange: 'The courier and AWB of a shipped order, corrected; the history records the change.',
  UpiPaymentSubmission: 'The 12-digit UTR the shopper’s UPI app showed (spaces ignored).',
  StoreSettings: 'The whole of the shop’s settings, as the settings form sends them. Amounts are rupees.',
  CustomerCod: 'The customer’s e-mail, and whether they may pay cash on delivery.',
  RemittanceImport:
    'The courier’s COD remittance CSV, as text. Columns are matched by name (AWB, Amount, Date, Reference, under the names couriers use), in any order; comma, semicolon or tab separated, with or without a BOM.',
  ManualRemittance:
    'When, under which reference and how much the courier paid over for the order (left out: its whole COD amount).',
  ParcelPaperwork:
    'The orders whose packing slips and address labels to print, in that order: `orderIds`, or `allConfirmed: true` for every confirmed order (oldest first, at most 100). Give one of the two.',
  NewsletterSubscribe: 'The footer box. The address is stored and compared lower-cased.',
  NewsletterToken: 'The `token` of the link in the e-mail.',
};

/** Every body the endpoints validate, as the document's components, from their schemas. */
export function inputSchemas(endpoints: Endpoint[]): Record<string, JsonSchema> {
  const bodies = new Map(
    endpoints.flatMap((endpoint) => (endpoint.body ? [[schemaName(endpoint.body), endpoint.body]] : [])),
  );
  return Object.fromEntries(
    [...bodies].map(([name, schema]) => [
      name,
      jsonSchemaOf(schema, INPUT_NOTES[name] ? { description: INPUT_NOTES[name] } : {}),
    ]),
  );
}
