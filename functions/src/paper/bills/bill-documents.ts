import type { BillKind } from '@bookstore/domain';
import { billFromRecord, billId, type BillRecord } from '../../db/bills';
import { collections } from '../../db/collections';
import { NotFoundError } from '../../services/errors';
import { signatureImage } from '../../services/store/signature';

/** A PDF to download or attach, named for the browser's downloads folder and the mail client. */
export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

/**
 * The renderer, loaded on the first bill: pdfkit and its font engine take ~90 ms to load, which
 * every cold start of the API (and of the mail sender) would otherwise pay for nothing.
 */
const billRenderer = () => import('../render/bill-pdf');

/** BS/26-27/000123 → BS-26-27-000123.pdf: a slash cannot be in a file name. */
export const billFilename = (number: string): string => `${number.replaceAll('/', '-')}.pdf`;

const NOT_ISSUED: Record<BillKind, string> = {
  bill: 'No bill of supply has been issued for this order yet: it is issued when the order ships, or when its UPI payment is confirmed.',
  'credit-note':
    'No credit note has been issued for this order: one is issued when an order with a bill is cancelled or returned.',
};

/** The PDF of a bill or credit note as issued, named by its number, with the signature it was issued with. */
async function pdfOfBill(record: BillRecord): Promise<PdfFile> {
  const bill = billFromRecord(record);
  const [{ renderBillPdf }, signature] = await Promise.all([
    billRenderer(),
    bill.signatureId ? signatureImage(bill.signatureId) : undefined,
  ]);
  return { filename: billFilename(bill.number), pdf: await renderBillPdf(bill, signature ? { signature } : {}) };
}

const RETURN_NOT_ISSUED =
  'No credit note has been issued for this return request: one is issued when its books reach the shop.';

/**
 * The order's bill of supply or credit note as a PDF, drawn from the document frozen when it was
 * issued; with `returnId`, the credit note of that return request. With
 * `customerEmail`, only that customer's own order: another's is "not found", as their other
 * order routes answer, so an id cannot be probed. The order and the paper are read in one round
 * trip.
 */
export async function billPdfOf(
  orderId: string,
  kind: BillKind,
  { customerEmail, returnId }: { customerEmail?: string; returnId?: string } = {},
): Promise<PdfFile> {
  const [order, paper] = await Promise.all([
    collections.orders().doc(orderId).get(),
    collections
      .bills()
      .doc(billId(kind, orderId, returnId))
      .get(),
  ]);
  const email = order.data()?.email;
  if (email === undefined || (customerEmail !== undefined && email !== customerEmail))
    throw new NotFoundError('Order not found.');
  const record = paper.data();
  if (!record) throw new NotFoundError(returnId ? RETURN_NOT_ISSUED : NOT_ISSUED[kind]);
  return pdfOfBill(record);
}

/** The PDFs a mail carries (its `attachedBills`); a missing document is an error, so the send is retried. */
export async function billAttachments(ids: readonly string[]): Promise<PdfFile[]> {
  return Promise.all(
    ids.map(async (id) => {
      const record = (await collections.bills().doc(id).get()).data();
      if (!record) throw new Error(`The ${id} document to attach is missing.`);
      return pdfOfBill(record);
    }),
  );
}
