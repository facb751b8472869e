import { fromPaise, LOCAL_MAIL, toPaise, type Order } from '@bookstore/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '../../src/mail/transport/smtp-transport';
import { deliverAndCatch } from '../../../tests/support/mail-delivered';
import { API, createCustomer, db } from '../../../tests/support/emulators';
import { call, fetchChecked, get } from '../../../tests/support/http';
import { pdfText, requirePoppler } from '../../../tests/support/pdf-reading';
import { bookA, bookB } from '../../../tests/support/orders';
import {
  CHARGES,
  mailsOf,
  ownersOrder,
  saveShopSettings,
  storedState,
  useStockedShop,
} from '../../../tests/support/refunds';
import {
  allMailText,
  BANK,
  decide,
  deliveredDaysAgo,
  deliveredOrder,
  ONE_B,
  requested,
  requestReturn,
  TWO_A,
  UPI_ID,
} from '../../../tests/support/returns';
import { salesFigures, stockOf } from '../../../tests/support/stock';

// A customer's return after delivery. Requests inside the window only, for books
// of the order not already asked for; the owner's approval (with a pickup) or decline, both
// e-mailed; the parcel received: the books restocked, a credit note for their part, their
// refund owed; the last books move the order to returned. Where a COD refund goes is the
// owner's alone. The limits at both doors: return-requests-doors.test.ts.

const shop = useStockedShop({ saveBeforeEach: true });
let token: string;
// Runs after the shop's own beforeAll, which registered first.
beforeAll(() => {
  token = shop.token();
});

const sender = { transport: smtpTransport(LOCAL_MAIL.smtpUri), from: LOCAL_MAIL.from };
beforeAll(() => requirePoppler());
/** A file from the API as `as` (null: signed out). */
const download = (path: string, as: string | null) =>
  fetchChecked(`${API}${path}`, as ? { headers: { authorization: `Bearer ${as}` } } : {});

const ODD = "$& $' <script>alert(1)</script> =cmd|' /C calc'!A0 पुस्तक फटी हुई है";
const myOrders = async (customer: { email: string; idToken: string }) =>
  (await get(`/orders/email/${encodeURIComponent(customer.email)}`, customer.idToken)).body as Order[];
const queueCount = async () => (await get('/admin', token)).body.queue.returnRequests as number;

