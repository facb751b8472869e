import { ORDERS_CSV_COLUMNS } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminToken, signWithLocalSecret } from '../../../tests/support/admin';
import { API, createCustomer, db, resetEmulators } from '../../../tests/support/emulators';
import { snapshotFirestore } from '../../../tests/support/firestore-snapshot';
import { fetchChecked, get } from '../../../tests/support/http';

// Orders are written with fixed createdAt instants through the Admin SDK, as an order placed then
// would have been stored: the checkout stamps the present, and these tests are about the calendar.

interface Line {
  title: string;
  price: number;
  quantity: number;
}

async function storedOrder(id: string, at: string, lines: Line[], fields: Record<string, unknown> = {}) {
  const createdAt = Timestamp.fromDate(new Date(at));
  await db
    .collection('orders')
    .doc(id)
    .set({
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      address: { street: '12 MG Road', city: 'Bengaluru', country: 'India', state: 'Karnataka', zipcode: '560001' },
      products: lines.map((line, i) => ({ productId: `book-${i}`, ...line })),
      productIds: lines.map((_line, i) => `book-${i}`),
      totalPrice: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
      status: 'pending',
      history: [{ status: 'pending', at: createdAt, by: 'asha@example.com' }],
      createdAt,
      ...fields,
    });
}

const one = (title: string, price = 100, quantity = 1): Line[] => [{ title, price, quantity }];

const ODD = "$& $' <script>alert(1)</script> पुस्तक फटी\nदूसरी पंक्ति";
/** A return request of one copy of the first line's book, as the order stores it. */
const returnOf = (id: string, reason: string, state: string, note: string) => ({
  id,
  items: [{ productId: 'book-0', title: 'The Salt Road', quantity: 1, price: 349.5 }],
  reason,
  note,
  state,
  requestedAt: Timestamp.fromDate(new Date('2026-03-24T10:00:00+05:30')),
  refund: state === 'received' ? 349.5 : 0,
});

