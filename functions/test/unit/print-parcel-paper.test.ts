import { beforeAll, describe, expect, it } from 'vitest';
import { renderParcelPaperPdf, type ParcelPaper, type ShopAddress } from '../../src/paper/render/parcel-paper-pdf';
import {
  pdfInfo,
  pdfText,
  pdfWords,
  rectangles,
  requirePoppler,
  savePagePng,
} from '../../../tests/support/pdf-reading';
import { HINDI_BUYER } from '../../../tests/support/hindi-buyer';

// Devanagari is read back as typed, through each run's /ActualText (see print-bill.test.ts).

const shop: ShopAddress = {
  shopName: 'Pustak Ghar',
  legalName: 'Pustak Ghar Booksellers Pvt Ltd',
  address: '14 Assi Ghat Road\nVaranasi, Uttar Pradesh 221005',
  phone: '+91 98765 43210',
};

function aParcel(overrides: Partial<ParcelPaper> = {}): ParcelPaper {
  return {
    orderReference: '#1042',
    orderDate: '2026-11-20T10:00:00.000Z',
    buyer: HINDI_BUYER,
    lines: [
      { title: 'The Guide', quantity: 1 },
      { title: 'गोदान — प्रेमचंद', quantity: 2 },
    ],
    paymentMethod: 'cod',
    collectPaise: 124_950,
    courier: 'Delhivery',
    awb: 'DLV1234567890',
    ...overrides,
  };
}

const prepaid = aParcel({
  orderReference: '#1043',
  buyer: {
    name: 'Anita Desai',
    phone: '+91 99887 76655',
    address: { street: '7 Park Street', city: 'Kolkata', state: 'West Bengal', zipcode: '700016', country: 'India' },
  },
  paymentMethod: 'upi',
  collectPaise: 0,
  courier: 'Blue Dart',
  awb: 'BD-0042-7781-XZ',
});
const codWithoutAwb = aParcel({
  orderReference: '#1044',
  buyer: {
    name: 'Vikram Seth',
    phone: '+91 90000 11111',
    address: { street: '3 MG Road', city: 'Bengaluru', state: 'Karnataka', zipcode: '560001', country: 'India' },
  },
  collectPaise: 49_900,
  courier: undefined,
  awb: undefined,
});

const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

beforeAll(() => requirePoppler());

