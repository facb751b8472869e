import {
  amountInWords,
  BILL_OF_SUPPLY_DECLARATION,
  CREDIT_NOTE_DECLARATION,
  type BillDocument,
  type BillLine,
} from '@bookstore/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderBillPdf } from '../../src/paper/render/bill-pdf';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  pdfImages,
  pdfInfo,
  pdfText,
  pdfWords,
  requirePoppler,
  savePdf,
  savePagePng,
} from '../../../tests/support/pdf-reading';
import { HINDI_BUYER } from '../../../tests/support/hindi-buyer';

// The glyphs of Devanagari are drawn in visual order: a reph (the र् of शर्मा, मार्ग) after the
// letter it sits on, an i-matra (ि) before its consonant. Each Devanagari run carries its text as
// typed in an /ActualText span (decision 044), so pdftotext gives back "कविता शर्मा", not
// "किवता शमार्". poppler reads a span as one word box. The shaping itself is checked by eye on
// artifacts/print/bill.png.

const line = (title: string, quantity: number, ratePaise: number): BillLine => ({
  title,
  hsn: '4901',
  quantity,
  ratePaise,
  amountPaise: quantity * ratePaise,
});

/** Books ₹949.50, shipping ₹250, COD fee ₹50: ₹1,249.50. */
function aBill(overrides: Partial<BillDocument> = {}): BillDocument {
  return {
    kind: 'bill',
    number: 'BS/26-27/000123',
    financialYear: '2026-27',
    sequence: 123,
    issuedAt: '2026-11-23T04:18:00.000Z',
    orderId: 'order-1',
    orderReference: '#1042',
    orderDate: '2026-11-20T10:00:00.000Z',
    seller: {
      legalName: 'Pustak Ghar Booksellers Pvt Ltd',
      address: '14 Assi Ghat Road\nVaranasi, Uttar Pradesh 221005',
      gstin: '09ABCDE1234F1Z5',
      email: 'accounts@pustakghar.example',
      phone: '+91 98765 43210',
    },
    buyer: HINDI_BUYER,
    placeOfSupply: 'Uttar Pradesh',
    paymentMethod: 'cod',
    lines: [line('The Guide', 1, 35_000), line('गोदान — प्रेमचंद', 2, 29_975)],
    exemptValuePaise: 94_950,
    shippingPaise: 25_000,
    codFeePaise: 5_000,
    totalPaise: 124_950,
    ...overrides,
  };
}

/** The text with runs of spaces made one, so a check does not depend on column widths. */
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

beforeAll(() => requirePoppler());

