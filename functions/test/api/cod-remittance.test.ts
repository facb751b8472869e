import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '@bookstore/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call, get } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { monthFigures } from '../../../tests/support/remittance-months';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { saveShopDetails } from '../../../tests/support/shop-details';
import { setStock } from '../../../tests/support/stock';

// Refused parcels are not returns, and cash is counted.

const store = useSeededStore();
let token: string;
beforeEach(async () => {
  token = await store.ownerToken();
  await setStock(100);
  await saveShopDetails(token);
});

const UPI = { vpa: 'booknook@okbank', payeeName: 'Book Nook', expiryHours: 24, merchant: false, merchantCode: '' };
const saveSettings = (changes: Partial<StoreSettings>) => saveShopDetails(token, { upi: UPI, ...changes });
const place = async (customer: Customer, overrides: Record<string, unknown> = {}) =>
  call('POST', '/orders/create-order', { token: customer.idToken, body: orderFor(customer, overrides) });
const move = (id: string, body: object) => call('PATCH', `/admin/orders/${id}/status`, { token, body });
const lookup = async (email: string) => (await get(`/admin/customers?email=${encodeURIComponent(email)}`, token)).body;

/** A COD order taken to delivered with this AWB; its id and total. */
async function deliveredWith(awb: string, customer?: Customer): Promise<{ id: string; total: number }> {
  const placed = await place(customer ?? (await createCustomer()));
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body._id as string;
  for (const body of [
    { status: 'confirmed' },
    { status: 'shipped', courier: 'delhivery', awb },
    { status: 'delivered' },
  ])
    expect((await move(id, body)).status).toBe(200);
  return { id, total: placed.body.totalPrice as number };
}

