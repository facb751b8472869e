import { fromPaise, toPaise, type Order } from '@bookstore/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { API, createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call, fetchChecked } from '../../../tests/support/http';
import { bookA, bookB, orderFor } from '../../../tests/support/orders';
import { pdfText, requirePoppler } from '../../../tests/support/pdf-reading';
import {
  CHARGES,
  ownersOrder,
  saveShopSettings,
  shopSettings,
  storedState,
  useStockedShop,
} from '../../../tests/support/refunds';
import { BANK, decide, DELIVERED, requested } from '../../../tests/support/returns';

// What a couponed order owes back (decision 077): what was paid, less what the policy keeps. A
// coupon's discount is split over the lines it was for (a free-shipping coupon's is the
// shipping), a return owes its books' paid share, the last return what is left and the charges
// paid, and each credit note says the same and adds up. An order with nothing to pay is refused.

const shop = useStockedShop({ saveBeforeEach: true });
let token: string;
beforeAll(() => {
  token = shop.token();
  requirePoppler();
});

type Book = (typeof SEED_BOOKS)[number];
/** A seeded book of another genre than bookA's: what a genre-limited coupon is for. */
const other = SEED_BOOKS.find((book) => book.category !== bookA.category && book.newPrice >= 100)!;

let codes = 0;
const freshCode = (stem: string) => `${stem}${Date.now() % 1_000_000}${codes++}`.slice(0, 20);

