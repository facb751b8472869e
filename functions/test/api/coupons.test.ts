import { fromPaise, toPaise } from '@bookstore/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call, fetchChecked } from '../../../tests/support/http';
import { bookB, orderFor } from '../../../tests/support/orders';
import { CHARGES, ONE_COPY, orderAlong, useStockedShop } from '../../../tests/support/refunds';
import { API } from '../../../tests/support/emulators';
import { withConcurrency } from '../../../tests/support/workers';

// Decision 062: coupons counted in the order's transaction, so a code with N uses
// left is never used N + 1 times, whatever arrives at once; and each of the code's rules.

const shop = useStockedShop({ saveBeforeEach: true });
let token: string;
beforeAll(() => {
  token = shop.token();
});

let codes = 0;
/** A code no other test of the run has made. */
const freshCode = (stem: string) => `${stem}${Date.now() % 1_000_000}${codes++}`.slice(0, 20);

async function createCoupon(fields: Record<string, unknown>): Promise<string> {
  const code = (fields.code as string | undefined) ?? freshCode('C');
  const created = await call('POST', '/admin/coupons', { token, body: { kind: 'fixed', value: 20, ...fields, code } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.code as string;
}

/** bookB once, COD, with ₹50 shipping and the ₹30 COD fee, less `discount` rupees. */
const couponOrder = (customer: Customer, couponCode: string, discount = 20) =>
  orderFor(customer, {
    products: ONE_COPY.map(({ productId, quantity }) => ({ productId, quantity })),
    paymentMethod: 'cod',
    couponCode,
    totalPrice: fromPaise(
      toPaise(bookB.newPrice) + toPaise(CHARGES.shipping) + toPaise(CHARGES.codFee) - toPaise(discount),
    ),
  });

const placeWith = (customer: Customer, code: string, discount = 20) =>
  call('POST', '/orders/create-order', { token: customer.idToken, body: couponOrder(customer, code, discount) });

const quote = (code: string, customer?: Customer, items = `${bookB.slug}:1`) =>
  call(
    'GET',
    `/shipping/quote?pin=560001&subtotal=${bookB.newPrice}&payment=cod&coupon=${encodeURIComponent(code)}&items=${encodeURIComponent(items)}`,
    {
      token: customer?.idToken,
    },
  );

const storedCoupon = async (code: string) => (await db.collection('coupons').doc(code).get()).data()!;

describe('a code with 50 uses and 80 orders at once', () => {
  it('gives exactly 50 discounts and 30 clear refusals, and counts 50', async () => {
    const code = await createCoupon({ totalUses: 50, code: freshCode('RUSH') });
    const customers = await withConcurrency(
      10,
      Array.from({ length: 80 }, () => () => createCustomer()),
    );
    const started = Date.now();
    const answers = await Promise.all(
      customers.map(async (customer) => {
        const response = await fetchChecked(`${API}/orders/create-order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.idToken}` },
          body: JSON.stringify(couponOrder(customer, code)),
        });
        return { status: response.status, body: (await response.json()) as { message?: string; discount?: number } };
      }),
    );
    const wallMs = Date.now() - started;
    console.log(
      `80 orders on one code of 50 uses: ${answers.filter((a) => a.status === 201).length} placed, answered in ${wallMs} ms`,
    );
    const placed = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(placed).toHaveLength(50);
    expect(placed.every((answer) => answer.body.discount === 20)).toBe(true);
    expect(refused).toHaveLength(30);
    for (const answer of refused) expect(answer.body.message).toBe(`The code ${code} has no uses left.`);
    expect(await storedCoupon(code)).toMatchObject({ uses: 50, discountGivenPaise: 50 * 2000 });
    const withCode = await db.collection('orders').where('couponCode', '==', code).count().get();
    expect(withCode.data().count).toBe(50);
    const listed = (await call('GET', '/admin/coupons', { token })).body.coupons.find(
      (c: { code: string }) => c.code === code,
    );
    expect(listed).toMatchObject({ uses: 50, discountGiven: 1000, totalUses: 50 });
  }, 300_000);
});

