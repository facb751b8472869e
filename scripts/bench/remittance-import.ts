import { LOCAL_URLS, REMITTANCE_IMPORT_LIMITS, type RemittanceImportResult } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { API_TIMEOUT_SECONDS } from '../../functions/src/config';
import { collections } from '../../functions/src/db/collections';
import type { Figure } from './table';

// A courier's remittance file of 5,000 parcels (the import's limit), sent through
// Hosting as the owner's browser sends it: Hosting gives a rewritten function 60 s, and the
// function's own limit is the same (API_TIMEOUT_SECONDS, decisions 047 and 068). Every tenth
// row is short by ₹35 (the courier's charges), as real files are. Then the same file again,
// which records nothing.

const ROWS = REMITTANCE_IMPORT_LIMITS.rows;
const awbOf = (n: number) => `BENCHRM${String(n).padStart(6, '0')}`;

/** 5,000 delivered COD orders with their settlements, written straight to Firestore in batches. */
async function deliveredOrders(): Promise<void> {
  const firestore = collections.orders().firestore;
  const at = Timestamp.now();
  for (let start = 0; start < ROWS; start += 200) {
    const batch = firestore.batch();
    for (let n = start; n < Math.min(ROWS, start + 200); n++) {
      const id = `bench-remit-${n}`;
      batch.set(firestore.collection('orders').doc(id), {
        name: 'Bench Shopper',
        email: `bench-remit-${n}@example.com`,
        phone: '+91 98765 43210',
        address: { street: '1 Road', city: 'Pune', country: 'India', state: 'Maharashtra', zipcode: '411001' },
        products: [],
        productIds: [],
        paymentMethod: 'cod',
        subtotal: 450,
        shippingCharge: 40,
        codFee: 25,
        totalPrice: 515,
        status: 'delivered',
        history: [],
        createdAt: at,
        shipment: { courier: 'delhivery', awb: awbOf(n), trackingUrl: '' },
      });
      batch.set(firestore.collection('orderSettlements').doc(id), {
        cashPending: true,
        codAmount: 515,
        orderCreatedAt: at,
        courier: 'delhivery',
        entries: [],
      });
    }
    await batch.commit();
  }
}

function remittanceFile(): string {
  const rows = Array.from(
    { length: ROWS },
    (_, n) => `${awbOf(n)},${n % 10 === 0 ? '480.00' : '515.00'},20/11/2026,NEFT-BENCH-${Math.floor(n / 500)}`,
  );
  return ['AWB No.,COD Amount,Remittance Date,UTR', ...rows].join('\r\n');
}

async function importOnce(file: string, token: string): Promise<{ seconds: number; result: RemittanceImportResult }> {
  const started = performance.now();
  const response = await fetch(`${LOCAL_URLS.api}/admin/remittances/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ file }),
  });
  if (!response.ok) throw new Error(`Remittance import: HTTP ${response.status} ${await response.text()}`);
  const result = (await response.json()) as RemittanceImportResult;
  return { seconds: (performance.now() - started) / 1000, result };
}

export async function remittanceImportTime(token: string, log: (text: string) => void): Promise<Figure[]> {
  log(`Remittance import: ${ROWS.toLocaleString('en')} delivered COD orders, then their courier's file, twice…`);
  await deliveredOrders();
  const file = remittanceFile();
  const first = await importOnce(file, token);
  const short = first.result.remitted.filter((row) => row.note === 'short by ₹35.00').length;
  if (first.result.remitted.length !== ROWS || short !== ROWS / 10)
    throw new Error(
      `Remittance import recorded ${first.result.remitted.length} of ${ROWS} (${short} short); mismatches: ${JSON.stringify(first.result.mismatches.slice(0, 3))}`,
    );
  const again = await importOnce(file, token);
  if (again.result.remitted.length !== 0 || again.result.mismatches.length !== ROWS)
    throw new Error(`The second import recorded ${again.result.remitted.length} rows: it should record none.`);
  const target = `< ${API_TIMEOUT_SECONDS} s (Hosting's limit and the function's own)`;
  return [
    {
      figure: `Remittance import, ${ROWS.toLocaleString('en')} rows (${short} short)`,
      small: '',
      large: `${first.seconds.toFixed(1)} s`,
      target,
      met: first.seconds < 60,
    },
    {
      figure: 'The same file again (nothing recorded)',
      small: '',
      large: `${again.seconds.toFixed(1)} s`,
      target,
      met: again.seconds < 60,
    },
  ];
}
