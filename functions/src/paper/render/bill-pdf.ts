import {
  amountInWords,
  BILL_OF_SUPPLY_DECLARATION,
  BILL_TITLES,
  CREDIT_NOTE_DECLARATION,
  formatRupees,
  formatStoreDate,
  PAYMENT_METHOD_LABELS,
  type BillDocument,
  type PaymentMethod,
} from '@bookstore/domain';
import { drawPageFooters } from './page-footer';
import { pageFlow, type PageFlow } from './page-flow';
import { finishPdf, newPdf } from './pdf-buffer';
import { addressLines } from './postal-address';
import { beginTable, endTable, tableRow, type TableColumn } from './table';
import { drawText, layoutText, LINE_HEIGHT } from './text-layout';

const rupees = (paise: number) => formatRupees(paise / 100);

/** Cash on delivery is paid at the door; UPI is paid before the parcel leaves. */
const paymentLine = (method: PaymentMethod) =>
  `Payment: ${PAYMENT_METHOD_LABELS[method]}${method === 'upi' ? ' (prepaid)' : ''}`;

const FOOTER_NOTE = 'This is a computer-generated document; no signature is required.';
/** With the owner's signature drawn, the footer no longer says none is required. */
const SIGNED_FOOTER_NOTE = 'This is a computer-generated document.';
/** The box the signature image is fitted into, in points (about 60 × 20 mm). */
const SIGNATURE_BOX: [number, number] = [170, 56];
const MUTED = '#555555';
const GAP = 10;

/** Description takes what the four narrow columns leave. */
function billColumns(width: number): TableColumn[] {
  const narrow: TableColumn[] = [
    { header: 'HSN', width: 44 },
    { header: 'Qty', width: 34, align: 'right' },
    { header: 'Rate', width: 78, align: 'right' },
    { header: 'Amount', width: 84, align: 'right' },
  ];
  const used = narrow.reduce((sum, column) => sum + column.width, 0);
  return [{ header: 'Description', width: width - used }, ...narrow];
}

/** Lines of text one under another; returns the height they took. */
function drawLines(
  doc: PDFKit.PDFDocument,
  lines: ReadonlyArray<{ text: string; size?: number; bold?: boolean; color?: string }>,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right' = 'left',
): number {
  let top = y;
  for (const { text, size = 9, bold, color } of lines) {
    top += drawText(doc, text, x, top, { width, size, bold, color, align, maxLines: 4 });
  }
  return top - y;
}

/** Seller on the left; title, number and dates on the right. */
function drawHeading(doc: PDFKit.PDFDocument, flow: PageFlow, bill: BillDocument): void {
  const title = BILL_TITLES[bill.kind];
  const rightWidth = 200;
  const leftWidth = flow.width - rightWidth - GAP;
  const { seller } = bill;
  const sellerHeight = drawLines(
    doc,
    [
      { text: seller.legalName, size: 13, bold: true },
      ...seller.address.split('\n').map((text) => ({ text })),
      ...(seller.gstin.trim() ? [{ text: `GSTIN: ${seller.gstin}` }] : []),
      { text: `E-mail: ${seller.email}` },
      { text: `Phone: ${seller.phone}` },
    ],
    flow.left,
    flow.y,
    leftWidth,
  );
  const documentHeight = drawLines(
    doc,
    [
      { text: title, size: 18, bold: true },
      { text: `No. ${bill.number}`, bold: true },
      { text: `Date: ${formatStoreDate(bill.issuedAt)}` },
      { text: `Order: ${bill.orderReference}` },
      { text: `Order date: ${formatStoreDate(bill.orderDate)}` },
      ...(bill.againstBill
        ? [
            { text: `Against bill: ${bill.againstBill.number}` },
            { text: `Bill date: ${formatStoreDate(bill.againstBill.issuedAt)}` },
          ]
        : []),
    ],
    flow.left + leftWidth + GAP,
    flow.y,
    rightWidth,
    'right',
  );
  flow.y += Math.max(sellerHeight, documentHeight) + GAP;
  if (bill.reason) {
    flow.y += drawText(doc, `Reason: ${bill.reason}`, flow.left, flow.y, { width: flow.width, size: 9, maxLines: 4 });
    flow.y += GAP / 2;
  }
  rule(doc, flow);
}

function rule(doc: PDFKit.PDFDocument, flow: PageFlow): void {
  doc
    .lineWidth(0.5)
    .strokeColor('#808080')
    .moveTo(flow.left, flow.y)
    .lineTo(flow.left + flow.width, flow.y)
    .stroke();
  flow.y += GAP;
}

/** "Bill to" on the left, the place of supply on the right. */
function drawBuyer(doc: PDFKit.PDFDocument, flow: PageFlow, bill: BillDocument): void {
  const rightWidth = 200;
  const leftWidth = flow.width - rightWidth - GAP;
  const { buyer } = bill;
  const buyerHeight = drawLines(
    doc,
    [
      { text: 'Bill to', size: 8, bold: true, color: MUTED },
      { text: buyer.name, size: 10, bold: true },
      ...addressLines(buyer.address).map((text) => ({ text })),
      { text: `Phone: ${buyer.phone}` },
    ],
    flow.left,
    flow.y,
    leftWidth,
  );
  const supplyHeight = drawLines(
    doc,
    [{ text: `Place of supply: ${bill.placeOfSupply}` }],
    flow.left + leftWidth + GAP,
    flow.y + 8 * LINE_HEIGHT,
    rightWidth,
    'right',
  );
  flow.y += Math.max(buyerHeight, supplyHeight + 8 * LINE_HEIGHT) + GAP;
}

