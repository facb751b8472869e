import {
  adminLoginSchema,
  bookSchema,
  CATALOG_CSV_COLUMNS,
  catalogImportApplySchema,
  catalogImportPreviewSchema,
  coverUploadSchema,
  customerCodSchema,
  customerEmailSchema,
  manualRemittanceSchema,
  remittanceImportSchema,
  NEW_BOOK_STOCK,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
  orderRequestSchema,
  orderStatusChangeSchema,
  parcelPaperworkSchema,
  serviceablePinsSchema,
  shipmentSchema,
  storeSettingsSchema,
  upiPaymentSchema,
} from '@bookstore/domain';
import type { AnyObjectSchema } from 'yup';
import type { Input } from '../http/endpoint';
import { jsonSchemaOf, type JsonSchema } from './json-schema-from-yup';

const input = <S extends AnyObjectSchema>(name: string, schema: S, description?: string): Input<S> => ({
  name,
  schema,
  ...(description ? { description } : {}),
});

/**
 * The request bodies: each a shared yup schema (the same the forms use), the name the document
 * and the web client give it, and what the document says of it. Endpoints name theirs
 * (`body: inputs.OrderRequest`); the router validates with the schema.
 */
export const inputs = {
  BookInput: input(
    'BookInput',
    bookSchema,
    `The add and edit book body (the owner's form also requires \`author\` and \`stock\`). Unknown fields are dropped. Without \`author\` a new book is stored without one; without \`stock\` it has ${NEW_BOOK_STOCK} copies; an edit without them leaves them as they are (the original client's bodies have neither). On edit, \`expectedStock\` is the stock the form loaded: an unchanged \`stock\` then keeps copies sold meanwhile, a changed one is refused (409) if the stock moved. Create ignores it.`,
  ),
  CatalogImportPreviewRequest: input(
    'CatalogImportPreviewRequest',
    catalogImportPreviewSchema,
    `Every row of a catalog file, as the owner's browser read it: each row's first line in the file and its cells by column (${CATALOG_CSV_COLUMNS.join(', ')}). The server validates each row with the book schema and matches it by id, else by ISBN (hyphens and spaces ignored, an ISBN-10 as its ISBN-13).`,
  ),
  CatalogImportApplyRequest: input(
    'CatalogImportApplyRequest',
    catalogImportApplySchema,
    'One batch of the rows a preview planned, each with `expectedStock`, the stock its book had at the preview, when it matched one.',
  ),
  CoverUpload: input(
    'CoverUpload',
    coverUploadSchema,
    'A cover re-encoded by the browser, as base64. The bytes must be an image of the declared type.',
  ),
  OrderRequest: input(
    'OrderRequest',
    orderRequestSchema,
    'Checkout details and the cart. The server prices the order from the stored books: a `totalPrice` different from its own is refused (400). Unknown fields are dropped; the e-mail must be the signed-in customer’s.',
  ),
  OrderStatusChange: input(
    'OrderStatusChange',
    orderStatusChangeSchema,
    'The new status. Marking an order shipped names the courier and the AWB; a return may say why (`rto` or `customer-return`; else a shipped parcel is `rto` and a delivered one `customer-return`). Only the shopper’s UTR moves an order to payment-submitted.',
  ),
  ShipmentChange: input(
    'ShipmentChange',
    shipmentSchema,
    'The courier and AWB of a shipped order, corrected; the history records the change.',
  ),
  UpiPaymentSubmission: input(
    'UpiPaymentSubmission',
    upiPaymentSchema,
    'The 12-digit UTR the shopper’s UPI app showed (spaces ignored).',
  ),
  StoreSettings: input(
    'StoreSettings',
    storeSettingsSchema,
    'The whole of the shop’s settings, as the settings form sends them. Amounts are rupees.',
  ),
  ServiceablePinsUpload: input('ServiceablePinsUpload', serviceablePinsSchema),
  CustomerEmail: input('CustomerEmail', customerEmailSchema),
  CustomerCod: input(
    'CustomerCod',
    customerCodSchema,
    'The customer’s e-mail, and whether they may pay cash on delivery.',
  ),
  RemittanceImport: input(
    'RemittanceImport',
    remittanceImportSchema,
    'The courier’s COD remittance CSV, as text. Columns are matched by name (AWB, Amount, Date, Reference, under the names couriers use), in any order; comma, semicolon or tab separated, with or without a BOM.',
  ),
  ManualRemittance: input(
    'ManualRemittance',
    manualRemittanceSchema,
    'When and under which reference the courier paid the order’s cash.',
  ),
  ParcelPaperwork: input(
    'ParcelPaperwork',
    parcelPaperworkSchema,
    'The orders whose packing slips and address labels to print, in that order: `orderIds`, or `allConfirmed: true` for every confirmed order (oldest first, at most 100). Give one of the two.',
  ),
  NewsletterSubscribe: input(
    'NewsletterSubscribe',
    newsletterSubscribeSchema,
    'The footer box. The address is stored and compared lower-cased.',
  ),
  NewsletterToken: input('NewsletterToken', newsletterTokenSchema, 'The `token` of the link in the e-mail.'),
  AdminLogin: input('AdminLogin', adminLoginSchema),
};

/** The bodies as the document's components, from their schemas. */
export const inputSchemas: Record<string, JsonSchema> = Object.fromEntries(
  Object.values(inputs).map(({ name, schema, description }) => [
    name,
    jsonSchemaOf(schema, description ? { description } : undefined),
  ]),
);