describe('renderBillPdf', () => {
  it('gives back Devanagari as typed, reph and i-matra included, through each run’s ActualText', async () => {
    const buyer = { ...HINDI_BUYER, name: 'कविता शर्मा', address: { ...HINDI_BUYER.address, street: '१२, गांधी मार्ग' } };
    const pdf = await renderBillPdf(aBill({ buyer, lines: [line('किताब: निर्मला — प्रेमचंद', 1, 94_950)] }));
    const text = squeeze(pdfText(pdf)).normalize('NFC');
    for (const typed of ['कविता शर्मा', 'गांधी मार्ग', 'किताब', 'निर्मला', 'प्रेमचंद'])
      expect(text, typed).toContain(typed.normalize('NFC'));
    expect(text).not.toContain('किवता');
    expect(text).not.toContain('शमार्');
    // Without -layout too: the reading order a search or a copy gets.
    const raw = execFileSync('pdftotext', ['-enc', 'UTF-8', savePdf(pdf), '-'], { encoding: 'utf8' });
    expect(raw.normalize('NFC')).toContain('कविता शर्मा');
  });

  it('prints every field of a bill of supply', async () => {
    const started = performance.now();
    const pdf = await renderBillPdf(aBill());
    const took = performance.now() - started;
    const text = squeeze(pdfText(pdf));

    expect(text).toContain('Bill of Supply');
    expect(text).toContain('No. BS/26-27/000123');
    expect(text).toContain('Date: 23 Nov 2026');
    expect(text).toContain('Order: #1042');
    expect(text).toContain('Order date: 20 Nov 2026');
    expect(text).not.toContain('Against bill');

    expect(text).toContain('Pustak Ghar Booksellers Pvt Ltd');
    expect(text).toContain('14 Assi Ghat Road');
    expect(text).toContain('Varanasi, Uttar Pradesh 221005');
    expect(text).toContain('GSTIN: 09ABCDE1234F1Z5');
    expect(text).toContain('E-mail: accounts@pustakghar.example');
    expect(text).toContain('Phone: +91 98765 43210');

    expect(text).toContain('Bill to');
    expect(text).toContain('राम कुमार');
    expect(text).toContain('१२, गांधी');
    expect(text).toContain('Near Durga Mandir');
    expect(text).toContain('वाराणसी, उत्तर प्रदेश');
    expect(text).toContain('PIN 221001');
    expect(text).toContain('India');
    expect(text).toContain('Phone: +91 91234 56789');
    expect(text).toContain('Place of supply: Uttar Pradesh');

    expect(text).toMatch(/Description HSN Qty Rate Amount/);
    expect(text).toMatch(/The Guide 4901 1 ₹350\.00 ₹350\.00/);
    expect(text).toMatch(/गोदान — प्रेमचंद 4901 2 ₹299\.75 ₹599\.50/);
    expect(text).toMatch(/Shipping ₹250\.00/);
    expect(text).toMatch(/COD fee ₹50\.00/);
    expect(text).toMatch(/Total ₹1,249\.50/);
    expect(amountInWords(124_950)).toBe('Rupees One Thousand Two Hundred Forty-Nine and Fifty Paise Only');
    expect(text).toContain('Amount in words: Rupees One Thousand Two Hundred Forty-Nine and Fifty Paise Only');
    expect(text).toContain('Payment: Cash on Delivery');
    // The declaration wraps: compare its words in order, across line breaks.
    expect(text.replace(/\s+/g, ' ')).toContain(BILL_OF_SUPPLY_DECLARATION);
    expect(text).toContain('This is a computer-generated document; no signature is required.');
    expect(text).toContain('Page 1 of 1');

    const info = pdfInfo(pdf);
    expect(info.Pages).toBe('1');
    expect(info.Title).toBe('Bill of Supply BS/26-27/000123');
    expect(info.Author).toBe('Pustak Ghar Booksellers Pvt Ltd');
    expect(info['Page size']).toMatch(/^595\.2\d* x 841\.8\d* pts \(A4\)/);
    expect(new Date(info.CreationDate!).getTime()).toBe(Date.parse('2026-11-23T04:18:00.000Z'));

    savePagePng(pdf, 1, 'bill');
    console.info(`bill: ${pdf.length} bytes in ${Math.round(took)} ms`);
  });

  it('renders the same bill to the same bytes', async () => {
    const [first, second] = await Promise.all([renderBillPdf(aBill()), renderBillPdf(aBill())]);
    expect(first.equals(second)).toBe(true);
  });

  it('prints no GSTIN line for a shop not registered under GST, and UPI as prepaid', async () => {
    const bill = aBill({
      seller: { ...aBill().seller, gstin: '' },
      paymentMethod: 'upi',
      codFeePaise: 0,
      totalPaise: 119_950,
    });
    const text = squeeze(pdfText(await renderBillPdf(bill)));
    expect(text).not.toContain('GSTIN');
    expect(text).toContain('Payment: UPI (prepaid)');
    expect(text).toMatch(/COD fee ₹0\.00/);
    expect(text).toMatch(/Total ₹1,199\.50/);
    expect(text).toContain('Rupees One Thousand One Hundred Ninety-Nine and Fifty Paise Only');
  });

  it('prints a credit note with the bill it reverses and why', async () => {
    const note = aBill({
      kind: 'credit-note',
      number: 'CN/26-27/000004',
      issuedAt: '2026-12-02T06:00:00.000Z',
      againstBill: { number: 'BS/26-27/000123', issuedAt: '2026-11-23T04:18:00.000Z' },
      reason: 'Parcel returned undelivered',
    });
    const pdf = await renderBillPdf(note);
    const text = squeeze(pdfText(pdf));
    expect(text).toContain('Credit Note');
    expect(text).toContain('No. CN/26-27/000004');
    expect(text).toContain('Date: 2 Dec 2026');
    expect(text).toContain('Against bill: BS/26-27/000123');
    expect(text).toContain('Bill date: 23 Nov 2026');
    expect(text).toContain('Reason: Parcel returned undelivered');
    expect(text).toMatch(/Total ₹1,249\.50/);
    expect(text.replace(/\s+/g, ' ')).toContain(CREDIT_NOTE_DECLARATION);
    expect(text).not.toContain('Bill of Supply');
    expect(pdfInfo(pdf).Title).toBe('Credit Note CN/26-27/000004');
  });

  it('prints odd text as text in every field, and a lone surrogate as U+FFFD', async () => {
    const odd = ['$&', "$'", '<script>alert(1)</script>', "=cmd|' /C calc'!A0", 'x\uD800y'];
    const pick = (n: number) => odd[n % odd.length]!;
    const bill = aBill({
      number: `BS/${pick(0)}`,
      orderReference: `#${pick(1)}`,
      reason: `Reason ${pick(2)}`,
      seller: {
        legalName: `Shop ${pick(3)}`,
        address: `Street ${pick(4)}\nTown ${pick(0)}`,
        gstin: pick(1),
        email: pick(2),
        phone: pick(3),
      },
      buyer: {
        name: `Buyer ${pick(4)}`,
        phone: pick(0),
        address: {
          street: `Lane ${pick(1)}`,
          landmark: pick(2),
          city: pick(3),
          state: pick(4),
          zipcode: pick(0),
          country: pick(1),
        },
      },
      placeOfSupply: pick(2),
      lines: odd.map((title, n) => ({ ...line(title, 1, 100), hsn: pick(n + 1) })),
    });
    const text = squeeze(pdfText(await renderBillPdf(bill)));
    for (const value of odd.slice(0, 4)) expect(text).toContain(value);
    expect(text).toContain('x\uFFFDy');
    expect(text).toContain('Shop =cmd');
    expect(text).toContain('Reason <script>alert(1)</script>');
    expect(text).toContain('Place of supply: <script>alert(1)</script>');
  });

  it('wraps a 300-character title and runs a 40-line table on to page 2 under its header', async () => {
    const long = `${'A very long title '.repeat(17).slice(0, 296)} END`;
    expect(long).toHaveLength(300);
    const lines = [line(long, 1, 10_000), ...Array.from({ length: 39 }, (_, n) => line(`Book ${n + 2}`, 1, 100))];
    const total = 10_000 + 39 * 100 + 30_000;
    const bill = aBill({ lines, shippingPaise: 30_000, codFeePaise: 0, totalPaise: total, exemptValuePaise: 13_900 });
    const pdf = await renderBillPdf(bill);
    expect(pdfInfo(pdf).Pages).toBe('2');
    const first = squeeze(pdfText(pdf, 1));
    const second = squeeze(pdfText(pdf, 2));
    // The title wraps inside its cell: it ends on a later line than it starts.
    expect(first).toMatch(/A very long title A very long.*4901 1 ₹100\.00 ₹100\.00/);
    expect(first).toMatch(/\n.* END\n/);
    expect(first).toContain('Page 1 of 2');
    expect(second).toContain('Bill of Supply BS/26-27/000123 (continued)');
    expect(second).toMatch(/Description HSN Qty Rate Amount/);
    expect(second).toMatch(/Book 40 4901 1 ₹1\.00 ₹1\.00/);
    expect(second).toMatch(/Total ₹439\.00/);
    expect(second).toContain('Page 2 of 2');
    // Every book is on exactly one page.
    for (let n = 2; n <= 40; n++) {
      const found = [first, second].filter((page) => new RegExp(`Book ${n} 4901`).test(page));
      expect(found, `Book ${n}`).toHaveLength(1);
    }
    savePagePng(pdf, 2, 'bill-page-2');
  });

  it('wraps a long title of Hindi and English words inside the Description column', async () => {
    const mixed = Array.from({ length: 8 }, () => 'गोदान Premchand classic edition राम कुमार').join(' ');
    const pdf = await renderBillPdf(aBill({ lines: [line(mixed, 1, 94_950)] }));
    const text = squeeze(pdfText(pdf));
    expect(text.match(/Premchand/g)).toHaveLength(8);
    expect(text.match(/गोदान/g)).toHaveLength(8);
    expect(text).toMatch(/गोदान Premchand classic edition राम कुमार गोदान/);
    // The Description column ends where HSN begins: 15 mm margin + page width less the four
    // narrow columns (240 pt).
    const descriptionEnd = (210 / 25.4) * 72 - (15 / 25.4) * 72 - 240;
    // A Devanagari run ("राम कुमार गोदान") is one ActualText span, which poppler reads as one box.
    const titleWords = pdfWords(pdf, 1).filter((word) =>
      word.text
        .normalize('NFC')
        .split(' ')
        .every((part) => ['गोदान', 'Premchand', 'classic', 'edition', 'राम', 'कुमार'].includes(part)),
    );
    expect(titleWords.flatMap((word) => word.text.split(' ')).length).toBeGreaterThanOrEqual(8 * 6);
    for (const word of titleWords) expect(word.xMax, word.text).toBeLessThanOrEqual(descriptionEnd);
    // It took several lines: the words sit at more than one height.
    expect(new Set(titleWords.map((word) => Math.round(word.yMin))).size).toBeGreaterThan(3);
  });

  it('ends with “For <legal name>”, the signature and “Authorised Signatory” when given one', async () => {
    const signature = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'signature', 'signature.png'));
    const pdf = await renderBillPdf(aBill(), { signature });
    const text = squeeze(pdfText(pdf));
    expect(text).toContain('For Pustak Ghar Booksellers Pvt Ltd');
    expect(text).toContain('Authorised Signatory');
    expect(text).toContain('This is a computer-generated document.');
    expect(text).not.toContain('no signature is required');
    expect(pdfImages(pdf).filter((image) => image.type === 'image')).toEqual([
      { type: 'image', width: 300, height: 100 },
    ]);
    // The block comes after the declaration, the image between its two lines.
    const words = pdfWords(pdf, 1);
    const top = (word: string) => words.find((entry) => entry.text === word)!.yMin;
    expect(top('For')).toBeGreaterThan(top('Declaration:'));
    expect(top('Authorised')).toBeGreaterThan(top('For') + 40);
    savePagePng(pdf, 1, 'bill-signed');
  });
});
