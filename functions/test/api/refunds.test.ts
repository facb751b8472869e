import { formatRupees, formatStoreDate, fromPaise, toPaise, type Order } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../../src/services/orders/order-actions';
import { createCustomer, db } from '../../../tests/support/emulators';
import { call, get } from '../../../tests/support/http';
import {
  CHARGES,
  freshUtr,
  mailsOf,
  ONE_COPY,
  orderAlong,
  ownersOrder,
  paidUpi,
  saveShopSettings,
  SHIPPED,
  storedState,
  useStockedShop,
} from '../../../tests/support/refunds';

// Every paid path owes its refund, refunds add up and are e-mailed, and what would
// pay back more than is owed (or pay an order that owes nothing) is refused and changes nothing.
// The limits through Hosting and the function's own URL: refunds-doors.test.ts.

const shop = useStockedShop({ saveBeforeEach: true });
let token: string;
// Runs after the shop's own beforeAll, which registered first.
beforeAll(() => {
  token = shop.token();
});

const DAY_MS = 86_400_000;
const refund = (id: string, body: unknown) => call('POST', `/admin/orders/${id}/refunds`, { token, body });
const charges = (order: Order) => fromPaise(toPaise(order.shippingCharge) + toPaise(order.codFee));
const less = (a: number, b: number) => fromPaise(toPaise(a) - toPaise(b));
const queue = async () => (await get('/admin', token)).body.queue as Record<string, any>;
const owingIds = async () =>
  ((await get('/admin/orders?refundOutstanding=true&limit=100', token)).body.orders as Order[]).map((o) => o._id);
const latePaymentIds = async () =>
  ((await get('/admin/orders?latePayment=true&limit=100', token)).body.orders as Order[]).map((o) => o._id);

/** The refund owed is fixed with its due date, `days` after the move that made it owed. */
function expectOwed(order: Order, amount: number, days = 7) {
  expect(order).toMatchObject({ refundOwed: amount, refundOutstanding: amount, refunds: [] });
  const owedAt = Date.parse(order.history.at(-1)!.at);
  expect(Date.parse(order.refundDueBy!) - owedAt).toBe(days * DAY_MS);
}

