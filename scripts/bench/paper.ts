// The paper of a sale: how long a bill of supply and a day's slips and labels take to
// draw, how large they are, and what the renderers cost the API's cold start. The renderers are
// pure, so they run here in the bench's own process; the cold start loads the built bundle in a
// fresh Node each time. Printed, never asserted.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BillDocument } from '@bookstore/domain';
import { HINDI_BUYER } from '../../tests/support/hindi-buyer';
import { renderBillPdf } from '../../functions/src/paper/render/bill-pdf';
import { renderParcelPaperPdf, type ParcelPaper } from '../../functions/src/paper/render/parcel-paper-pdf';
import { ROOT } from '../lib/paths';
import { kB, ms, percentile, type Figure } from './table';

const BILL: BillDocument = {
  kind: 'bill',
  number: 'BS/26-27/000123',
  financialYear: '2026-27',
  sequence: 123,
  issuedAt: '2026-11-26T10:00:00.000Z',
  orderId: 'benchorder',
  orderReference: '#1042',
  orderDate: '2026-11-25T10:00:00.000Z',
  seller: {
    legalName: 'Book Nook Traders LLP',
    address: '4 Park Street, Kolkata',
    gstin: '19AAPFU0939F1ZV',
    email: 'care@booknook.example',
    phone: '+91 98765 43210',
  },
  buyer: HINDI_BUYER,
  placeOfSupply: HINDI_BUYER.address.state,
  paymentMethod: 'cod',
  lines: [
    { title: 'गोदान: प्रेमचंद का उपन्यास', hsn: '4901', quantity: 2, ratePaise: 34_900, amountPaise: 69_800 },
    { title: 'The Lean Ledger', hsn: '4901', quantity: 1, ratePaise: 44_900, amountPaise: 44_900 },
    { title: 'Margins and Monsoons', hsn: '4901', quantity: 1, ratePaise: 39_900, amountPaise: 39_900 },
  ],
  exemptValuePaise: 154_600,
  shippingPaise: 4_900,
  codFeePaise: 2_500,
  totalPaise: 162_000,
};

const parcel = (n: number): ParcelPaper => ({
  orderReference: `#${1001 + n}`,
  orderDate: '2026-11-25T10:00:00.000Z',
  buyer: HINDI_BUYER,
  lines: BILL.lines.map(({ title, quantity }) => ({ title, quantity })),
  paymentMethod: n % 2 === 0 ? 'cod' : 'upi',
  collectPaise: n % 2 === 0 ? 162_000 : 0,
  awb: `DL${String(7_700_000_000 + n)}`,
  courier: 'Delhivery',
});
const SHOP = {
  shopName: 'Book Nook',
  legalName: 'Book Nook Traders LLP',
  address: '4 Park Street, Kolkata',
  phone: '+91 98765 43210',
};

async function timed(runs: number, draw: () => Promise<Buffer>): Promise<{ p50: number; bytes: number }> {
  await draw(); // the first draw reads the fonts from disk
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    bytes = (await draw()).length;
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), bytes };
}

/** The built API bundle required by a fresh Node, median of 5: what a cold start pays to load it. */
function bundleColdLoad(): string {
  const bundle = join(ROOT, 'functions', 'lib', 'index.js');
  if (!existsSync(bundle)) return 'not built';
  const script = `const t=performance.now();require(${JSON.stringify(bundle)});const loaded=Object.keys(require.cache).some((k)=>k.includes('/pdfkit/'));console.log(JSON.stringify({ms:performance.now()-t,loaded}))`;
  const runs = Array.from(
    { length: 5 },
    () =>
      JSON.parse(
        execFileSync(process.execPath, ['-e', script], {
          cwd: ROOT,
          encoding: 'utf8',
          env: { ...process.env, GCLOUD_PROJECT: 'demo-bookstore' },
        })
          .trim()
          .split('\n')
          .at(-1)!,
      ) as { ms: number; loaded: boolean },
  );
  const median = percentile(
    runs.map((run) => run.ms),
    50,
  );
  return `${ms(median)} (pdfkit ${runs.some((run) => run.loaded) ? 'loaded' : 'not loaded'})`;
}

export async function paperFigures(): Promise<Figure[]> {
  const bill = await timed(20, () => renderBillPdf(BILL));
  const day = await timed(5, () =>
    renderParcelPaperPdf(
      Array.from({ length: 20 }, (_, n) => parcel(n)),
      SHOP,
    ),
  );
  const full = await timed(3, () =>
    renderParcelPaperPdf(
      Array.from({ length: 100 }, (_, n) => parcel(n)),
      SHOP,
    ),
  );
  const row = (figure: string, small: string): Figure => ({ figure, small, large: '', target: '(printed)', met: null });
  return [
    row('Bill of supply PDF, 3 books (Hindi buyer): draw p50 of 20, size', `${ms(bill.p50)}, ${kB(bill.bytes)}`),
    row('Slips and labels, 20 parcels: draw p50 of 5, size', `${ms(day.p50)}, ${kB(day.bytes)}`),
    row('Slips and labels, 100 parcels (one print’s most): draw p50 of 3, size', `${ms(full.p50)}, ${kB(full.bytes)}`),
    row('API bundle cold load (require functions/lib/index.js), median of 5', bundleColdLoad()),
  ];
}
