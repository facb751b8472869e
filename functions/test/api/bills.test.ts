import { FieldValue } from 'firebase-admin/firestore';
import { DEFAULT_STORE_SETTINGS, financialYear, LOCAL_MAIL, type StoreSettings } from '@bookstore/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smtpTransport } from '../../src/mail/transport/smtp-transport';
import { deliverMail } from '../../src/mail/outbox/mail-delivery';
import { deliverAndCatch } from '../../../tests/support/mail-delivered';
import { API, createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call, fetchChecked } from '../../../tests/support/http';
import { bookA, bookB, orderFor } from '../../../tests/support/orders';
import { pdfInfo, pdfText, requirePoppler } from '../../../tests/support/pdf-reading';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { setStock } from '../../../tests/support/stock';

// Bills of supply, credit notes, the parcels' paper and the accountant's register.

const store = useSeededStore();
const sender = { transport: smtpTransport(LOCAL_MAIL.smtpUri), from: LOCAL_MAIL.from };
let token: string;

// Numbers write the financial year short: BS/26-27/000001.
const YEAR = financialYear(new Date());
const FY = YEAR.slice(2);
const ODD = "$& $' <script>alert(1)</script> =cmd|' /C calc'!A0";
const SETTINGS: StoreSettings = {
  ...DEFAULT_STORE_SETTINGS,
  shopName: 'Book Nook',
  legalName: `Book Nook Traders ${ODD}`,
  address: '4 Park Street, Kolkata, West Bengal 700016',
  gstin: '19AAPFU0939F1ZV',
  supportEmail: 'care@booknook.example',
  supportPhone: '+91 98765 43210',
  upi: { vpa: 'booknook@okbank', payeeName: 'Book Nook', expiryHours: 24, merchant: false, merchantCode: '' },
  shipping: { ...DEFAULT_STORE_SETTINGS.shipping, flatCharge: 49 },
  cod: { ...DEFAULT_STORE_SETTINGS.cod, fee: 25.5 },
};
const HINDI = {
  name: 'राम कुमार शर्मा',
  address: { street: '१२, गांधी मार्ग', city: 'वाराणसी', state: 'उत्तर प्रदेश', zipcode: '221001', country: 'India' },
};
const HINDI_TITLE = 'गोदान: प्रेमचंद का उपन्यास';
// Read back as typed, reph and ि included, through each Devanagari run's ActualText (decision 044).
const READABLE_HINDI = ['राम कुमार शर्मा', 'गांधी मार्ग', 'वाराणसी', 'उत्तर प्रदेश', 'गोदान', 'प्रेमचंद का उपन्यास'];

beforeAll(() => requirePoppler());

beforeEach(async () => {
  token = await store.ownerToken();
  expect((await call('PUT', '/admin/settings', { token, body: SETTINGS })).status).toBe(200);
});