describe('what a paid order owes back when it leaves the sale', () => {
  it('a UPI order marked paid, then cancelled: its whole total, and the e-mail says how much, how and by when', async () => {
    const { order, customer } = await orderAlong(token, 'upi', paidUpi({ status: 'cancelled' }));
    expect(order.shippingCharge).toBe(CHARGES.shipping);
    expectOwed(order, order.totalPrice);
    // The customer's own view says the same.
    const mine = await get(`/orders/email/${encodeURIComponent(customer.email)}`, customer.idToken);
    expect(mine.body[0]).toMatchObject({
      _id: order._id,
      refundOwed: order.totalPrice,
      refundDueBy: order.refundDueBy,
    });
    expect(mine.body[0]).not.toHaveProperty('refundPending');

    const [cancelled] = (await mailsOf(order._id, 'order-status')).filter((m) => /cancelled/.test(m.message.subject));
    const promise = `We will refund ${formatRupees(order.totalPrice)} to the UPI account you paid from by ${formatStoreDate(order.refundDueBy!)}.`;
    expect(cancelled!.message.text).toContain(promise);
    expect(cancelled!.message.text).not.toContain('nothing to pay');
    expect(cancelled!.message.html).toContain(formatRupees(order.totalPrice));
  });

  it('a refused prepaid parcel: whole by default; the charges kept when the policy says so, and its credit note credits the books alone', async () => {
    const whole = (await orderAlong(token, 'upi', paidUpi(...SHIPPED, { status: 'returned', returnReason: 'rto' })))
      .order;
    expectOwed(whole, whole.totalPrice);
    expect((await db.collection('bills').doc(`credit-note-${whole._id}`).get()).get('totalPaise')).toBe(
      toPaise(whole.totalPrice),
    );

    await saveShopSettings(token, { keepChargesOnRefusal: true, days: 3 });
    const kept = (await orderAlong(token, 'upi', paidUpi(...SHIPPED, { status: 'returned', returnReason: 'rto' })))
      .order;
    expectOwed(kept, less(kept.totalPrice, charges(kept)), 3);
    const note = (await db.collection('bills').doc(`credit-note-${kept._id}`).get()).data()!;
    expect(note).toMatchObject({ shippingPaise: 0, codFeePaise: 0, totalPaise: toPaise(kept.refundOwed) });
    const [returned] = await mailsOf(kept._id, 'order-status').then((m) =>
      m.filter((x) => /came back/.test(x.message.subject)),
    );
    expect(returned!.message.text).toContain(`We will refund ${formatRupees(kept.refundOwed)}`);
  });

  it('a customer’s return of a delivered UPI order and of a delivered COD order: the charges kept only by the policy', async () => {
    const delivered = [...SHIPPED, { status: 'delivered' }, { status: 'returned', returnReason: 'customer-return' }];
    const upi = (await orderAlong(token, 'upi', paidUpi(...delivered))).order;
    expectOwed(upi, upi.totalPrice);
    const cod = (await orderAlong(token, 'cod', [{ status: 'confirmed' }, ...delivered])).order;
    expect(cod.codFee).toBe(CHARGES.codFee);
    expectOwed(cod, cod.totalPrice);
    const [codMail] = (await mailsOf(cod._id, 'order-status')).filter((m) => /came back/.test(m.message.subject));
    expect(codMail!.message.text).toContain('by UPI or bank transfer (we will contact you for the account details)');

    await saveShopSettings(token, { keepChargesOnReturn: true });
    const codKept = (await orderAlong(token, 'cod', [{ status: 'confirmed' }, ...delivered])).order;
    expectOwed(codKept, less(codKept.totalPrice, CHARGES.shipping + CHARGES.codFee));
    const upiKept = (await orderAlong(token, 'upi', paidUpi(...delivered))).order;
    expectOwed(upiKept, less(upiKept.totalPrice, CHARGES.shipping));
    // The refusal's setting is the other one: a refused parcel is still refunded whole.
    const refused = (await orderAlong(token, 'upi', paidUpi(...SHIPPED, { status: 'returned', returnReason: 'rto' })))
      .order;
    expectOwed(refused, refused.totalPrice);
  });

  it('unpaid and undelivered orders owe nothing, keep “nothing to pay”, and a refund for them is a 409 that changes nothing', async () => {
    const orders = [
      (await orderAlong(token, 'cod', [{ status: 'cancelled' }])).order,
      (
        await orderAlong(token, 'cod', [
          { status: 'confirmed' },
          ...SHIPPED,
          { status: 'returned', returnReason: 'rto' },
        ])
      ).order,
      (await orderAlong(token, 'upi', [{ status: 'cancelled' }])).order,
    ];
    for (const order of orders) {
      expect(order).toMatchObject({ refundOwed: 0, refundOutstanding: 0, refunds: [] });
      expect(order).not.toHaveProperty('refundDueBy');
      const before = await storedState(order._id);
      const refused = await refund(order._id, { amount: 1, method: 'cash', reference: 'R-1' });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This order owes no refund.');
      expect(await storedState(order._id)).toEqual(before);
    }
    for (const order of orders.slice(0, 2)) {
      const [mail] = (await mailsOf(order._id, 'order-status')).slice(-1);
      expect(mail!.message.text).toContain('nothing to pay');
    }
  });
});