describe('refused parcels', () => {
  it('count per customer, and the owner can switch COD off for one customer (UPI only) and on again', async () => {
    await saveSettings({});
    const customer = await createCustomer();
    const first = (await place(customer)).body._id as string;
    await move(first, { status: 'confirmed' });
    await move(first, { status: 'shipped' });
    await move(first, { status: 'returned' });
    expect(await lookup(customer.email)).toMatchObject({ rtoCount: 1, codAllowed: true, codOffered: true });

    const off = await call('POST', '/admin/customers/cod', {
      token,
      body: { email: customer.email, codAllowed: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.customer).toMatchObject({ codAllowed: false, codOffered: false });
    const refused = await place(customer);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.paymentMethod).toBe('Cash on delivery is not available for your account.');
    expect((await place(customer, { paymentMethod: 'upi' })).status).toBe(201);

    await call('POST', '/admin/customers/cod', { token, body: { email: customer.email, codAllowed: true } });
    expect((await place(customer)).status).toBe(201);
  });

  it('a customer return is not an RTO; the shop’s RTO rule turns COD off by itself after N', async () => {
    await saveSettings({ cod: { ...DEFAULT_STORE_SETTINGS.cod, rtoLimit: 2 } });
    const customer = await createCustomer();
    const returned = await deliveredWith('RET0000001', customer);
    await move(returned.id, { status: 'returned' });
    expect((await lookup(customer.email)).rtoCount).toBe(0);
    for (const reason of ['rto', 'rto']) {
      const id = (await place(customer)).body._id as string;
      await move(id, { status: 'confirmed' });
      await move(id, { status: 'shipped' });
      expect((await move(id, { status: 'returned', returnReason: reason })).status).toBe(200);
    }
    expect(await lookup(customer.email)).toMatchObject({ rtoCount: 2, codAllowed: true, codOffered: false });
    expect((await place(customer)).body.errors.paymentMethod).toBe(
      'Cash on delivery is not available for your account.',
    );
  });

  it('refuses a bad switch and an unknown customer, writing nothing', async () => {
    for (const body of [{ email: 'x@example.com', codAllowed: 'no' }, { email: '<script>', codAllowed: false }, {}]) {
      expect((await call('POST', '/admin/customers/cod', { token, body })).status).toBe(400);
    }
    const unknown = await call('POST', '/admin/customers/cod', {
      token,
      body: { email: 'nobody@example.com', codAllowed: false },
    });
    expect(unknown.status).toBe(404);
    expect((await db.collection('customerOrders').get()).size).toBe(0);
  });
});

describe('cash from the courier', () => {
  const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
  /** Every order and settlement as stored, to prove a call changed nothing. */
  const everything = async () =>
    Promise.all(
      ['orders', 'orderSettlements', 'orderAudit', 'remittanceMonths'].map(async (name) =>
        (await db.collection(name).get()).docs.map((doc) => [doc.id, doc.data()]),
      ),
    );

  it('imports short, over and returned rows net of the courier’s deduction, lists the rest, and changes nothing the second time', async () => {
    const one = await deliveredWith('DL0000000001');
    const two = await deliveredWith('DL0000000002');
    const short = await deliveredWith('DL0000000003');
    const over = await deliveredWith('DL0000000005');
    // Delivered, then returned by the customer before the courier remitted: its cash is still owed.
    const returned = await deliveredWith('DL0000000006');
    expect((await move(returned.id, { status: 'returned', returnReason: 'customer-return' })).status).toBe(200);
    expect((await get(`/admin/orders/${returned.id}`, token)).body.cashPending).toBe(true);
    // Not in the file, but its AWB sorts between the file's: the lookup by ranges reads it and leaves it.
    const between = await deliveredWith('DL0000000007');
    const shipped = (await place(await createCustomer())).body._id as string;
    await move(shipped, { status: 'confirmed' });
    await move(shipped, { status: 'shipped', courier: 'delhivery', awb: 'DL0000000004' });
    const money = (rupees: number) => `"${inr(rupees)}"`;
    // A courier's export: a BOM, semicolons, CRLF, quoted headers in its own words and order, dates
    // day first, rupee amounts with separators, a blank row, odd references.
    const file = [
      '\uFEFF"UTR";"COD Amount";"AWB No.";"Remittance Date";"Courier"',
      `"<script>alert(1)</script>";${money(one.total)};dl0000000001;20/11/2026;Delhivery`,
      `=cmd|' /C calc'!A0;${money(two.total)};DL0000000002;2026-11-20;Delhivery`,
      ';;;;',
      `REF-3 $&;${money(short.total - 10.5)};DL0000000003;20-11-2026;Delhivery`,
      `REF-4;100.00;DL0000000004;20/11/2026;Delhivery`,
      `REF-5;100.00;DL9999999999;20/11/2026;Delhivery`,
      `REF-6;abc;DL0000000001;20/11/2026;Delhivery`,
      `REF-7;100.00;DL0000000002;31/02/2026;Delhivery`,
      `रेफ़-8 $';${money(over.total + 0.1)};DL0000000005;21/11/2026;Delhivery`,
      `REF-9;${money(returned.total - 45)};DL0000000006;21/11/2026;Delhivery`,
    ].join('\r\n');
    const first = await call('POST', '/admin/remittances/import', { token, body: { file } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const row = (line: number, order: { id: string; total: number }, amount: number, note?: string) => ({
      line,
      awb: expect.any(String),
      orderId: order.id,
      order: expect.stringMatching(/^#\d+$/),
      amount,
      due: order.total,
      deduction: Math.round((order.total - amount) * 100) / 100,
      ...(note ? { note } : {}),
    });
    expect(first.body.remitted).toEqual([
      row(2, one, one.total),
      row(3, two, two.total),
      row(5, short, short.total - 10.5, 'short by ₹10.50'),
      row(10, over, Math.round((over.total + 0.1) * 100) / 100, 'over by ₹0.10'),
      row(11, returned, returned.total - 45, 'short by ₹45.00'),
    ]);
    expect(first.body.mismatches).toEqual([
      {
        line: 6,
        awb: 'DL0000000004',
        orderId: shipped,
        problem: 'The order is shipped: only a delivered order’s cash is remitted.',
      },
      { line: 7, awb: 'DL9999999999', problem: 'No order was shipped with this AWB.' },
      { line: 8, awb: 'DL0000000001', problem: 'The amount is not an amount in rupees.' },
      { line: 9, awb: 'DL0000000002', problem: 'The date is not a date (2026-11-20 or 20/11/2026).' },
    ]);
    // Only the parcel the file does not list is left pending; the remitted list has all five.
    const pending = (await get('/admin/orders?cashPending=true', token)).body.orders;
    expect(pending.map((order: { _id: string }) => order._id)).toEqual([between.id]);
    const remitted = (await get('/admin/orders?cashPending=false', token)).body.orders;
    expect(remitted.map((order: { _id: string }) => order._id).sort()).toEqual(
      [one.id, two.id, short.id, over.id, returned.id].sort(),
    );
    // Two at a time, newest order first: the cursor walks the same five, none twice.
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await get(`/admin/orders?cashPending=false&limit=2${cursor ? `&cursor=${cursor}` : ''}`, token))
        .body;
      walked.push(...page.orders.map((order: { _id: string }) => order._id));
      cursor = page.nextCursor as string | null;
    } while (cursor);
    expect(walked).toEqual(remitted.map((order: { _id: string }) => order._id));
    expect((await get('/admin/orders?cashPending=true&cursor=nothing-here', token)).body.message).toBe(
      'cursor is not valid.',
    );
    const shortOrder = (await get(`/admin/orders/${short.id}`, token)).body;
    expect(shortOrder).toMatchObject({
      cashPending: false,
      remittance: { amount: short.total - 10.5, deduction: 10.5, date: '2026-11-20', reference: 'REF-3 $&' },
    });
    expect(shortOrder.history.at(-1)).toMatchObject({
      status: 'delivered',
      by: 'owner',
      note: `COD remitted: ${inr(short.total - 10.5)} on 2026-11-20, reference REF-3 $&; short by ₹10.50 (of ${inr(short.total)})`,
    });
    expect((await get(`/admin/orders/${over.id}`, token)).body.remittance).toMatchObject({
      deduction: -0.1,
      reference: "रेफ़-8 $'",
    });
    // The settlement is the owner's: the stored order keeps none of it.
    const stored = (await db.collection('orders').doc(one.id).get()).data()!;
    expect(stored).not.toHaveProperty('cashPending');
    expect(stored).not.toHaveProperty('remittance');
    expect(JSON.stringify(stored.history)).not.toContain('remitted');
    const settlement = (await db.collection('orderSettlements').doc(one.id).get()).data()!;
    expect(settlement.remittance).toMatchObject({ amount: one.total, reference: '<script>alert(1)</script>' });
    expect((await db.collection('orderSettlements').doc(two.id).get()).data()!.remittance.reference).toBe(
      "=cmd|' /C calc'!A0",
    );
    // The overview: Delhivery's parcels, remitted and deducted, in the month of their dates.
    const month = { couriers: await monthFigures('2026-11') };
    const paise = (rupees: number) => Math.round(rupees * 100);
    const received = [one.total, two.total, short.total - 10.5, over.total + 0.1, returned.total - 45];
    expect(month.couriers.delhivery).toEqual({
      parcels: 5,
      remittedPaise: received.reduce((sum, rupees) => sum + paise(rupees), 0),
      deductedPaise: paise(10.5) - paise(0.1) + paise(45),
    });

    const before = await everything();
    const again = await call('POST', '/admin/remittances/import', { token, body: { file } });
    expect(again.status).toBe(200);
    expect(again.body.remitted).toEqual([]);
    expect(again.body.mismatches.find((row: { line: number }) => row.line === 2).problem).toMatch(/^Already remitted/);
    expect(again.body.mismatches.find((row: { line: number }) => row.line === 11).problem).toBe(
      `Already remitted (${inr(returned.total - 45)} on 2026-11-21, reference REF-9).`,
    );
    expect(await everything()).toEqual(before);
  });

  it('imports a file beside a hand entry of the same parcel, at once, recording its cash once', async () => {
    const { id, total } = await deliveredWith('DL0000000001');
    const file = `AWB,Amount,Date,Reference\nDL0000000001,${total - 20},2026-11-20,FILE-1`;
    const [imported, byHand] = await Promise.all([
      call('POST', '/admin/remittances/import', { token, body: { file } }),
      call('POST', `/admin/orders/${id}/remittance`, { token, body: { date: '2026-11-20', reference: 'HAND-1' } }),
    ]);
    expect(imported.status).toBe(200);
    expect(imported.body.remitted.length + (byHand.status === 200 ? 1 : 0)).toBe(1);
    const settlement = (await db.collection('orderSettlements').doc(id).get()).data()!;
    expect(settlement.entries).toHaveLength(1);
    expect((await monthFigures('2026-11')).delhivery!.parcels).toBe(1);
  });

  it('refuses a file it cannot read, or without the columns, writing nothing', async () => {
    await deliveredWith('DL0000000001');
    const before = (await db.collection('orders').get()).docs.map((doc) => doc.data());
    for (const [file, message] of [
      ['', 'Choose the courier’s remittance file.'],
      [
        'AWB,Amount\nDL0000000001,10',
        'The file has no date, reference column. Its first row must name AWB, Amount, Date and Reference.',
      ],
      ['Name,City\nA,B', 'The first row must name the columns, such as AWB, Amount, Date and Reference.'],
    ] as const) {
      const response = await call('POST', '/admin/remittances/import', { token, body: { file } });
      expect(response.status, file).toBe(400);
      expect(response.body.errors.file).toBe(message);
    }
    expect((await call('POST', '/admin/remittances/import', { body: { file: 'AWB' } })).status).toBe(401);
    expect((await db.collection('orders').get()).docs.map((doc) => doc.data())).toEqual(before);
  });

  it('records one order’s cash by hand, once, for its amount or the whole total', async () => {
    const { id, total } = await deliveredWith('DL0000000001');
    const before = await everything();
    for (const [amount, message] of [
      [0, 'Amount must be greater than zero.'],
      [-5, 'Amount must be greater than zero.'],
      [10.555, 'Amount may have at most 2 decimals.'],
      ['100', 'Amount must be a number.'],
      [null, 'Amount is required.'],
    ] as const) {
      const bad = await call('POST', `/admin/orders/${id}/remittance`, {
        token,
        body: { date: '2026-11-21', reference: 'NEFT 1', amount },
      });
      expect(bad.status, String(amount)).toBe(400);
      expect(bad.body.errors).toEqual({ amount: message });
    }
    expect(await everything()).toEqual(before);

    const body = { date: '2026-11-21', reference: 'NEFT <script>', amount: total - 30 };
    const recorded = await call('POST', `/admin/orders/${id}/remittance`, { token, body });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.order).toMatchObject({
      cashPending: false,
      remittance: { amount: total - 30, deduction: 30, reference: 'NEFT <script>', date: '2026-11-21' },
    });
    expect(recorded.body.order.history.at(-1).note).toMatch(/; short by ₹30\.00 \(of ₹[\d,.]+\)$/);
    expect((await call('POST', `/admin/orders/${id}/remittance`, { token, body })).status).toBe(409);
    const bad = await call('POST', `/admin/orders/${id}/remittance`, {
      token,
      body: { date: '21/11/2026', reference: '' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['date', 'reference']);

    // Left out, the amount is the order's whole total; a returned delivered order is accepted.
    const returned = await deliveredWith('DL0000000002');
    await move(returned.id, { status: 'returned', returnReason: 'customer-return' });
    const whole = await call('POST', `/admin/orders/${returned.id}/remittance`, {
      token,
      body: { date: '2026-11-22', reference: 'NEFT 2' },
    });
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(whole.body.order.remittance).toMatchObject({ amount: returned.total, deduction: 0 });
    expect(whole.body.order.history.at(-1).note).toBe(
      `COD remitted: ${inr(returned.total)} on 2026-11-22, reference NEFT 2`,
    );
    expect((await call('POST', '/admin/orders/no-such-order/remittance', { token, body })).status).toBe(404);
  });
});

describe('the owner’s daily queue', () => {
  it('counts payments to check, orders to ship and cash pending, and moves with them', async () => {
    await saveSettings({});
    const queue = async () => (await get('/admin', token)).body.queue;
    expect(await queue()).toMatchObject({ paymentsToCheck: 0, ordersToShip: 0, cashPending: { count: 0, amount: 0 } });

    const customer = await createCustomer();
    const upi = (await place(customer, { paymentMethod: 'upi' })).body._id as string;
    await call('POST', `/orders/${upi}/payment`, { token: customer.idToken, body: { utr: '412345678901' } });
    const { id: delivered, total } = await deliveredWith('DL0000000001');
    const toShip = (await place(await createCustomer())).body._id as string;
    await move(toShip, { status: 'confirmed' });
    expect(await queue()).toMatchObject({
      paymentsToCheck: 1,
      ordersToShip: 1,
      cashPending: { count: 1, amount: total },
    });

    await move(upi, { status: 'confirmed' });
    await call('POST', `/admin/orders/${delivered}/remittance`, {
      token,
      body: { date: '2026-11-21', reference: 'NEFT 1' },
    });
    expect(await queue()).toMatchObject({ paymentsToCheck: 0, ordersToShip: 2, cashPending: { count: 0, amount: 0 } });
  });
});
