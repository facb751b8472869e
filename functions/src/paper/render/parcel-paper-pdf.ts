import { formatRupees, formatStoreDate, type BillBuyer, type PaymentMethod } from '@bookstore/domain';
import { drawCode128 } from './barcode';
import { A4, mm } from './page-geometry';
import { pageFlow, type PageFlow } from './page-flow';
import { finishPdf, newPdf } from './pdf-buffer';
import { addressLines } from './postal-address';
import { beginTable, endTable, tableRow, type TableColumn } from './table';
import { drawBlock, drawText, fitText, type TextBlock } from './text-layout';

/** What the packing slip and the address label of one parcel show. */
export interface ParcelPaper {
  /** "#1042" */
  orderReference: string;
  /** ISO instant the order was placed. */
  orderDate: string;
  buyer: BillBuyer;
  lines: Array<{ title: string; quantity: number }>;
  paymentMethod: PaymentMethod;
  /** The amount to collect on delivery, in paise; 0 when prepaid. */
  collectPaise: number;
  /** The courier's display name. */
  courier?: string;
  /** The courier's air waybill number: up to 30 of [A-Z0-9-]. */
  awb?: string;
}

/** The shop as the parcel paper names it, and the address parcels are returned to. */
export interface ShopAddress {
  shopName: string;
  legalName: string;
  /** Lines separated by "\n". */
  address: string;
  phone: string;
}

const MUTED = '#555555';
const GAP = 10;

// The payment method decides what the courier is told, not the amount: a prepaid parcel is
// never collected on, and a COD parcel always says how much (even ₹0.00) so the courier asks.
const collectsOnDelivery = (parcel: ParcelPaper) => parcel.paymentMethod === 'cod';
const amount = (paise: number) => formatRupees(paise / 100);

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ', ');

// ---- Packing slips: one per order, on its own A4 page (more if its books run over) ----

const TICK_BOX = 10;

function slipColumns(width: number): TableColumn[] {
  const tick: TableColumn = {
    header: 'Packed',
    width: 52,
    align: 'center',
    draw: (doc, box) => {
      doc
        .lineWidth(0.8)
        .strokeColor('black')
        .rect(box.x + (box.width - TICK_BOX) / 2, box.y + (box.height - TICK_BOX) / 2, TICK_BOX, TICK_BOX)
        .stroke();
    },
  };
  const qty: TableColumn = { header: 'Qty', width: 44, align: 'right' };
  return [{ header: 'Book', width: width - tick.width - qty.width }, qty, tick];
}