describe('recording refunds', () => {
  it('partial refunds add up, each is e-mailed with its method and reference, and the queue and the filter follow', async () => {
    const before = await queue();
    const { order, customer } = await orderAlong(token, 'upi', paidUpi({ status: 'cancelled' }));
    const total = order.totalPrice;
    expect(await owingIds()).toContain(order._id);
    const owing = await queue();
    expect(owing.refundsToMake.count).toBe(before.refundsToMake.count + 1);
    expect(owing.refundsToMake.amount).toBe(fromPaise(toPaise(before.refundsToMake.amount) + toPaise(total)));
    expect(owing.refundsToMake.oldestOwedAt).not.toBeNull();

    const utr = freshUtr();
    const first = await refund(order._id, {
      amount: 100,
      method: 'upi',
      reference: `${utr.slice(0, 6)} ${utr.slice(6)}`,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.message).toBe(
      `Refund ₹100.00 by UPI, UTR ${utr} recorded. ${formatRupees(less(total, 100))} is still outstanding.`,
    );
    expect(first.body.order).toMatchObject({
      refundOwed: total,
      refundOutstanding: less(total, 100),
      refunds: [{ amount: 100, method: 'upi', reference: utr }],
    });
    expect((await queue()).refundsToMake.amount).toBe(fromPaise(toPaise(owing.refundsToMake.amount) - 10_000));

    // Odd text in a reference is kept as typed, and escaped in the HTML e-mail.
    const odd = `$& $' <script>alert(1)</script> =cmd रिफंड ४२`;
    const rest = less(total, 100);
    const second = await refund(order._id, { amount: rest, method: 'bank-transfer', reference: odd });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.order).toMatchObject({ refundOwed: total, refundOutstanding: 0 });
    expect(second.body.order.refunds.map((r: { reference: string }) => r.reference)).toEqual([utr, odd]);
    expect(await owingIds()).not.toContain(order._id);
    expect((await queue()).refundsToMake.count).toBe(before.refundsToMake.count);

    const sent = await mailsOf(order._id, 'refund-sent');
    expect(sent.map((m) => m.to)).toEqual([[customer.email], [customer.email]]);
    expect(sent[0]!.message.text).toContain(`Refund sent: ₹100.00 by UPI, UTR ${utr}.`);
    expect(sent[0]!.message.text).toContain(`The remaining ${formatRupees(rest)} of your refund will follow.`);
    expect(sent[1]!.message.text).toContain(`Refund sent: ${formatRupees(rest)} by bank transfer, reference ${odd}.`);
    expect(sent[1]!.message.text).toContain(`That completes your refund of ${formatRupees(total)}.`);
    expect(sent[1]!.message.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sent[1]!.message.html).not.toContain('<script>');
    expect(sent[1]!.message.html).toContain('$&amp; $&#39;');
    expect(sent[1]!.message.html).toContain('रिफंड ४२');

    // The history says what; the owner's audit says who.
    const owner = await ownersOrder(token, order._id);
    expect(owner.history.slice(-2).map((entry) => entry.note)).toEqual([
      `Refund ₹100.00 by UPI, UTR ${utr}`,
      `Refund ${formatRupees(rest)} by bank transfer, reference ${odd}`,
    ]);
    expect(owner.history.at(-1)!.by).not.toBe('store');
    expect(owner.status).toBe('cancelled');
  });

  it('refuses more than is outstanding with the amount outstanding, and bad amounts and references with field messages, changing nothing', async () => {
    const { order } = await orderAlong(token, 'upi', paidUpi({ status: 'cancelled' }));
    const before = await storedState(order._id);
    const over = await refund(order._id, { amount: order.totalPrice + 0.01, method: 'cash', reference: 'Receipt 1' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(`Only ${formatRupees(order.totalPrice)} of this order’s refund is outstanding.`);

    const bad: Array<[unknown, string, string]> = [
      [{ amount: 0, method: 'cash', reference: 'R' }, 'amount', 'The amount must be greater than zero.'],
      [{ amount: -10, method: 'cash', reference: 'R' }, 'amount', 'The amount must be greater than zero.'],
      [{ amount: 10.005, method: 'cash', reference: 'R' }, 'amount', 'The amount may have at most 2 decimals.'],
      [{ amount: '10', method: 'cash', reference: 'R' }, 'amount', 'The amount must be a number.'],
      [{ method: 'cash', reference: 'R' }, 'amount', 'The amount is required.'],
      [{ amount: 10, method: 'cheque', reference: 'R' }, 'method', 'Method must be one of: upi, bank-transfer, cash.'],
      [
        { amount: 10, method: 'upi', reference: '12345' },
        'reference',
        'A UPI refund’s reference is its UTR. The UTR is the 12-digit transaction reference your UPI app shows.',
      ],
      [
        { amount: 10, method: 'cash', reference: '  ' },
        'reference',
        'The reference is required (the UTR, the bank reference or a receipt number).',
      ],
      [
        { amount: 10, method: 'cash', reference: 'x'.repeat(101) },
        'reference',
        'The reference must be at most 100 characters.',
      ],
      [
        { amount: 10, method: 'cash', reference: 'a\ud800' },
        'reference',
        'Contains a broken character (invalid Unicode). Please retype this field.',
      ],
    ];
    for (const [body, field, message] of bad) {
      const response = await refund(order._id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors[field]).toBe(message);
    }
    expect(await storedState(order._id)).toEqual(before);

    // Paid in full, the next refund is refused with nothing outstanding.
    expect((await refund(order._id, { amount: order.totalPrice, method: 'cash', reference: 'R-2' })).status).toBe(201);
    const after = await refund(order._id, { amount: 1, method: 'cash', reference: 'R-3' });
    expect(after.status).toBe(409);
    expect(after.body.message).toBe(
      `This order’s refund of ${formatRupees(order.totalPrice)} is already paid in full: nothing is outstanding.`,
    );
  });

  it('two refunds recorded at once never pay back more than is owed', async () => {
    const { order } = await orderAlong(token, 'upi', paidUpi({ status: 'cancelled' }));
    // Each is 60% of what is owed: either alone fits, both do not.
    const part = fromPaise(Math.round(toPaise(order.totalPrice) * 0.6));
    const answers = await Promise.all(
      ['Receipt A', 'Receipt B'].map((reference) => refund(order._id, { amount: part, method: 'cash', reference })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message).toBe(
      `Only ${formatRupees(less(order.totalPrice, part))} of this order’s refund is outstanding.`,
    );
    const after = await ownersOrder(token, order._id);
    expect(after.refunds).toHaveLength(1);
    expect(after.refundOutstanding).toBe(less(order.totalPrice, part));
    expect(await mailsOf(order._id, 'refund-sent')).toHaveLength(1);

    // Three at once that together are exactly what is owed all fit.
    const third = (paise: number, i: number) =>
      fromPaise(i < 2 ? Math.floor(paise / 3) : paise - 2 * Math.floor(paise / 3));
    const { order: next } = await orderAlong(token, 'upi', paidUpi({ status: 'cancelled' }));
    const owed = toPaise(next.totalPrice);
    const all = await Promise.all(
      [0, 1, 2].map((i) => refund(next._id, { amount: third(owed, i), method: 'cash', reference: `Part ${i}` })),
    );
    expect(all.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(await ownersOrder(token, next._id)).toMatchObject({ refundOutstanding: 0 });
  });

  it('an unknown order is a 404', async () => {
    const response = await refund('nosuchorder000000000', { amount: 1, method: 'cash', reference: 'R' });
    expect(response.status).toBe(404);
  });
});

describe('a payment never hangs between states', () => {
  it('an order whose UTR waits for the owner’s check cannot be cancelled, by hand or by the abuse tool, which lists the paid ones', async () => {
    const customer = await createCustomer();
    const submitted = (await orderAlong(token, 'upi', [{ utr: freshUtr() }], customer, ONE_COPY)).order;
    const cancel = await call('PATCH', `/admin/orders/${submitted._id}/status`, {
      token,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(
      'This order cannot be cancelled until you decide on its payment: mark it paid, or not received, first.',
    );

    const confirmed = (await orderAlong(token, 'upi', paidUpi(), customer, ONE_COPY)).order;
    const unpaid = (await orderAlong(token, 'upi', [], customer, ONE_COPY)).order;
    const tool = await call('POST', '/admin/customers/cancel-open-orders', { token, body: { email: customer.email } });
    expect(tool.status, JSON.stringify(tool.body)).toBe(200);
    expect(tool.body.cancelled.map((o: Order) => o._id)).toEqual([unpaid._id]);
    expect(tool.body.paid.map((o: Order) => o._id).sort()).toEqual([submitted._id, confirmed._id].sort());
    expect(tool.body.message).toMatch(/2 paid orders were left for you to decide: #\d+, #\d+\./);
    expect((await ownersOrder(token, submitted._id)).status).toBe('payment-submitted');
    expect((await ownersOrder(token, confirmed._id)).status).toBe('confirmed');
  });
});

describe('a UTR sent after the deadline', () => {
  /** A UPI order cancelled by the unpaid-order sweep (run as its schedule would, past the deadline). */
  async function expired() {
    const { order, customer } = await orderAlong(token, 'upi', []);
    const swept = await expireUnpaidOrders(Timestamp.fromMillis(Date.parse(order.paymentDueAt!) + 1000));
    expect(swept.cancelled).toContain(order._id);
    return { order, customer };
  }
  const sendUtr = (id: string, idToken: string, utr: string) =>
    call('POST', `/orders/${id}/payment`, { token: idToken, body: { utr } });
  const decide = (id: string, decision: string) =>
    call('POST', `/admin/orders/${id}/late-payment`, { token, body: { decision } });

  it('is kept on the cancelled order and queued; “received” makes its whole total owed and tells the customer', async () => {
    const before = (await queue()).latePayments;
    const { order, customer } = await expired();
    const utr = freshUtr();
    const sent = await sendUtr(order._id, customer.idToken, utr);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ status: 'cancelled', latePayment: { utr }, refundOwed: 0 });
    // Sent twice, the same answer; the UTR is claimed, so another order cannot use it.
    expect((await sendUtr(order._id, customer.idToken, utr)).status).toBe(200);
    const other = await orderAlong(token, 'upi', []);
    expect((await sendUtr(other.order._id, other.customer.idToken, utr)).status).toBe(409);
    expect((await queue()).latePayments).toBe(before + 1);
    // The queue's link lists it, and not a cancelled order without a late UTR.
    const listed = await latePaymentIds();
    expect(listed).toContain(order._id);
    expect(listed).not.toContain((await expired()).order._id);
    expect((await get('/admin/orders?latePayment=false', token)).body.errors.latePayment).toBe(
      'latePayment must be true.',
    );

    expect((await decide(order._id, 'maybe')).body.errors.decision).toBe(
      'Decision must be one of: received, not-received.',
    );
    const received = await decide(order._id, 'received');
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.order.latePayment).toMatchObject({ utr, decision: 'received' });
    expectOwed(received.body.order, order.totalPrice);
    expect((await queue()).latePayments).toBe(before);
    expect(await latePaymentIds()).not.toContain(order._id);
    expect(await owingIds()).toContain(order._id);
    const [mail] = await mailsOf(order._id, 'late-payment');
    expect(mail!.message.text).toContain(
      `We received your UPI payment (UTR ${utr}) after the order had been cancelled`,
    );
    expect(mail!.message.text).toContain(`We will refund ${formatRupees(order.totalPrice)}`);
    // Decided once.
    expect((await decide(order._id, 'not-received')).status).toBe(409);
    expect((await refund(order._id, { amount: order.totalPrice, method: 'upi', reference: freshUtr() })).status).toBe(
      201,
    );
  });

  it('“not received” closes it and frees its UTR; an order without a late payment is a 409', async () => {
    const { order, customer } = await expired();
    const utr = freshUtr();
    expect((await sendUtr(order._id, customer.idToken, utr)).status).toBe(200);
    const closed = await decide(order._id, 'not-received');
    expect(closed.status).toBe(200);
    expect(closed.body.order).toMatchObject({ refundOwed: 0, latePayment: { utr, decision: 'not-received' } });
    const other = await orderAlong(token, 'upi', []);
    expect((await sendUtr(other.order._id, other.customer.idToken, utr)).status).toBe(200);

    const none = await decide(other.order._id, 'received');
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('This order has no late payment waiting for a decision.');
  });
});

describe('the orders export', () => {
  it('has what each order owes, has refunded and has outstanding', async () => {
    const { order } = await orderAlong(token, 'upi', paidUpi({ status: 'cancelled' }));
    expect((await refund(order._id, { amount: 10.1, method: 'cash', reference: 'R' })).status).toBe(201);
    expect((await refund(order._id, { amount: 0.2, method: 'cash', reference: 'R2' })).status).toBe(201);
    const day = new Date(order.createdAt).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const csv = (await get(`/admin/orders/export?from=${day}&to=${day}`, token)).body as string;
    const [header, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    const at = header!.indexOf('refundOwed');
    expect(header!.slice(at, at + 3)).toEqual(['refundOwed', 'refunded', 'refundOutstanding']);
    const mine = rows.filter((row) => row[0] === order._id).map((row) => row.slice(at, at + 3));
    expect(mine.length).toBeGreaterThan(0);
    for (const cells of mine)
      expect(cells).toEqual([String(order.totalPrice), '10.3', String(less(order.totalPrice, 10.3))]);
  });
});