describe('asking for a return', () => {
  it('takes one of two books of a delivered COD order within the window, and keeps the UPI ID from the customer’s answers', async () => {
    const { order, customer } = await deliveredOrder(token);
    const queued = await queueCount();
    const request = await requested(customer, order._id, { items: ONE_B, note: ODD, refundTo: { upiId: UPI_ID } });
    expect(request).toMatchObject({
      items: [{ productId: bookB.slug, title: bookB.title, quantity: 1, price: bookB.newPrice }],
      reason: 'damaged',
      note: ODD.trim(),
      state: 'requested',
      refund: 0,
      refundTo: 'UPI ID ending …bank',
    });
    expect(request.id).toMatch(/^[A-Za-z0-9]{10,}$/);

    const [mine] = await myOrders(customer);
    expect(mine).toMatchObject({ status: 'delivered', returns: [request] });
    expect(JSON.stringify(mine)).not.toContain(UPI_ID);
    // The order document its customer may read from Firestore holds no more than the hint.
    expect(JSON.stringify((await db.collection('orders').doc(order._id).get()).data())).not.toContain(UPI_ID);
    // The owner reads it whole, and counts it in the daily queue.
    const owners = await ownersOrder(token, order._id);
    expect(owners.returns![0]!.refundToDetails).toEqual({ upiId: UPI_ID });
    expect(await queueCount()).toBe(queued + 1);
    const listed = await get('/admin/orders?returnsOpen=true&limit=100', token);
    expect((listed.body.orders as Order[]).map((o) => o._id)).toContain(order._id);
  });

  it('takes a bank account for a COD refund (IFSC in capitals) and a UPI order without one', async () => {
    const { order, customer } = await deliveredOrder(token);
    const request = await requested(customer, order._id, { items: TWO_A, refundTo: BANK });
    expect(request.refundTo).toBe('account ending …9012');
    expect((await ownersOrder(token, order._id)).returns![0]!.refundToDetails).toEqual({
      ...BANK,
      ifsc: 'HDFC0001234',
    });
    const upi = await deliveredOrder(token, 'upi');
    const upiRequest = await requested(upi.customer, upi.order._id, { items: ONE_B, reason: 'changed-my-mind' });
    expect(upiRequest).not.toHaveProperty('refundTo');
  });

  it('refuses outside the window, with returns off, before delivery, and another customer’s order, changing nothing', async () => {
    const { order, customer } = await deliveredOrder(token);
    const body = { items: ONE_B, reason: 'damaged', note: '', refundTo: { upiId: UPI_ID } };
    await deliveredDaysAgo(order._id, 6.9);
    expect((await requestReturn(customer, order._id, body)).status).toBe(201);

    const late = await deliveredOrder(token);
    await deliveredDaysAgo(late.order._id, 7.1);
    const before = await storedState(late.order._id);
    const closed = await requestReturn(late.customer, late.order._id, body);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(
      /^The return window closed on .+: returns are taken within 7 days of delivery\.$/,
    );
    expect(await storedState(late.order._id)).toEqual(before);

    await saveShopSettings(token, { returnWindowDays: 0 });
    const off = await deliveredOrder(token);
    const refused = await requestReturn(off.customer, off.order._id, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This shop does not take returns.');
    await saveShopSettings(token);

    const shipped = (await deliveredOrder(token)).order;
    const other = await createCustomer();
    expect((await requestReturn(other, shipped._id, body)).status).toBe(404);
    expect((await requestReturn(other, 'no-such-order', body)).status).toBe(404);
  });

  it('refuses books not in the order, more copies than bought, and the same books twice', async () => {
    const { order, customer } = await deliveredOrder(token);
    const ask = (items: unknown) =>
      requestReturn(customer, order._id, { items, reason: 'wrong-book', note: '', refundTo: { upiId: UPI_ID } });
    const notIn = await ask([{ productId: 'not-in-this-order', quantity: 1 }]);
    expect(notIn.status).toBe(409);
    expect(notIn.body.message).toBe('The book not-in-this-order is not in this order.');
    const tooMany = await ask([{ productId: bookA.slug, quantity: 3 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(`You bought 2 of “${bookA.title}”: at most 2 more can be returned.`);

    expect((await ask([{ productId: bookA.slug, quantity: 1 }])).status).toBe(201);
    const again = await ask(TWO_A);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `You bought 2 of “${bookA.title}” and 1 already in a return request: at most 1 more can be returned.`,
    );
    expect((await ask([{ productId: bookA.slug, quantity: 1 }])).status).toBe(201);
    const twice = await ask([{ productId: bookA.slug, quantity: 1 }]);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(`Every copy of “${bookA.title}” is in a return request already.`);
  });

  it('refuses bad input with a message per field, changing nothing', async () => {
    const { order, customer } = await deliveredOrder(token);
    const before = await storedState(order._id);
    const good = { items: ONE_B, reason: 'damaged', note: '', refundTo: { upiId: UPI_ID } };
    for (const [body, field] of [
      [{ ...good, items: [] }, 'items'],
      [{ ...good, items: [{ productId: bookB.slug, quantity: 0 }] }, 'items[0].quantity'],
      [{ ...good, items: [...ONE_B, ...ONE_B] }, 'items'],
      [{ ...good, reason: 'bored' }, 'reason'],
      [{ ...good, note: 'x'.repeat(1001) }, 'note'],
      [{ ...good, note: 'broken \ud800 text' }, 'note'],
      [{ ...good, refundTo: { upiId: 'not a upi id' } }, 'refundTo.upiId'],
      [{ ...good, refundTo: { ...BANK, ifsc: 'HDFC1234' } }, 'refundTo.ifsc'],
      [{ ...good, refundTo: { ...BANK, accountNumber: '12ab' } }, 'refundTo.accountNumber'],
      [{ ...good, refundTo: { accountName: 'Asha' } }, 'refundTo.accountNumber'],
      [{ ...good, refundTo: undefined }, 'refundTo'],
    ] as const) {
      const refused = await requestReturn(customer, order._id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors, JSON.stringify(refused.body)).toHaveProperty([field]);
    }
    const upi = await deliveredOrder(token, 'upi');
    const withAccount = await requestReturn(upi.customer, upi.order._id, good);
    expect(withAccount.status).toBe(400);
    expect(withAccount.body.errors).toHaveProperty('refundTo');
    expect(await storedState(order._id)).toEqual(before);
  });
});

describe('the owner’s decision and the parcel received', () => {
  it('approves with a pickup and declines with a reason, both e-mailed without the refund’s account', async () => {
    const { order, customer } = await deliveredOrder(token);
    const first = await requested(customer, order._id, { items: ONE_B, refundTo: { upiId: UPI_ID } });
    const second = await requested(customer, order._id, { items: TWO_A, refundTo: { upiId: UPI_ID } });

    const noReason = await decide(token, second.id, { decision: 'decline' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty('reason');
    const halfPickup = await decide(token, first.id, { decision: 'approve', courier: 'delhivery' });
    expect(halfPickup.status).toBe(400);
    expect((await decide(token, 'no-such-request', { decision: 'approve' })).status).toBe(404);
    const early = await decide(token, first.id, { decision: 'received' });
    expect(early.status).toBe(409);

    const approved = await decide(token, first.id, { decision: 'approve', courier: 'delhivery', awb: 'rp123456' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.order.returns[0]).toMatchObject({
      state: 'approved',
      pickup: { courier: 'delhivery', awb: 'RP123456' },
    });
    const declined = await decide(token, second.id, { decision: 'decline', reason: ODD });
    expect(declined.status).toBe(200);
    expect(declined.body.order.returns[1]).toMatchObject({ state: 'declined', decisionReason: ODD.trim() });
    expect((await decide(token, second.id, { decision: 'approve' })).status).toBe(409);

    const mails = await mailsOf(order._id, 'return-request');
    expect(mails.map((mail) => mail.message.subject)).toEqual([
      expect.stringMatching(/^Your return is approved: order #\d+/),
      expect.stringMatching(/^Your return request is declined: order #\d+/),
    ]);
    expect(mails[0]!.message.text).toContain('AWB RP123456');
    // The owner's words read as written in the text, escaped in the HTML.
    expect(mails[1]!.message.text).toContain(ODD.trim());
    expect(mails[1]!.message.html).toContain('&lt;script&gt;');
    expect(mails[1]!.message.html).not.toContain('<script>');
    expect(await allMailText(order._id)).not.toContain(UPI_ID);
    expect(await allMailText(order._id)).not.toContain('asha.verma');
  });

  it('received: the part restocked, credited and owed; the last books return the order with its charges', async () => {
    const { order, customer } = await deliveredOrder(token);
    const figures = await salesFigures();
    const stockB = await stockOf(bookB.slug);
    const stockA = await stockOf(bookA.slug);
    const part = await requested(customer, order._id, { items: ONE_B, refundTo: BANK });
    await decide(token, part.id, { decision: 'approve' });
    const received = await decide(token, part.id, { decision: 'received' });
    expect(received.status, JSON.stringify(received.body)).toBe(200);

    const partOwed = bookB.newPrice;
    let owners = received.body.order as Order;
    expect(owners).toMatchObject({ status: 'delivered', refundOwed: partOwed, refundOutstanding: partOwed });
    expect(owners.returns![0]).toMatchObject({ state: 'received', refund: partOwed, customerShips: true });
    expect(await stockOf(bookB.slug)).toBe(stockB + 1);
    expect(await stockOf(bookA.slug)).toBe(stockA);
    const note = (await db.collection('bills').doc(`credit-note-${order._id}-${part.id}`).get()).data()!;
    expect(note).toMatchObject({
      kind: 'credit-note',
      number: owners.returns![0]!.creditNote!.number,
      againstBill: { number: order.bill!.number },
      lines: [{ title: bookB.title, quantity: 1, ratePaise: toPaise(bookB.newPrice) }],
      shippingPaise: 0,
      codFeePaise: 0,
      totalPaise: toPaise(partOwed),
    });
    // The figures fall by the credit note, as the paper says (decision 051).
    const after = await salesFigures();
    expect(after.stored.salesPaise).toBe(figures.stored.salesPaise - toPaise(partOwed));
    expect(after.stored).toEqual({ ...after.summed, orders: after.stored.orders });
    // The owner's whole-order return would credit these books twice: refused.
    const whole = await call('PATCH', `/admin/orders/${order._id}/status`, { token, body: { status: 'returned' } });
    expect(whole.status).toBe(409);

    const rest = await requested(customer, order._id, { items: TWO_A, refundTo: BANK });
    expect((await decide(token, rest.id, { decision: 'approve', courier: 'dtdc', awb: 'D998877' })).status).toBe(200);
    const last = await decide(token, rest.id, { decision: 'received' });
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    owners = last.body.order as Order;
    // Every book back: the order is returned, and owes its whole total (the policy keeps no charges).
    expect(owners).toMatchObject({ status: 'returned', returnReason: 'customer-return', refundOwed: order.totalPrice });
    const restOwed = fromPaise(toPaise(order.totalPrice) - toPaise(partOwed));
    expect(owners.returns![1]).toMatchObject({ state: 'received', refund: restOwed });
    const lastNote = (await db.collection('bills').doc(`credit-note-${order._id}-${rest.id}`).get()).data()!;
    expect(lastNote).toMatchObject({
      shippingPaise: toPaise(CHARGES.shipping),
      codFeePaise: toPaise(CHARGES.codFee),
      totalPaise: toPaise(restOwed),
    });
    expect(lastNote.sequence).toBe(note.sequence + 1);
    expect(await stockOf(bookA.slug)).toBe(stockA + 2);
    expect((await mailsOf(order._id, 'order-status')).at(-1)!.message.subject).toMatch(/came back to us/);
    expect(await allMailText(order._id)).not.toContain(BANK.accountNumber);

    // The existing refund form records it.
    const refund = await call('POST', `/admin/orders/${order._id}/refunds`, {
      token,
      body: { amount: order.totalPrice, method: 'bank-transfer', reference: 'NEFT-1' },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(refund.body.order.refundOutstanding).toBe(0);
  });

  it('sends each return’s own credit note as a PDF: attached to its e-mail, and the customer’s and the owner’s to download', async () => {
    const { order, customer } = await deliveredOrder(token);
    const other = await createCustomer();
    const part = await requested(customer, order._id, { items: ONE_B, refundTo: { upiId: UPI_ID } });
    const mine = `/orders/${order._id}/return-requests/${part.id}/credit-note`;
    const owners = `/admin/orders/${order._id}/return-requests/${part.id}/credit-note`;
    await decide(token, part.id, { decision: 'approve' });
    const early = await download(mine, customer.idToken);
    expect(early.status).toBe(404);
    expect(((await early.json()) as { message: string }).message).toMatch(
      /^No credit note has been issued for this return/,
    );
    const received = await decide(token, part.id, { decision: 'received' });
    const number = (received.body.order as Order).returns![0]!.creditNote!.number;
    const file = `${number.replaceAll('/', '-')}.pdf`;

    for (const [path, as] of [
      [mine, customer.idToken],
      [owners, token],
    ] as const) {
      const response = await download(path, as);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
      const text = pdfText(new Uint8Array(await response.arrayBuffer())).replace(/\s+/g, ' ');
      for (const expected of ['Credit Note', number, order.bill!.number, bookB.title, 'Damaged'])
        expect(text, expected).toContain(expected);
      expect(text).not.toContain(bookA.title);
    }
    // Another customer, nobody, and the customer at the owner's door are all turned away.
    expect((await download(mine, other.idToken)).status).toBe(404);
    expect((await download(mine, null)).status).toBe(401);
    expect((await download(owners, customer.idToken)).status).toBe(401);
    expect(
      (await download(`/orders/${order._id}/return-requests/nosuchrequest000000/credit-note`, customer.idToken)).status,
    ).toBe(404);

    // The e-mail of the receipt carries it, and the mail server gets it as a PDF.
    const mail = (await mailsOf(order._id, 'return-request')).at(-1)!;
    expect(mail.attachedBills).toEqual([`credit-note-${order._id}-${part.id}`]);
    expect(mail.message.text).toContain(`Your credit note ${number} for them is attached (PDF).`);
    const sent = (await db.collection('mail').where('orderId', '==', order._id).get()).docs.find(
      (doc) => doc.get('kind') === 'return-request' && doc.get('attachedBills')?.length > 0,
    )!;
    const caught = await deliverAndCatch(sent.id, sender, customer.email, /We received your returned books/);
    const source = await (await fetch(`${LOCAL_MAIL.inbox}/api/email/${encodeURIComponent(caught.id)}/source`)).text();
    expect(source).toContain(`Content-Type: application/pdf; name=${file}`);

    // The last books' e-mail is the order's "returned" one, and it carries their own credit note.
    const rest = await requested(customer, order._id, { items: TWO_A, refundTo: { upiId: UPI_ID } });
    await decide(token, rest.id, { decision: 'approve' });
    const last = await decide(token, rest.id, { decision: 'received' });
    const lastNumber = (last.body.order as Order).returns![1]!.creditNote!.number;
    const returned = (await mailsOf(order._id, 'order-status')).find((each) => each.orderStatus === 'returned')!;
    expect(returned.attachedBills).toEqual([`credit-note-${order._id}-${rest.id}`]);
    expect(returned.message.text).toContain(`Your credit note ${lastNumber} is attached (PDF).`);
  });

  it('keeps the charges on the last return when the policy says so', async () => {
    await saveShopSettings(token, { keepChargesOnReturn: true });
    const { order, customer } = await deliveredOrder(token);
    const all = await requested(customer, order._id, {
      items: [...TWO_A, ...ONE_B],
      reason: 'not-as-described',
      refundTo: { upiId: UPI_ID },
    });
    await decide(token, all.id, { decision: 'approve' });
    const done = await decide(token, all.id, { decision: 'received' });
    expect(done.status).toBe(200);
    expect(done.body.order).toMatchObject({ status: 'returned', refundOwed: order.subtotal });
  });
});