function drawSlip(doc: PDFKit.PDFDocument, parcel: ParcelPaper, shop: ShopAddress): void {
  const flow: PageFlow = pageFlow(doc, {
    footerSpace: 0,
    runningHead: (continued) => {
      continued.y += drawText(doc, `Packing slip ${parcel.orderReference} (continued)`, continued.left, continued.y, {
        width: continued.width,
        size: 9,
        color: MUTED,
      });
      continued.y += GAP / 2;
    },
  });
  flow.newPage();
  const rightWidth = 220;
  const leftWidth = flow.width - rightWidth - GAP;
  let left = flow.y;
  left += drawText(doc, shop.shopName, flow.left, left, { width: leftWidth, size: 16, bold: true, maxLines: 2 });
  if (shop.legalName.trim() && shop.legalName !== shop.shopName) {
    left += drawText(doc, shop.legalName, flow.left, left, { width: leftWidth, size: 9, maxLines: 2 });
  }
  left += drawText(doc, 'Packing slip', flow.left, left, { width: leftWidth, size: 10, color: MUTED });
  const rightX = flow.left + leftWidth + GAP;
  let right = flow.y;
  const rightLine = (text: string, size: number, bold = false) => {
    right += drawText(doc, text, rightX, right, { width: rightWidth, size, bold, align: 'right', maxLines: 2 });
  };
  rightLine(`Order ${parcel.orderReference}`, 14, true);
  rightLine(`Date: ${formatStoreDate(parcel.orderDate)}`, 9);
  if (parcel.courier) rightLine(`Courier: ${parcel.courier}`, 9);
  if (parcel.awb) rightLine(`AWB: ${parcel.awb}`, 9);
  flow.y = Math.max(left, right) + GAP;

  // Ship to on the left, what the courier does about payment on the right.
  let shipTo = flow.y;
  shipTo += drawText(doc, 'Ship to', flow.left, shipTo, { width: leftWidth, size: 8, bold: true, color: MUTED });
  shipTo += drawText(doc, parcel.buyer.name, flow.left, shipTo, {
    width: leftWidth,
    size: 11,
    bold: true,
    maxLines: 2,
  });
  for (const line of addressLines(parcel.buyer.address)) {
    shipTo += drawText(doc, line, flow.left, shipTo, { width: leftWidth, size: 9.5, maxLines: 3 });
  }
  shipTo += drawText(doc, `Phone: ${parcel.buyer.phone}`, flow.left, shipTo, { width: leftWidth, size: 9.5 });
  const payment = collectsOnDelivery(parcel) ? `Collect ${amount(parcel.collectPaise)} on delivery` : 'PREPAID';
  const paymentBlock = fitText(doc, payment, { width: rightWidth - 16, size: 14, minSize: 9, maxLines: 2, bold: true });
  const boxTop = flow.y + 12;
  doc
    .lineWidth(1.5)
    .strokeColor('black')
    .rect(rightX, boxTop, rightWidth, paymentBlock.height + 16)
    .stroke();
  drawBlock(doc, paymentBlock, rightX + 8, boxTop + 8, { width: rightWidth - 16, align: 'center' });
  flow.y = Math.max(shipTo, boxTop + paymentBlock.height + 16) + GAP * 1.5;

  const columns = slipColumns(flow.width);
  beginTable(doc, flow, columns);
  for (const line of parcel.lines) tableRow(doc, flow, columns, [line.title, String(line.quantity), '']);
  const books = parcel.lines.reduce((sum, line) => sum + line.quantity, 0);
  tableRow(doc, flow, columns, [`${books} ${books === 1 ? 'book' : 'books'}`, String(books), ''], {
    bold: true,
    summary: true,
  });
  endTable(flow);

  flow.ensure(60);
  flow.y += 36;
  drawText(doc, 'Packed by ______________________________', flow.left, flow.y, { width: flow.width / 2, size: 10 });
  drawText(doc, 'Date ________________', flow.left + flow.width / 2, flow.y, { width: flow.width / 2, size: 10 });
}

// ---- Address labels: A4 sheets of 8 (2 × 4), each 105 × 74.25 mm ----

const COLUMNS = 2;
const ROWS = 4;
const LABEL = { width: A4.width / COLUMNS, height: A4.height / ROWS };
/** Inside the label, clear of its cut edges and of what office printers cannot reach. */
const INSET = { x: mm(6), y: mm(5) };
const PIN_SIZE = 28;
const BARCODE_HEIGHT = 24;
const TO_GUTTER = 18;

export const LABELS_PER_SHEET = COLUMNS * ROWS;

/** Thin dashed lines between the labels, to cut along. */
function drawCutGuides(doc: PDFKit.PDFDocument): void {
  doc.save().lineWidth(0.3).strokeColor('#a0a0a0').dash(3, { space: 3 });
  for (let column = 1; column < COLUMNS; column++) {
    doc.moveTo(column * LABEL.width, 0).lineTo(column * LABEL.width, A4.height);
  }
  for (let row = 1; row < ROWS; row++) {
    doc.moveTo(0, row * LABEL.height).lineTo(A4.width, row * LABEL.height);
  }
  doc.stroke().undash().restore();
}

/**
 * One label. Built from the foot up: the return address, the barcode, the order line and the
 * PIN row take what they need, and the buyer's name, address and phone get the rest, shrinking
 * and then ellipsized so nothing leaves the label.
 */