const subtotal = bookA.newPrice * 2 + bookB.newPrice;
const place = async (customer: Customer, paymentMethod: 'cod' | 'upi' = 'cod', overrides: object = {}) => {
  const charges = 49 + (paymentMethod === 'cod' ? 25.5 : 0);
  const placed = await call('POST', '/orders/create-order', {
    token: customer.idToken,
    body: orderFor(customer, { paymentMethod, totalPrice: subtotal + charges, ...overrides }),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body as { _id: string; number: number };
};
const move = async (id: string, body: object, status = 200) => {
  const moved = await call('PATCH', `/admin/orders/${id}/status`, { token, body });
  expect(moved.status, JSON.stringify(moved.body)).toBe(status);
  return moved.body.order;
};
const ship = (id: string, awb = `AWB${id.slice(0, 8).toUpperCase()}`) =>
  move(id, { status: 'shipped', courier: 'delhivery', awb });
/** A file from the API, as the owner unless another token (or none: null) is given. */
const download = (path: string, as: string | null = token) =>
  fetchChecked(`${API}${path}`, as ? { headers: { authorization: `Bearer ${as}` } } : {});
const pdfOf = async (path: string, as: string | null = token) => {
  const response = await download(path, as);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return { response, pdf: new Uint8Array(await response.arrayBuffer()) };
};
const mailsOf = async (orderId: string) =>
  (await db.collection('mail').where('orderId', '==', orderId).get()).docs.map((doc) => doc.data());

describe('the bill of supply', () => {
  it('is issued when a COD order ships, numbered for the financial year, and shows every field', async () => {
    const customer = await createCustomer();
    await db
      .collection('books')
      .doc(bookA.slug)
      .update({ title: `${HINDI_TITLE} ${ODD}`, updatedAt: FieldValue.serverTimestamp() });
    const order = await place(customer, 'cod', { name: HINDI.name, address: HINDI.address });
    const confirmed = await move(order._id, { status: 'confirmed' });
    expect(confirmed.bill).toBeUndefined();
    const shipped = await ship(order._id);
    expect(shipped.bill.number).toBe(`BS/${FY}/000001`);
    expect(shipped.history.at(-1).note).toContain(`Bill of Supply BS/${FY}/000001 issued`);

    const { response, pdf } = await pdfOf(`/admin/orders/${order._id}/bill`);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="BS-${FY}-000001.pdf"`);
    const text = pdfText(pdf);
    const flat = text.replace(/\s+/g, ' ');
    // CGST Rule 49(b): a serial number of at most 16 characters, as printed.
    const printed = /No\. (\S+)/.exec(flat)?.[1];
    expect(printed).toBe(`BS/${FY}/000001`);
    expect(printed!.length).toBeLessThanOrEqual(16);
    for (const expected of [
      'Bill of Supply',
      `BS/${FY}/000001`,
      `#${order.number}`,
      'Book Nook Traders',
      '4 Park Street, Kolkata, West Bengal 700016',
      'GSTIN: 19AAPFU0939F1ZV',
      ...READABLE_HINDI,
      '221001',
      `Place of supply: ${HINDI.address.state}`,
      bookB.title,
      '4901',
      'Shipping',
      '₹49.00',
      'COD fee',
      '₹25.50',
      'Rupees ',
      'Only',
      'bill of supply for exempt goods',
    ])
      expect(flat, expected).toContain(expected);
    // The odd text is printed as text: nothing of it was read as a pattern or as markup.
    expect(flat).toContain("$& $'");
    expect(flat).toContain('<script>alert(1)</script>');
    const total = (subtotal + 49 + 25.5).toLocaleString('en-IN', { minimumFractionDigits: 2 });
    expect(flat).toContain(`₹${total}`);
  });

  it('is issued when a UPI payment is marked paid, and shipping it later issues no second one', async () => {
    const customer = await createCustomer();
    const order = await place(customer, 'upi');
    expect(
      (await call('POST', `/orders/${order._id}/payment`, { token: customer.idToken, body: { utr: '412345678901' } }))
        .status,
    ).toBe(200);
    const paid = await move(order._id, { status: 'confirmed' });
    expect(paid.bill.number).toBe(`BS/${FY}/000001`);
    const shipped = await ship(order._id);
    expect(shipped.bill).toEqual(paid.bill);
    const text = pdfText((await pdfOf(`/orders/${order._id}/bill`, customer.idToken)).pdf);
    expect(text).toContain('UPI');
    expect(text).not.toContain('COD fee                ₹25.50');
    expect((await db.collection('bills').get()).size).toBe(1);
  });

  it('goes with the e-mail that announces the move, and the e-mail says so', async () => {
    const customer = await createCustomer();
    const order = await place(customer);
    await move(order._id, { status: 'confirmed' });
    await ship(order._id);
    const mails = await mailsOf(order._id);
    const shipped = mails.find((mail) => mail.orderStatus === 'shipped')!;
    expect(shipped.attachedBills).toEqual([`bill-${order._id}`]);
    expect(shipped.message.text).toContain(`Your bill of supply BS/${FY}/000001 is attached (PDF).`);
    expect(mails.find((mail) => mail.orderStatus === 'confirmed')!.attachedBills).toEqual([]);
  });

  it('is drawn and attached when its e-mail is sent, and a mail whose bill is missing waits to be retried', async () => {
    const customer = await createCustomer();
    const order = await place(customer);
    await move(order._id, { status: 'confirmed' });
    await ship(order._id);
    const shipped = (await db.collection('mail').where('orderId', '==', order._id).get()).docs.find(
      (doc) => doc.data().orderStatus === 'shipped',
    )!;
    const caught = await deliverAndCatch(shipped.id, sender, customer.email, /has shipped/);
    const source = await (await fetch(`${LOCAL_MAIL.inbox}/api/email/${encodeURIComponent(caught.id)}/source`)).text();
    expect(source).toContain(`Content-Type: application/pdf; name=BS-${FY}-000001.pdf`);

    const broken = db.collection('mail').doc();
    await broken.set({
      ...shipped.data(),
      attachedBills: ['bill-nosuchorder'],
      delivery: { ...shipped.data().delivery, state: 'PENDING', attempts: 0, info: null },
    });
    expect(await deliverMail(broken.id, sender)).toBe('retry');
    expect((await broken.get()).data()!.delivery.error).toBe('The bill-nosuchorder document to attach is missing.');
  });

  it('is the customer’s own to download: 404 for another customer, before it is issued, and 401 signed out', async () => {
    const customer = await createCustomer();
    const other = await createCustomer();
    const order = await place(customer);
    const early = await download(`/orders/${order._id}/bill`, customer.idToken);
    expect(early.status).toBe(404);
    expect(((await early.json()) as { message: string }).message).toMatch(
      /^No bill of supply has been issued for this order yet/,
    );
    await move(order._id, { status: 'confirmed' });
    await ship(order._id);
    expect((await download(`/orders/${order._id}/bill`, customer.idToken)).status).toBe(200);
    const theirs = await download(`/orders/${order._id}/bill`, other.idToken);
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { message: string }).message).toBe('Order not found.');
    expect((await download(`/orders/${order._id}/bill`, null)).status).toBe(401);
    expect((await download(`/admin/orders/${order._id}/bill`, customer.idToken)).status).toBe(401);
    expect((await download(`/admin/orders/nosuchorder0000000000/bill`)).status).toBe(404);
  });

  it('keeps the number of a bill issued before numbers were shortened, and the year’s counter runs on', async () => {
    const customer = await createCustomer();
    const old = await place(customer);
    await move(old._id, { status: 'confirmed' });
    await ship(old._id);
    // As an older store keeps a bill: the year written long, 17 characters.
    const oldNumber = `BS/${YEAR}/000001`;
    await db.collection('bills').doc(`bill-${old._id}`).update({ number: oldNumber });
    await db.collection('orders').doc(old._id).update({ 'bill.number': oldNumber });

    const next = await place(customer);
    await move(next._id, { status: 'confirmed' });
    expect((await ship(next._id)).bill.number).toBe(`BS/${FY}/000002`);
    const answer = await call('GET', `/admin/orders/${old._id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.bill.number).toBe(oldNumber);
    const { response, pdf } = await pdfOf(`/admin/orders/${old._id}/bill`);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="BS-${YEAR}-000001.pdf"`);
    expect(pdfText(pdf)).toContain(`No. ${oldNumber}`);
    const returned = await move(old._id, { status: 'returned', returnReason: 'rto' });
    expect(returned.creditNote.number).toBe(`CN/${FY}/000001`);
    const note = (await db.collection('bills').doc(`credit-note-${old._id}`).get()).data()!;
    expect(note.againstBill.number).toBe(oldNumber);
  });

  it('stays as issued when the shop’s details change later', async () => {
    const customer = await createCustomer();
    const order = await place(customer);
    await move(order._id, { status: 'confirmed' });
    await ship(order._id);
    const renamed = { ...SETTINGS, legalName: 'Another Name Pvt Ltd' };
    expect((await call('PUT', '/admin/settings', { token, body: renamed })).status).toBe(200);
    const text = pdfText((await pdfOf(`/admin/orders/${order._id}/bill`)).pdf);
    expect(text).toContain('Book Nook Traders');
    expect(text).not.toContain('Another Name');
  });

  it('gives 20 orders shipped at once 20 consecutive numbers, with no gap and none twice', async () => {
    await setStock(1000);
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await place(await createCustomer()));
    await Promise.all(orders.map((order) => move(order._id, { status: 'confirmed' })));
    const shipped = await Promise.all(orders.map((order) => ship(order._id)));
    const numbers = shipped.map((order) => order.bill.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `BS/${FY}/${String(i + 1).padStart(6, '0')}`));
    const stored = (await db.collection('bills').get()).docs.map((doc) => doc.data().sequence as number);
    expect(stored.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await db.collection('counters').doc(`bill-${YEAR}`).get()).data()).toEqual({ next: 21 });
  });
});