async function createCoupon(fields: Record<string, unknown>): Promise<string> {
  const created = await call('POST', '/admin/coupons', { token, body: { ...fields, code: freshCode('RET') } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.code as string;
}

const inr = (paise: number) =>
  fromPaise(paise).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const linePaise = ([book, quantity]: [Book, number]) => toPaise(book.newPrice) * quantity;

/** A new customer's COD order of `lines` with the code, priced by hand; delivered when asked. */
async function couponedOrder(
  coupon: Record<string, unknown>,
  lines: Array<[Book, number]>,
  discountPaise: number,
  path = DELIVERED,
): Promise<{ order: Order; customer: Customer; code: string }> {
  const code = await createCoupon(coupon);
  const customer = await createCustomer();
  const totalPaise =
    lines.reduce((sum, line) => sum + linePaise(line), 0) +
    toPaise(CHARGES.shipping) +
    toPaise(CHARGES.codFee) -
    discountPaise;
  const placed = await call('POST', '/orders/create-order', {
    token: customer.idToken,
    body: orderFor(customer, {
      paymentMethod: 'cod',
      couponCode: code,
      products: lines.map(([book, quantity]) => ({ productId: book.slug, quantity })),
      totalPrice: fromPaise(totalPaise),
    }),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  expect(placed.body).toMatchObject({ discount: fromPaise(discountPaise), totalPrice: fromPaise(totalPaise) });
  // The split is the owner's record only: the customer's answer never carries it.
  expect(placed.body).not.toHaveProperty('discountSplit');
  const id = placed.body._id as string;
  for (const step of path) {
    const moved = await call('PATCH', `/admin/orders/${id}/status`, { token, body: step });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return { order: await ownersOrder(token, id), customer, code };
}

/** Requests, approves and receives a return of `items`: the owner's order after it. */
async function returned(customer: Customer, orderId: string, items: Array<[Book, number]>): Promise<Order> {
  const request = await requested(customer, orderId, {
    items: items.map(([book, quantity]) => ({ productId: book.slug, quantity })),
    refundTo: BANK,
  });
  expect((await decide(token, request.id, { decision: 'approve' })).status).toBe(200);
  const received = await decide(token, request.id, { decision: 'received' });
  expect(received.status, JSON.stringify(received.body)).toBe(200);
  return received.body.order as Order;
}

/** The credit note's text as pdftotext reads it, one line of words. */
async function creditNoteText(path: string): Promise<string> {
  const response = await fetchChecked(`${API}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return pdfText(new Uint8Array(await response.arrayBuffer())).replace(/\s+/g, ' ');
}

/** Each request's credit note, stored and printed: its total is its refund, and they add up to what is owed. */
async function creditNotesAddUp(order: Order, code: string): Promise<number> {
  let sum = 0;
  for (const request of order.returns ?? []) {
    const stored = (await db.collection('bills').doc(`credit-note-${order._id}-${request.id}`).get()).data()!;
    expect(stored.totalPaise).toBe(toPaise(request.refund));
    const figures = stored.exemptValuePaise + stored.shippingPaise + stored.codFeePaise - (stored.discountPaise ?? 0);
    expect(figures).toBe(stored.totalPaise);
    const text = await creditNoteText(`/admin/orders/${order._id}/return-requests/${request.id}/credit-note`);
    expect(text).toContain(`Total ₹${inr(stored.totalPaise)}`);
    if (stored.discountPaise) expect(text).toContain(`Discount (coupon ${code}) -₹${inr(stored.discountPaise)}`);
    sum += stored.totalPaise;
  }
  expect(sum).toBe(toPaise(order.refundOwed));
  return sum;
}

const TWO_A_ONE_B: Array<[Book, number]> = [
  [bookA, 2],
  [bookB, 1],
];
const charges = toPaise(CHARGES.shipping) + toPaise(CHARGES.codFee);

/**
 * Each coupon kind, with the discount and where it falls by hand: line shares in proportion to
 * the lines' amounts, rounded down, the last line the coupon is for taking the paise left.
 */
const CASES = [
  {
    kind: 'fixed ₹100',
    coupon: { kind: 'fixed', value: 100 },
    lines: TWO_A_ONE_B,
    discountPaise: 10_000,
    // bookA's 2 × ₹449 of ₹1,297: ₹69.23; bookB the rest.
    lastLineDiscountPaise: 3_077,
    shippingFree: false,
  },
  {
    kind: '10% capped at ₹120',
    coupon: { kind: 'percent', value: 10, maxDiscount: 120 },
    lines: TWO_A_ONE_B,
    discountPaise: 12_000,
    lastLineDiscountPaise: 3_692,
    shippingFree: false,
  },
  {
    kind: 'free shipping',
    coupon: { kind: 'free-shipping' },
    lines: TWO_A_ONE_B,
    discountPaise: toPaise(CHARGES.shipping),
    lastLineDiscountPaise: 0,
    shippingFree: true,
  },
  {
    kind: `₹100 off ${other.category} books only`,
    coupon: { kind: 'fixed', value: 100, genres: [other.category] },
    lines: [
      [bookA, 1],
      [other, 1],
    ] as Array<[Book, number]>,
    discountPaise: 10_000,
    lastLineDiscountPaise: 10_000,
    shippingFree: false,
  },
];

describe.each(CASES)('a return of a delivered order with a coupon: $kind', (each) => {
  const totalPaise = each.lines.reduce((sum, line) => sum + linePaise(line), 0) + charges - each.discountPaise;

  it('returned whole in one request: owes the total paid, and its credit note says so', async () => {
    const { order, customer, code } = await couponedOrder(each.coupon, each.lines, each.discountPaise);
    const after = await returned(customer, order._id, each.lines);
    expect(after).toMatchObject({ status: 'returned', refundOwed: fromPaise(totalPaise) });
    expect(await creditNotesAddUp(after, code)).toBe(totalPaise);
  });

  it('returned in two parts: the first owes its books’ paid share, the last the rest and the charges paid', async () => {
    const { order, customer, code } = await couponedOrder(each.coupon, each.lines, each.discountPaise);
    const second = each.lines[1]!;
    const firstPaise = linePaise(second) - each.lastLineDiscountPaise;
    const afterFirst = await returned(customer, order._id, [second]);
    expect(afterFirst).toMatchObject({ status: 'delivered', refundOwed: fromPaise(firstPaise) });
    const after = await returned(customer, order._id, [each.lines[0]!]);
    expect(after).toMatchObject({ status: 'returned', refundOwed: fromPaise(totalPaise) });
    expect(after.returns!.map((request) => toPaise(request.refund))).toEqual([firstPaise, totalPaise - firstPaise]);
    expect(await creditNotesAddUp(after, code)).toBe(totalPaise);
  });

  it('with the policy keeping the charges, owes the books’ paid share alone', async () => {
    await saveShopSettings(token, { keepChargesOnReturn: true });
    const { order, customer, code } = await couponedOrder(each.coupon, each.lines, each.discountPaise);
    const chargesPaid = charges - (each.shippingFree ? toPaise(CHARGES.shipping) : 0);
    const after = await returned(customer, order._id, each.lines);
    expect(after).toMatchObject({ status: 'returned', refundOwed: fromPaise(totalPaise - chargesPaid) });
    expect(await creditNotesAddUp(after, code)).toBe(totalPaise - chargesPaid);
  });
});

describe('the owner’s whole-order return', () => {
  it('keeping the charges after a free-shipping coupon keeps only the COD fee paid, and the credit note says so', async () => {
    await saveShopSettings(token, { keepChargesOnReturn: true });
    const { order, code } = await couponedOrder({ kind: 'free-shipping' }, TWO_A_ONE_B, toPaise(CHARGES.shipping));
    const booksPaise = TWO_A_ONE_B.reduce((sum, line) => sum + linePaise(line), 0);
    expect(toPaise(order.totalPrice)).toBe(booksPaise + toPaise(CHARGES.codFee));
    const moved = await call('PATCH', `/admin/orders/${order._id}/status`, {
      token,
      body: { status: 'returned', returnReason: 'customer-return' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // Not total − (shipping + COD fee): the shipping was never paid.
    expect(moved.body.order).toMatchObject({ status: 'returned', refundOwed: fromPaise(booksPaise) });
    const note = (await db.collection('bills').doc(`credit-note-${order._id}`).get()).data()!;
    expect(note.totalPaise).toBe(booksPaise);
    const text = await creditNoteText(`/admin/orders/${order._id}/credit-note`);
    expect(text).toContain(`Total ₹${inr(booksPaise)}`);
    expect(text).not.toContain(`Discount (coupon ${code})`);
  });

  it('keeping the charges after a fixed coupon owes the books less their discount, on a credit note that adds up', async () => {
    await saveShopSettings(token, { keepChargesOnReturn: true });
    const { order, code } = await couponedOrder({ kind: 'fixed', value: 100 }, TWO_A_ONE_B, 10_000);
    const moved = await call('PATCH', `/admin/orders/${order._id}/status`, {
      token,
      body: { status: 'returned', returnReason: 'customer-return' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const owed = toPaise(order.totalPrice) - charges;
    expect(moved.body.order.refundOwed).toBe(fromPaise(owed));
    const text = await creditNoteText(`/admin/orders/${order._id}/credit-note`);
    expect(text).toContain(`Discount (coupon ${code}) -₹100.00`);
    expect(text).toContain(`Total ₹${inr(owed)}`);
  });
});

describe('an order with nothing to pay', () => {
  it('is refused with a sentence, and changes nothing: no order, no use of the code, no copies taken', async () => {
    // Shipping free for every order, so a coupon as large as the books leaves nothing to pay.
    const settings = shopSettings();
    const saved = await call('PUT', '/admin/settings', {
      token,
      body: { ...settings, shipping: { ...settings.shipping, flatCharge: 0 } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const code = await createCoupon({ kind: 'percent', value: 100 });
    const customer = await createCustomer();
    const before = await storedState('none');
    const response = await call('POST', '/orders/create-order', {
      token: customer.idToken,
      body: orderFor(customer, {
        paymentMethod: 'upi',
        couponCode: code,
        products: [{ productId: bookB.slug, quantity: 1 }],
        totalPrice: 0,
      }),
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'This order comes to ₹0.00: the shop cannot take an order with nothing to pay. Please use another code, or add a book.',
    );
    expect((await db.collection('orders').where('email', '==', customer.email).get()).size).toBe(0);
    expect((await db.collection('coupons').doc(code).get()).get('uses')).toBe(0);
    expect(before.order).toBeUndefined();
  });
});

describe('an order placed before the split was recorded', () => {
  it('owes its books at their price as before, but never more than its total, on returns in two parts', async () => {
    const { order, customer, code } = await couponedOrder({ kind: 'fixed', value: 100 }, TWO_A_ONE_B, 10_000);
    await db.collection('orders').doc(order._id).update({ discountSplit: FieldValue.delete() });
    const first = await returned(customer, order._id, [[bookB, 1]]);
    // As before: the first part owes bookB at its price.
    expect(first.refundOwed).toBe(bookB.newPrice);
    const after = await returned(customer, order._id, [[bookA, 2]]);
    // Before, the last part owed bookA at its price and the charges: ₹100 more than was paid.
    expect(after).toMatchObject({ status: 'returned', refundOwed: order.totalPrice });
    expect(await creditNotesAddUp(after, code)).toBe(toPaise(order.totalPrice));
  });
});
