import { fromPaise, toPaise } from '@bookstore/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../tests/support/emulators';
import { API_DOORS, doorCall } from '../../../tests/support/http';
import { bookA, bookB, orderFor } from '../../../tests/support/orders';
import { CHARGES, saveShopSettings, shopSettings, useStockedShop } from '../../../tests/support/refunds';
import { BANK, DELIVERED } from '../../../tests/support/returns';

// What a couponed order owes back, and the order with nothing to pay (decision 077), at both
// doors: Hosting's rewrite, and the function's own URL that anyone can call around Hosting.

const shop = useStockedShop({ saveBeforeEach: true });
let token: string;
beforeAll(() => {
  token = shop.token();
});

let codes = 0;
const freshCode = (door: string) => `DR${door}${Date.now() % 1_000_000}${codes++}`.slice(0, 20);

describe.each(API_DOORS)('through %s', (door, base) => {
  const send = doorCall(base);
  const tag = door === 'Hosting' ? 'H' : 'F';
  const booksPaise = toPaise(bookA.newPrice) * 2 + toPaise(bookB.newPrice);

  async function coupon(body: Record<string, unknown>): Promise<string> {
    const made = await send('POST', '/admin/coupons', { ...body, code: freshCode(tag) }, token);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.code as string;
  }

  it('a ₹100 coupon’s order returned in two parts owes back the ₹ paid, not the coupon too', async () => {
    const code = await coupon({ kind: 'fixed', value: 100 });
    const customer = await createCustomer();
    const totalPaise = booksPaise + toPaise(CHARGES.shipping) + toPaise(CHARGES.codFee) - 10_000;
    const placed = await send(
      'POST',
      '/orders/create-order',
      orderFor(customer, { paymentMethod: 'cod', couponCode: code, totalPrice: fromPaise(totalPaise) }),
      customer.idToken,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body._id as string;
    for (const step of DELIVERED)
      expect((await send('PATCH', `/admin/orders/${id}/status`, step, token)).status).toBe(200);

    let owed = 0;
    for (const items of [[{ productId: bookB.slug, quantity: 1 }], [{ productId: bookA.slug, quantity: 2 }]]) {
      const asked = await send(
        'POST',
        `/orders/${id}/return-requests`,
        { items, reason: 'damaged', note: '', refundTo: BANK },
        customer.idToken,
      );
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      expect(
        (await send('PATCH', `/admin/return-requests/${asked.body.id}`, { decision: 'approve' }, token)).status,
      ).toBe(200);
      const received = await send('PATCH', `/admin/return-requests/${asked.body.id}`, { decision: 'received' }, token);
      expect(received.status, JSON.stringify(received.body)).toBe(200);
      owed = toPaise(received.body.order.refundOwed);
    }
    // bookB's share of the ₹100 is ₹30.77 (its ₹399 of ₹1,297): the first part owed ₹368.23.
    expect(owed).toBe(totalPaise);
  });

  it('the owner’s whole return keeping the charges after free shipping keeps only the COD fee', async () => {
    await saveShopSettings(token, { keepChargesOnReturn: true });
    const code = await coupon({ kind: 'free-shipping' });
    const customer = await createCustomer();
    const placed = await send(
      'POST',
      '/orders/create-order',
      orderFor(customer, {
        paymentMethod: 'cod',
        couponCode: code,
        totalPrice: fromPaise(booksPaise + toPaise(CHARGES.codFee)),
      }),
      customer.idToken,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body._id as string;
    for (const step of DELIVERED)
      expect((await send('PATCH', `/admin/orders/${id}/status`, step, token)).status).toBe(200);
    const moved = await send(
      'PATCH',
      `/admin/orders/${id}/status`,
      { status: 'returned', returnReason: 'customer-return' },
      token,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.order.refundOwed).toBe(fromPaise(booksPaise));
  });

  it('refuses an order with nothing to pay with a sentence', async () => {
    const settings = shopSettings();
    const saved = await send(
      'PUT',
      '/admin/settings',
      { ...settings, shipping: { ...settings.shipping, flatCharge: 0 } },
      token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const code = await coupon({ kind: 'fixed', value: 1000 });
    const customer = await createCustomer();
    const refused = await send(
      'POST',
      '/orders/create-order',
      orderFor(customer, {
        paymentMethod: 'upi',
        couponCode: code,
        products: [{ productId: bookB.slug, quantity: 1 }],
        totalPrice: 0,
      }),
      customer.idToken,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^This order comes to ₹0\.00: the shop cannot take an order with nothing to pay\./,
    );
    const mine = await send('GET', `/orders/email/${encodeURIComponent(customer.email)}`, undefined, customer.idToken);
    expect(mine.body).toEqual([]);
  });
});