describe('the credit note', () => {
  it('reverses a returned parcel’s bill for the same amounts, in its own sequence', async () => {
    const customer = await createCustomer();
    const order = await place(customer);
    await move(order._id, { status: 'confirmed' });
    const shipped = await ship(order._id);
    const returned = await move(order._id, { status: 'returned', returnReason: 'rto' });
    expect(returned.creditNote.number).toBe(`CN/${FY}/000001`);
    expect(returned.bill).toEqual(shipped.bill);
    const bill = (await db.collection('bills').doc(`bill-${order._id}`).get()).data()!;
    const note = (await db.collection('bills').doc(`credit-note-${order._id}`).get()).data()!;
    for (const field of ['lines', 'exemptValuePaise', 'shippingPaise', 'codFeePaise', 'totalPaise', 'buyer', 'seller'])
      expect(note[field], field).toEqual(bill[field]);
    expect(note.againstBill).toEqual({ number: `BS/${FY}/000001`, issuedAt: bill.issuedAt.toDate().toISOString() });

    const { response, pdf } = await pdfOf(`/orders/${order._id}/credit-note`, customer.idToken);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="CN-${FY}-000001.pdf"`);
    const flat = pdfText(pdf).replace(/\s+/g, ' ');
    for (const expected of [
      'Credit Note',
      `CN/${FY}/000001`,
      `BS/${FY}/000001`,
      'Refused or undeliverable (RTO)',
      'Only',
    ])
      expect(flat, expected).toContain(expected);
    const returnedMail = (await mailsOf(order._id)).find((mail) => mail.orderStatus === 'returned')!;
    expect(returnedMail.attachedBills).toEqual([`credit-note-${order._id}`]);
  });

  it('is issued for a paid UPI order cancelled, and not for an order cancelled before its bill', async () => {
    const customer = await createCustomer();
    const unbilled = await place(customer);
    const cancelled = await move(unbilled._id, { status: 'cancelled' });
    expect(cancelled.bill).toBeUndefined();
    expect(cancelled.creditNote).toBeUndefined();
    expect((await download(`/admin/orders/${unbilled._id}/credit-note`)).status).toBe(404);

    const upi = await place(customer, 'upi');
    await call('POST', `/orders/${upi._id}/payment`, { token: customer.idToken, body: { utr: '512345678901' } });
    await move(upi._id, { status: 'confirmed' });
    const refunded = await move(upi._id, { status: 'cancelled' });
    expect(refunded.creditNote.number).toBe(`CN/${FY}/000001`);
    expect((await db.collection('bills').get()).size).toBe(2);
  });
});

describe('the register', () => {
  const register = (query: string) => download(`/admin/reports/bills?${query}`);

  it('lists the bills and credit notes of the range: BOM, quoted, formulas defused, credit notes negative', async () => {
    const customer = await createCustomer();
    const order = await place(customer, 'cod', { name: '=HYPERLINK("http://x")' });
    await move(order._id, { status: 'confirmed' });
    await ship(order._id);
    await move(order._id, { status: 'returned' });
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const response = await register(`from=${today}&to=${today}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="bills-${today}-to-${today}.csv"`);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(
      csv.startsWith('\uFEFF"number","date","buyer","state","exemptValue","shipping","codFee","total","type"'),
    ).toBe(true);
    const rows = csv.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(2);
    const total = String(subtotal + 49 + 25.5);
    expect(rows[0]).toContain(`"BS/${FY}/000001"`);
    expect(rows[0]).toContain(
      `"'=HYPERLINK(""http://x"")","Karnataka","${subtotal}","49","25.5","${total}","Bill of Supply"`,
    );
    expect(rows[1]).toContain(`"CN/${FY}/000001"`);
    expect(rows[1]).toContain(
      `"-${subtotal}","-49","-25.5","-${total}","Credit Note","#${order.number}","BS/${FY}/000001"`,
    );
  });

  it('shows a coupon’s discount as its own line on the bill and in the register, the total after it (rule 49(g))', async () => {
    const made = await call('POST', '/admin/coupons', { token, body: { code: 'BOOKFAIR', kind: 'fixed', value: 100 } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const customer = await createCustomer();
    const order = await place(customer, 'cod', { couponCode: 'bookfair', totalPrice: subtotal + 49 + 25.5 - 100 });
    expect(order).toMatchObject({ discount: 100, couponCode: 'BOOKFAIR' });
    await move(order._id, { status: 'confirmed' });
    await ship(order._id);
    const flat = pdfText((await pdfOf(`/admin/orders/${order._id}/bill`)).pdf).replace(/\s+/g, ' ');
    const total = (subtotal + 49 + 25.5 - 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
    expect(flat).toContain('Discount (coupon BOOKFAIR) -₹100.00');
    expect(flat).toContain(`Total ₹${total}`);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const csv = await (await register(`from=${today}&to=${today}`)).text();
    const row = csv.trim().split('\r\n').at(-1)!;
    expect(row).toContain(`"${subtotal}","49","25.5","${subtotal + 49 + 25.5 - 100}","Bill of Supply"`);
    expect(row.endsWith('"100"')).toBe(true);
    // The statistics count the discount in the month its bill was issued.
    const month = (await call('GET', '/admin', { token })).body.monthlySales.at(-1);
    expect(month.discounts).toBe(100);
  });

  it('is empty outside the range, and refuses a range that runs backwards', async () => {
    const empty = await register('from=2020-04-01&to=2021-03-31');
    expect(empty.status).toBe(200);
    expect((await empty.text()).trim().split('\r\n')).toHaveLength(1);
    const backwards = await register('from=2026-03-31&to=2026-03-01');
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { errors: unknown }).errors).toEqual({
      to: 'The To date must not be before the From date.',
    });
    expect((await download('/admin/reports/bills?from=2026-03-01&to=2026-03-31', null)).status).toBe(401);
  });
});

describe('packing slips and labels', () => {
  const paperwork = (body: unknown) =>
    fetchChecked(`${API}/admin/orders/paperwork`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('prints the chosen orders: a slip each, then a sheet of labels with COD amounts, PREPAID and AWBs', async () => {
    // Three shoppers: one person's open orders may hold at most 5 copies of a book.
    const [codShopper, upiShopper] = [await createCustomer(), await createCustomer()];
    const cod = await place(codShopper, 'cod', { name: HINDI.name, address: HINDI.address });
    await move(cod._id, { status: 'confirmed' });
    await ship(cod._id, 'DL1234567890');
    const upi = await place(upiShopper, 'upi', {
      address: { ...orderFor(upiShopper).address, zipcode: '110001', state: 'Delhi', city: 'New Delhi' },
    });
    await call('POST', `/orders/${upi._id}/payment`, { token: upiShopper.idToken, body: { utr: '612345678901' } });
    await move(upi._id, { status: 'confirmed' });
    const pending = await place(await createCustomer());

    const response = await paperwork({ orderIds: [cod._id, upi._id, pending._id] });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="parcels-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(Number(pdfInfo(pdf).Pages)).toBe(4);
    const flat = pdfText(pdf).replace(/\s+/g, ' ');
    for (const expected of [
      `#${cod.number}`,
      `#${upi.number}`,
      `#${pending.number}`,
      'राम कुमार',
      '221001',
      '110001',
      '560001',
      'PREPAID',
      `₹${(subtotal + 74.5).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
      'DL1234567890',
      bookB.title,
      'Book Nook',
      '4 Park Street, Kolkata, West Bengal 700016',
    ])
      expect(flat, expected).toContain(expected);
  });

  it('prints every confirmed order, and only those', async () => {
    const [first, second, third] = [
      await place(await createCustomer()),
      await place(await createCustomer()),
      await place(await createCustomer()),
    ];
    await move(first._id, { status: 'confirmed' });
    await move(third._id, { status: 'confirmed' });
    const response = await paperwork({ allConfirmed: true });
    expect(response.status).toBe(200);
    const flat = pdfText(new Uint8Array(await response.arrayBuffer())).replace(/\s+/g, ' ');
    expect(flat).toContain(`#${first.number}`);
    expect(flat).toContain(`#${third.number}`);
    expect(flat).not.toContain(`#${second.number}`);
  });

  it('refuses a body it cannot print, with a message, and prints nothing', async () => {
    const customer = await createCustomer();
    const order = await place(customer);
    const cases: Array<[unknown, number, string]> = [
      [{}, 400, 'Choose at least one order.'],
      [{ orderIds: [] }, 400, 'Choose at least one order.'],
      [{ orderIds: [order._id], allConfirmed: true }, 400, 'Choose some orders, or all confirmed ones, not both.'],
      [{ orderIds: [order._id, order._id] }, 400, 'Each order at most once.'],
      [{ orderIds: Array.from({ length: 101 }, (_, i) => `order${i}`) }, 400, 'Print at most 100 orders at once.'],
      [{ orderIds: ['__x__'] }, 400, 'An order id is not valid.'],
      [{ orderIds: ['nosuchorder0000000000'] }, 400, 'No such order: nosuchorder0000000000.'],
      [{ allConfirmed: 'yes' }, 400, 'allConfirmed must be true or false.'],
      [{ allConfirmed: true }, 400, 'No order is confirmed and waiting to be packed.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await paperwork(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(await response.json()), JSON.stringify(body)).toContain(message);
    }
    await move(order._id, { status: 'cancelled' });
    const cancelled = await paperwork({ orderIds: [order._id] });
    expect(cancelled.status).toBe(409);
    expect(((await cancelled.json()) as { message: string }).message).toBe(
      `These orders have no parcel to pack: #${order.number} (cancelled).`,
    );
  });
});