async function exportOrders(query: string, token?: string): Promise<Response> {
  return fetchChecked(`${API}/admin/orders/export?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The file's rows, header first, as a spreadsheet reads them. */
async function exportedRows(query: string): Promise<string[][]> {
  const response = await exportOrders(query, await adminToken());
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
  expect(text.endsWith('\r\n')).toBe(true);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const idsOf = (rows: string[][]) => [...new Set(rows.slice(1).map((row) => row[0]))];

beforeEach(async () => {
  await resetEmulators();
});

describe('GET /api/admin/orders/export', () => {
  it('gives one row per order line, oldest order first, at the prices the orders recorded', async () => {
    // Placed by UPI: a number and its charges; returned and partly refunded.
    const refundedAt = Timestamp.fromDate(new Date('2026-03-25T10:00:00+05:30'));
    await storedOrder('later', '2026-03-20T10:00:00+05:30', one('The Salt Road', 349.5, 2), {
      status: 'returned',
      number: 1042,
      paymentMethod: 'upi',
      subtotal: 699,
      shippingCharge: 40,
      codFee: 0,
      totalPrice: 739,
      refundOwed: 739,
      refunds: [
        { amount: 100.1, method: 'upi', reference: '412345678901', refundedAt },
        { amount: 0.2, method: 'cash', reference: 'Receipt 7', refundedAt },
      ],
      refundOutstanding: 638.7,
      // One copy came back, a second request was declined; the customer's words as typed.
      returns: [returnOf('r1', 'damaged', 'received', ODD), returnOf('r2', 'changed-my-mind', 'declined', '')],
    });
    await storedOrder('cancelled', '2026-03-10T12:00:00+05:30', one('Cancelled Book', 200), {
      status: 'cancelled',
      cancelRequest: { reason: 'found-cheaper', note: `=cmd ${ODD}`, at: refundedAt },
    });
    await storedOrder(
      'earlier',
      '2026-03-05T09:15:30+05:30',
      [
        { title: 'गोदान', price: 0.1, quantity: 3 },
        { title: '=HYPERLINK("http://x","y")', price: 1299.99, quantity: 7 },
      ],
      {
        name: 'Verma, Asha "AV"',
        email: 'av@example.com',
        address: { street: '1 Road', city: 'Pune', country: 'India', state: 'Maharashtra', zipcode: '411001' },
      },
    );

    const response = await exportOrders('from=2026-03-01&to=2026-03-31', await adminToken());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="orders-2026-03-01-to-2026-03-31.csv"',
    );

    const header =
      'orderId,date,status,customer,email,city,state,zipcode,book,quantity,price,lineTotal,orderNumber,payment,subtotal,shipping,codFee,orderTotal,refundOwed,refunded,refundOutstanding,cancelReason,cancelNote,returnedCopies,returnRequests';
    expect(await exportedRows('from=2026-03-01&to=2026-03-31')).toEqual([
      header.split(','),
      // prettier-ignore
      ['earlier', '2026-03-05T09:15:30+05:30', 'pending', 'Verma, Asha "AV"', 'av@example.com', 'Pune', 'Maharashtra', '411001', 'गोदान', '3', '0.1', '0.3', '', 'cod', '9100.23', '0', '0', '9100.23', '0', '0', '0', '', '', '0', ''],
      // prettier-ignore
      ['earlier', '2026-03-05T09:15:30+05:30', 'pending', 'Verma, Asha "AV"', 'av@example.com', 'Pune', 'Maharashtra', '411001', '\'=HYPERLINK("http://x","y")', '7', '1299.99', '9099.93', '', 'cod', '9100.23', '0', '0', '9100.23', '0', '0', '0', '', '', '0', ''],
      // The customer's note starts with "=": a spreadsheet would run it, so it is kept as text.
      // prettier-ignore
      ['cancelled', '2026-03-10T12:00:00+05:30', 'cancelled', 'Asha Verma', 'asha@example.com', 'Bengaluru', 'Karnataka', '560001', 'Cancelled Book', '1', '200', '200', '', 'cod', '200', '0', '0', '200', '0', '0', '0', 'I found it cheaper elsewhere', `'=cmd ${ODD}`, '0', ''],
      // Two refunds of ₹100.10 and ₹0.20: 100.3, summed in paise.
      // prettier-ignore
      ['later', '2026-03-20T10:00:00+05:30', 'returned', 'Asha Verma', 'asha@example.com', 'Bengaluru', 'Karnataka', '560001', 'The Salt Road', '2', '349.5', '699', '#1042', 'upi', '699', '40', '0', '739', '739', '100.3', '638.7', '', '', '1', `received: 1 × Damaged: ${ODD}; declined: 1 × Changed my mind`],
    ]);
  });

  it('takes whole days of the store calendar (IST), both ends included', async () => {
    await storedOrder('from-midnight', '2026-03-01T00:00:00+05:30', one('In: the first instant of from'));
    await storedOrder('before-from', '2026-02-28T23:59:59.999+05:30', one('Out: the last instant before from'));
    await storedOrder('to-2359', '2026-03-31T23:59:00+05:30', one('In: 23:59 IST on to'));
    await storedOrder('to-last-ms', '2026-03-31T23:59:59.999+05:30', one('In: the last instant of to'));
    await storedOrder('after-to', '2026-04-01T00:00:00+05:30', one('Out: midnight IST after to'));
    // 31 March in UTC, already 1 April in India.
    await storedOrder('utc-march', '2026-03-31T20:00:00Z', one('Out: 31 March only in UTC'));
    // 28 February in UTC, already 1 March in India.
    await storedOrder('utc-february', '2026-02-28T19:00:00Z', one('In: 28 February only in UTC'));

    const rows = await exportedRows('from=2026-03-01&to=2026-03-31');
    expect(idsOf(rows)).toEqual(['from-midnight', 'utc-february', 'to-2359', 'to-last-ms']);
    expect(rows[1]![1]).toBe('2026-03-01T00:00:00+05:30');
    expect(rows[2]![1]).toBe('2026-03-01T00:30:00+05:30');

    // One day, and a range with no orders: the header alone.
    expect(idsOf(await exportedRows('from=2026-04-01&to=2026-04-01'))).toEqual(['after-to', 'utc-march']);
    expect(await exportedRows('from=2025-01-01&to=2025-12-31')).toEqual([[...ORDERS_CSV_COLUMNS]]);
  });

  it.each([
    ['to=2026-03-31', 'From date is required.'],
    ['from=2026-03-01', 'To date is required.'],
    ['from=2026-03-01&to=31-03-2026', 'To date must be a date written YYYY-MM-DD.'],
    ['from=2026-02-30&to=2026-03-31', 'From date is not a real date.'],
    ['from=1999-12-01&to=2026-03-31', 'From date must be in the years 2000 to 9999.'],
    ['from=2026-04-01&to=2026-03-31', 'The To date must not be before the From date.'],
    ['from=2026-03-01&from=2026-03-02&to=2026-03-31', 'From date must be a date written YYYY-MM-DD.'],
  ])('refuses %s with 400 and the schema’s message, changing nothing', async (query, message) => {
    const token = await adminToken();
    await storedOrder('kept', '2026-03-10T12:00:00+05:30', one('Kept'));
    const before = await snapshotFirestore();
    const response = await get(`/admin/orders/export?${query}`, token);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('is for the owner only', async () => {
    const range = 'from=2026-03-01&to=2026-03-31';
    expect((await exportOrders(range)).status).toBe(401);
    expect([401, 403]).toContain((await exportOrders(range, (await createCustomer()).idToken)).status);
    const staff = signWithLocalSecret({ role: 'staff' }, { subject: 'owner', expiresIn: 600 });
    expect((await exportOrders(range, staff)).status).toBe(403);
  });
});