function drawLabel(doc: PDFKit.PDFDocument, parcel: ParcelPaper, shop: ShopAddress, x: number, y: number): void {
  const left = x + INSET.x;
  const width = LABEL.width - 2 * INSET.x;
  const top = y + INSET.y;
  let bottom = y + LABEL.height - INSET.y;

  const from = fitText(
    doc,
    `From / return to: ${oneLine(shop.shopName)}, ${oneLine(shop.address)}. Phone: ${oneLine(shop.phone)}`,
    { width, size: 6.5, minSize: 5.5, maxLines: 2 },
  );
  bottom -= from.height;
  drawBlock(doc, from, left, bottom, { color: MUTED });
  bottom -= 3;
  doc
    .lineWidth(0.3)
    .strokeColor('#a0a0a0')
    .moveTo(left, bottom)
    .lineTo(left + width, bottom)
    .stroke();
  bottom -= 4;

  if (parcel.awb) {
    const drawn = drawCode128(doc, parcel.awb, { x: left, y: bottom - BARCODE_HEIGHT, width, height: BARCODE_HEIGHT });
    if (drawn) bottom -= BARCODE_HEIGHT + 3;
  }
  const meta = [
    `Order ${parcel.orderReference}`,
    parcel.courier ? parcel.courier : '',
    parcel.awb ? `AWB ${parcel.awb}` : '',
  ].filter(Boolean);
  const metaBlock = fitText(doc, meta.join(' · '), { width, size: 8.5, minSize: 6.5, maxLines: 2 });
  bottom -= metaBlock.height;
  drawBlock(doc, metaBlock, left, bottom);
  bottom -= 4;

  // The PIN row: digits sit on the baseline and have no descenders, so the row is cut to them.
  const pin = fitText(doc, parcel.buyer.address.zipcode, {
    width: width * 0.42,
    size: PIN_SIZE,
    minSize: 12,
    maxLines: 1,
    bold: true,
  });
  const payment = collectsOnDelivery(parcel) ? `COD: Collect ${amount(parcel.collectPaise)}` : 'PREPAID';
  const paymentWidth = width - pin.lines[0]!.width - 8;
  const pay = fitText(doc, payment, { width: paymentWidth, size: 15, minSize: 8, maxLines: 1, bold: true });
  const rowHeight = pin.size * 0.8;
  bottom -= rowHeight;
  // drawBlock puts the baseline 0.95 em below the top it is given; here it goes on the row's foot.
  drawBlock(doc, pin, left, bottom + rowHeight - pin.size * 0.95);
  drawBlock(doc, pay, left + width - paymentWidth, bottom + rowHeight - pay.size * 0.95, {
    width: paymentWidth,
    align: 'right',
  });
  bottom -= 5;

  // The buyer, in what is left above.
  const inner = width - TO_GUTTER;
  drawText(doc, 'To:', left, top + 2, { width: TO_GUTTER, size: 7.5, bold: true, color: MUTED });
  const name = fitText(doc, parcel.buyer.name, { width: inner, size: 12, minSize: 8, maxLines: 1, bold: true });
  const phone = fitText(doc, `Phone: ${parcel.buyer.phone}`, { width: inner, size: 9, minSize: 7, maxLines: 1 });
  // City and state always print whole; a long street or landmark gives way first.
  const { street, landmark, city, state } = parcel.buyer.address;
  const place = fitText(doc, `${city}, ${state}`, { width: inner, size: 9, minSize: 6.5, maxLines: 2 });
  const streetRoom = bottom - top - name.height - place.height - phone.height;
  const streetLines = fitText(doc, [street, landmark ?? ''].filter((line) => line.trim()).join('\n'), {
    width: inner,
    size: 9,
    minSize: 6.5,
    height: streetRoom,
  });
  let cursor = top;
  for (const block of [name, streetLines, place, phone] satisfies TextBlock[]) {
    cursor += drawBlock(doc, block, left + TO_GUTTER, cursor);
  }
}

function drawLabelSheets(doc: PDFKit.PDFDocument, parcels: readonly ParcelPaper[], shop: ShopAddress): void {
  parcels.forEach((parcel, index) => {
    const slot = index % LABELS_PER_SHEET;
    if (slot === 0) {
      doc.addPage({ size: [A4.width, A4.height], margin: 0 });
      drawCutGuides(doc);
    }
    const column = slot % COLUMNS;
    const row = Math.floor(slot / COLUMNS);
    drawLabel(doc, parcel, shop, column * LABEL.width, row * LABEL.height);
  });
}

/**
 * The paper for a batch of parcels, as one PDF to print in one go: a packing slip per order
 * (A4 each), then the address labels, eight to an A4 sheet.
 */
export async function renderParcelPaperPdf(parcels: ParcelPaper[], shop: ShopAddress): Promise<Buffer> {
  if (parcels.length === 0) throw new RangeError('No parcels to print.');
  const doc = newPdf({
    title: `Packing slips and labels: ${parcels.length} ${parcels.length === 1 ? 'parcel' : 'parcels'}`,
    author: shop.legalName,
    createdAt: new Date(),
  });
  for (const parcel of parcels) drawSlip(doc, parcel, shop);
  drawLabelSheets(doc, parcels, shop);
  return finishPdf(doc);
}