describe('renderParcelPaperPdf', () => {
  it('prints a packing slip per order, then one sheet of labels for three parcels', async () => {
    const started = performance.now();
    const pdf = await renderParcelPaperPdf([aParcel(), prepaid, codWithoutAwb], shop);
    const took = performance.now() - started;
    expect(pdfInfo(pdf).Pages).toBe('4');

    const slip = squeeze(pdfText(pdf, 1));
    expect(slip).toContain('Pustak Ghar');
    expect(slip).toContain('Packing slip');
    expect(slip).toContain('Order #1042');
    expect(slip).toContain('Date: 20 Nov 2026');
    expect(slip).toContain('Courier: Delhivery');
    expect(slip).toContain('AWB: DLV1234567890');
    expect(slip).toContain('Ship to');
    expect(slip).toContain('राम कुमार');
    expect(slip).toContain('१२, गांधी');
    expect(slip).toContain('वाराणसी, उत्तर प्रदेश');
    expect(slip).toContain('PIN 221001');
    expect(slip).toContain('Phone: +91 91234 56789');
    expect(slip).toContain('Collect ₹1,249.50 on delivery');
    expect(slip).toMatch(/Book Qty Packed/);
    expect(slip).toMatch(/The Guide 1\n/);
    expect(slip).toMatch(/गोदान — प्रेमचंद 2\n/);
    expect(slip).toMatch(/3 books 3\n/);
    expect(slip).toContain('Packed by ____');

    const prepaidSlip = squeeze(pdfText(pdf, 2));
    expect(prepaidSlip).toContain('Order #1043');
    expect(prepaidSlip).toContain('PREPAID');
    expect(prepaidSlip).not.toContain('Collect');
    const plainSlip = squeeze(pdfText(pdf, 3));
    expect(plainSlip).toContain('Collect ₹499.00 on delivery');
    expect(plainSlip).not.toContain('AWB');

    const labels = squeeze(pdfText(pdf, 4));
    for (const pin of ['221001', '700016', '560001']) expect(labels).toContain(pin);
    expect(labels).toContain('COD: Collect ₹1,249.50');
    expect(labels).toContain('COD: Collect ₹499.00');
    expect(labels.match(/PREPAID/g)).toHaveLength(1);
    expect(labels).toContain('Order #1042 · Delhivery · AWB DLV1234567890');
    expect(labels).toContain('Order #1043 · Blue Dart · AWB BD-0042-7781-XZ');
    expect(labels).toContain('Order #1044');
    expect(labels).toContain('राम कुमार');
    expect(labels).toContain('Anita Desai');
    expect(labels).toContain('Phone: +91 90000 11111');
    expect(labels.match(/From \/ return to: Pustak Ghar, 14 Assi Ghat Road/g)).toHaveLength(3);

    savePagePng(pdf, 1, 'packing-slip');
    savePagePng(pdf, 4, 'labels');
    console.info(`3-parcel paper: ${pdf.length} bytes in ${Math.round(took)} ms`);
  });

  it('draws each AWB as barcode bars on the label sheet', async () => {
    // The same sheet without the AWBs: the difference in rectangles is the bars.
    const withAwbs = await renderParcelPaperPdf([aParcel(), prepaid, codWithoutAwb], shop);
    const withoutAwbs = await renderParcelPaperPdf(
      [aParcel(), prepaid, codWithoutAwb].map((parcel) => ({ ...parcel, awb: undefined })),
      shop,
    );
    // Code 128 has 3 bars per character (plus start, check and stop): well over 20 for each AWB.
    expect(rectangles(withAwbs) - rectangles(withoutAwbs)).toBeGreaterThan(2 * 20);
  });

  it('prints 9 parcels as 9 slips and 2 label sheets', async () => {
    const parcels = Array.from({ length: 9 }, (_, n) =>
      aParcel({ orderReference: `#${2000 + n}`, awb: `AWB${String(n).padStart(9, '0')}` }),
    );
    const pdf = await renderParcelPaperPdf(parcels, shop);
    expect(pdfInfo(pdf).Pages).toBe('11');
    expect(pdfText(pdf, 10).match(/COD: Collect/g)).toHaveLength(8);
    expect(squeeze(pdfText(pdf, 11))).toContain('Order #2008');
  });

  it('keeps long and odd text inside the label: shrunk, then cut short with an ellipsis', async () => {
    const odd = ['$&', "$'", '<script>alert(1)</script>', "=cmd|' /C calc'!A0", 'x\uD800y'];
    const long = (word: string) => Array.from({ length: 40 }, () => word).join(' ');
    const parcel = aParcel({
      orderReference: `#${odd[0]}`,
      buyer: {
        name: `${odd[3]} ${long('Venkataraghavan')}`,
        phone: odd[1]!,
        address: {
          street: `${odd[2]} ${long('गांधी')}`,
          landmark: long('Landmark'),
          city: odd[4]!,
          state: 'उत्तर प्रदेश',
          zipcode: '2210019999999',
          country: 'India',
        },
      },
      lines: [{ title: `${odd.join(' ')} ${long('Title')}`, quantity: 1 }],
      courier: long('Courier'),
      awb: 'ABCDEFGHIJ-0123456789-KLMNOPQRS',
    });
    const shopWithLongAddress = { ...shop, address: long('Lane'), phone: odd[4]! };
    const pdf = await renderParcelPaperPdf([parcel, prepaid], shopWithLongAddress);
    expect(pdfInfo(pdf).Pages).toBe('3');
    const slip = squeeze(pdfText(pdf, 1));
    for (const value of odd.slice(0, 4)) expect(slip).toContain(value);
    expect(slip).toContain('x\uFFFDy');

    const labels = pdfText(pdf, 3);
    expect(labels).toContain('…');
    expect(labels).toContain('Anita Desai');
    expect(labels).toContain('=cmd');
    expect(labels).toContain('2210019999999');
    // The street and landmark give way; the city and state print whole.
    // Spaces squeezed: the Devanagari run's ActualText box sets its own spacing in -layout.
    expect(squeeze(labels).normalize('NFC')).toContain('x\uFFFDy, उत्तर प्रदेश');
    // Every word on the sheet lies wholly inside the label (105 × 74.25 mm) it starts in.
    const label = { width: (105 * 72) / 25.4, height: (74.25 * 72) / 25.4 };
    const words = pdfWords(pdf, 3);
    expect(words.length).toBeGreaterThan(30);
    for (const word of words) {
      const column = Math.floor(word.xMin / label.width);
      const row = Math.floor(word.yMin / label.height);
      expect(word.xMax, word.text).toBeLessThanOrEqual((column + 1) * label.width);
      expect(word.yMax, word.text).toBeLessThanOrEqual((row + 1) * label.height);
    }
    savePagePng(pdf, 3, 'labels-long');
  });
});
