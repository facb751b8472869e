import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../tests/support/emulators';
import { API_DOORS, doorCall } from '../../../tests/support/http';
import { bookB } from '../../../tests/support/orders';
import { useStockedShop } from '../../../tests/support/refunds';

// Coupons at both doors: Hosting's rewrite, and the function's own URL that anyone
// can call around Hosting. The owner's routes only for the owner; the quote with a code only for
// the signed-in customer, never cached; the same refusals at each.

// The seeded store, its books well stocked and the shop's details saved (tests/support/refunds.ts).
const shop = useStockedShop();
let token: string;
beforeAll(() => {
  token = shop.token();
});

describe.each(API_DOORS)('through %s', (door, base) => {
  const send = doorCall(base);
  const code = `DOOR${door === 'Hosting' ? 'H' : 'F'}${Date.now() % 100_000}`;

  it('lets only the owner create, list and pause codes, and refuses odd codes', async () => {
    const customer = await createCustomer();
    const coupon = { code, kind: 'percent', value: 10, maxDiscount: null, totalUses: 5 };
    expect((await send('POST', '/admin/coupons', coupon)).status).toBe(401);
    expect((await send('POST', '/admin/coupons', coupon, customer.idToken)).status).toBe(401);
    for (const odd of ['<script>', '$&', '=cmd', 'कूपन1234'])
      expect((await send('POST', '/admin/coupons', { ...coupon, code: odd }, token)).status, odd).toBe(400);
    const made = await send('POST', '/admin/coupons', coupon, token);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await send('POST', '/admin/coupons', { ...coupon, code: code.toLowerCase() }, token)).status).toBe(409);
    expect((await send('GET', '/admin/coupons')).status).toBe(401);
    const list = await send('GET', '/admin/coupons', undefined, token);
    expect(list.body.coupons.find((c: { code: string }) => c.code === code)).toMatchObject({
      uses: 0,
      discountGiven: 0,
    });
    expect((await send('PATCH', `/admin/coupons/${code}`, { paused: true }, customer.idToken)).status).toBe(401);
    expect((await send('PATCH', '/admin/coupons/NOSUCH99', { paused: true }, token)).status).toBe(404);
    expect((await send('PATCH', `/admin/coupons/${code}`, { paused: 'yes' }, token)).status).toBe(400);
  }, 120_000);

  it('quotes a code only for the signed-in customer, never cached, and refuses a paused one with 409', async () => {
    const customer = await createCustomer();
    const path = `/shipping/quote?pin=560001&subtotal=${bookB.newPrice}&payment=upi&coupon=${code.toLowerCase()}&items=${bookB.slug}:1`;
    expect((await send('GET', path)).status).toBe(401);
    const quoted = await send('GET', path, undefined, customer.idToken);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.headers.get('cache-control')).toBe('private, no-store');
    expect(quoted.body).toMatchObject({ couponCode: code, discount: Math.floor(bookB.newPrice * 10) / 100 });
    expect((await send('PATCH', `/admin/coupons/${code}`, { paused: true }, token)).status).toBe(200);
    const paused = await send('GET', path, undefined, customer.idToken);
    expect(paused.status).toBe(409);
    expect(paused.body.message).toBe('This code cannot be used.');
    // A code that does not exist answers the same status and sentence: a guesser learns nothing.
    const unknown = await send(
      'GET',
      path.replace(`coupon=${code.toLowerCase()}`, 'coupon=NOSUCH99'),
      undefined,
      customer.idToken,
    );
    expect(unknown.status).toBe(409);
    expect(unknown.body.message).toBe('This code cannot be used.');
    // Without a code the quote is the catalog's, cacheable as before.
    const plain = await send('GET', `/shipping/quote?pin=560001&subtotal=${bookB.newPrice}`);
    expect(plain.status).toBe(200);
    expect(plain.body.discount).toBeUndefined();
  }, 120_000);
});