describe('the code’s rules', () => {
  it('quotes the discount for the signed-in person only, never cached, and the order holds it', async () => {
    const code = await createCoupon({ kind: 'percent', value: 10, maxDiscount: 30, code: freshCode('pct') });
    expect((await quote(code)).status).toBe(401);
    const customer = await createCustomer();
    const quoted = await quote(code.toLowerCase(), customer);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.headers.get('cache-control')).toBe('private, no-store');
    // 10 % of ₹399 is ₹39.90, capped at ₹30.
    expect(quoted.body).toMatchObject({ discount: 30, couponCode: code, total: bookB.newPrice + 50 + 30 - 30 });
    const placed = await placeWith(customer, code.toLowerCase(), 30);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ discount: 30, couponCode: code, totalPrice: bookB.newPrice + 50 });
    // The confirmation e-mail shows the discount as its own line.
    const mails = await db.collection('mail').where('orderId', '==', placed.body._id).get();
    const confirmation = mails.docs.map((doc) => doc.data()).find((mail) => mail.kind === 'order-placed');
    expect(JSON.stringify(confirmation?.message)).toContain(`Discount (coupon ${code}): -₹30.00`);
    // A total that ignores the discount is refused, as any total that differs.
    const other = await createCustomer();
    const full = await call('POST', '/orders/create-order', {
      token: other.idToken,
      body: { ...couponOrder(other, code, 0) },
    });
    expect(full.status).toBe(400);
    expect(full.body.message).toMatch(/discount −₹30\.00/);
  });

  it.each([
    [{ validUntil: '2026-01-31' }, 'expired on 31 Jan 2026'],
    [{ validFrom: '2099-01-01' }, 'is valid from 1 Jan 2099'],
    [{ genres: ['poetry'] }, 'is not for these books'],
    [{ minSubtotal: 500 }, 'needs a subtotal of ₹500'],
  ])('refuses %j at the quote and the order with its sentence', async (terms, sentence) => {
    const code = await createCoupon(terms);
    const customer = await createCustomer();
    const quoted = await quote(code, customer);
    expect(quoted.status).toBe(409);
    expect(quoted.body.message).toContain(sentence);
    const placed = await placeWith(customer, code);
    expect(placed.status).toBe(409);
    expect(placed.body.message).toContain(sentence);
    expect(await storedCoupon(code)).toMatchObject({ uses: 0 });
  });

  it('refuses a paused code, and takes it again when resumed', async () => {
    const code = await createCoupon({});
    const paused = await call('PATCH', `/admin/coupons/${code.toLowerCase()}`, { token, body: { paused: true } });
    expect(paused.status).toBe(200);
    const customer = await createCustomer();
    expect((await placeWith(customer, code)).body.message).toBe('This code cannot be used.');
    await call('PATCH', `/admin/coupons/${code}`, { token, body: { paused: false } });
    expect((await placeWith(customer, code)).status).toBe(201);
  });

  it('is for a first order only when so made', async () => {
    const code = await createCoupon({ firstOrderOnly: true });
    const { customer } = await orderAlong(token, 'cod', [], undefined, ONE_COPY);
    expect((await quote(code, customer)).body.message).toBe(`The code ${code} is for a first order only.`);
    expect((await placeWith(customer, code)).status).toBe(409);
    expect((await placeWith(await createCustomer(), code)).status).toBe(201);
  });

  it('counts two spellings of one mailbox as one person', async () => {
    const code = await createCoupon({ usesPerPerson: 1 });
    const n = Date.now();
    const first = await createCustomer(`meera.iyer${n}@gmail.com`);
    const second = await createCustomer(`meeraiyer${n}+sale@gmail.com`);
    expect((await placeWith(first, code)).status).toBe(201);
    const again = await placeWith(second, code);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`You have already used the code ${code}.`);
  });

  it('gives the use back when an unpaid order is cancelled', async () => {
    const code = await createCoupon({ totalUses: 1, usesPerPerson: 1 });
    const customer = await createCustomer();
    const placed = await placeWith(customer, code);
    expect(placed.status).toBe(201);
    expect((await placeWith(await createCustomer(), code)).body.message).toBe(`The code ${code} has no uses left.`);
    const cancelled = await call('PATCH', `/admin/orders/${placed.body._id}/status`, {
      token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await storedCoupon(code)).toMatchObject({ uses: 0, discountGivenPaise: 0 });
    // The same person may use it again: their use came back too.
    expect((await placeWith(customer, code)).status).toBe(201);
  });
});

describe('odd input', () => {
  it('refuses codes that are not letters and digits, and changes nothing', async () => {
    for (const code of ['$&', "$'", '<script>', '=cmd', 'दिवाली10', 'AB\ud800CD', 'A'.repeat(21)]) {
      const created = await call('POST', '/admin/coupons', { token, body: { code, kind: 'fixed', value: 10 } });
      expect(created.status, code).toBe(400);
      expect(created.body.message).toMatch(/coupon code|broken character/);
    }
    const customer = await createCustomer();
    const quoted = await call(
      'GET',
      `/shipping/quote?pin=560001&subtotal=399&coupon=${encodeURIComponent('<script>')}`,
      {
        token: customer.idToken,
      },
    );
    expect(quoted.status).toBe(400);
    const unknown = await quote('NOSUCHCODE', customer);
    expect(unknown.status).toBe(409);
    expect(unknown.body.message).toBe('This code cannot be used.');
    const twice = await call('POST', '/admin/coupons', { token, body: { code: 'DUPE1234', kind: 'free-shipping' } });
    expect([201, 409]).toContain(twice.status);
    const again = await call('POST', '/admin/coupons', { token, body: { code: 'dupe1234', kind: 'free-shipping' } });
    expect(again.status).toBe(409);
  });
});