function drawLinesTable(doc: PDFKit.PDFDocument, flow: PageFlow, bill: BillDocument): void {
  const columns = billColumns(flow.width);
  beginTable(doc, flow, columns);
  for (const line of bill.lines) {
    tableRow(doc, flow, columns, [
      line.title,
      line.hsn,
      String(line.quantity),
      rupees(line.ratePaise),
      rupees(line.amountPaise),
    ]);
  }
  // Both charges always print, ₹0.00 when none was charged, so every bill reads the same way
  // and a prepaid order's bill shows plainly that no COD fee was taken.
  tableRow(doc, flow, columns, ['Shipping', '', '', '', rupees(bill.shippingPaise)]);
  tableRow(doc, flow, columns, ['COD fee', '', '', '', rupees(bill.codFeePaise)]);
  // Rule 49(g): the value after discount. The coupon's discount is its own line, the total after it.
  if (bill.discountPaise)
    tableRow(doc, flow, columns, [
      `Discount (coupon ${bill.couponCode ?? ''})`,
      '',
      '',
      '',
      `-${rupees(bill.discountPaise)}`,
    ]);
  tableRow(doc, flow, columns, ['Total', '', '', '', rupees(bill.totalPaise)], { bold: true, ruleAbove: true });
  endTable(flow);
  flow.y += GAP;
}

/** The amount in words, the payment and the declaration, kept together on one page. */
function drawClosing(doc: PDFKit.PDFDocument, flow: PageFlow, bill: BillDocument): void {
  const declaration = bill.kind === 'bill' ? BILL_OF_SUPPLY_DECLARATION : CREDIT_NOTE_DECLARATION;
  const paragraphs = [
    { text: `Amount in words: ${amountInWords(bill.totalPaise)}`, size: 9, bold: true },
    { text: paymentLine(bill.paymentMethod), size: 9, bold: false },
    { text: declaration, size: 8.5, bold: false },
  ];
  const blocks = paragraphs.map(({ text, size, bold }) => layoutText(doc, text, { width: flow.width, size, bold }));
  flow.ensure(blocks.reduce((sum, block) => sum + block.height + GAP / 2, 0));
  paragraphs.forEach(({ text, size, bold }) => {
    flow.y += drawText(doc, text, flow.left, flow.y, { width: flow.width, size, bold }) + GAP / 2;
  });
}

/**
 * "For <legal name>", the owner's signature image and "Authorised Signatory", right-aligned
 * under the declaration and kept together on one page.
 */
function drawSignatory(doc: PDFKit.PDFDocument, flow: PageFlow, legalName: string, image: Buffer): void {
  const width = 220;
  const x = flow.left + flow.width - width;
  const forLine = layoutText(doc, `For ${legalName}`, { width, size: 9, bold: true });
  flow.ensure(GAP + forLine.height + SIGNATURE_BOX[1] + 4 * LINE_HEIGHT);
  flow.y += GAP;
  flow.y += drawText(doc, `For ${legalName}`, x, flow.y, { width, size: 9, bold: true, align: 'right' });
  const right = flow.left + flow.width;
  doc.image(image, right - SIGNATURE_BOX[0], flow.y + 2, { fit: SIGNATURE_BOX, align: 'right', valign: 'center' });
  flow.y += SIGNATURE_BOX[1] + 4;
  flow.y += drawText(doc, 'Authorised Signatory', x, flow.y, { width, size: 9, align: 'right' });
}

/** What a bill is drawn with beside its document: the signature image it names, when it names one. */
export interface BillArtwork {
  signature?: Buffer;
}

/**
 * A bill of supply or a credit note as an A4 PDF: seller, document, buyer, one row per book
 * (the table runs on to further pages with its header repeated), charges, total in figures and
 * in words, payment, the declaration, the signatory when the bill names a signature, and a
 * footer on every page.
 */
export async function renderBillPdf(bill: BillDocument, artwork: BillArtwork = {}): Promise<Buffer> {
  const title = BILL_TITLES[bill.kind];
  const doc = newPdf({
    title: `${title} ${bill.number}`,
    author: bill.seller.legalName,
    createdAt: new Date(bill.issuedAt),
  });
  const flow = pageFlow(doc, {
    footerSpace: 24,
    runningHead: (continued) => {
      continued.y += drawText(doc, `${title} ${bill.number} (continued)`, continued.left, continued.y, {
        width: continued.width,
        size: 9,
        color: MUTED,
      });
      continued.y += GAP / 2;
    },
  });
  flow.newPage();
  drawHeading(doc, flow, bill);
  drawBuyer(doc, flow, bill);
  drawLinesTable(doc, flow, bill);
  drawClosing(doc, flow, bill);
  if (artwork.signature) drawSignatory(doc, flow, bill.seller.legalName, artwork.signature);
  drawPageFooters(doc, artwork.signature ? SIGNED_FOOTER_NOTE : FOOTER_NOTE);
  return finishPdf(doc);
}
