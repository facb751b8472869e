import { DEFAULT_STORE_SETTINGS } from '@bookstore/domain';
import { DEMO_SHOP_DETAILS } from '../../../seed/shop';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type Customer } from '../../../tests/support/emulators';
import { fetchChecked, API_DOORS } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { setStock } from '../../../tests/support/stock';

// UPI checks and the COD rules through both doors, Hosting's rewrite and the function's own URL: the
// owner's "paid" needs the bank statement's UTR and claims it, a return's reason fits its move,
// and "COD off" and the RTO limit hold for the person's alias.

const store = useSeededStore({ per: 'suite' });
let token: string;
beforeAll(async () => {
  token = await store.ownerToken();
  await setStock(100);
});

async function send(base: string, method: string, path: string, body: unknown, bearer = token) {
  const response = await fetchChecked(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe.each(API_DOORS)('through %s', (door, base) => {
  const tag = door === 'Hosting' ? 'h' : 'f';
  const place = (customer: Customer, paymentMethod: 'cod' | 'upi') =>
    send(base, 'POST', '/orders/create-order', orderFor(customer, { paymentMethod }), customer.idToken);
  const move = (id: string, body: object) => send(base, 'PATCH', `/admin/orders/${id}/status`, body);

  it('asks the owner for the UTR of a payment the shopper sent none for, and claims it once', async () => {
    const settings = {
      ...DEMO_SHOP_DETAILS,
      upi: { vpa: 'booknook@okbank', payeeName: 'Book Nook', expiryHours: 24, merchant: false, merchantCode: '' },
      cod: { ...DEFAULT_STORE_SETTINGS.cod, rtoLimit: 1 },
    };
    expect((await send(base, 'PUT', '/admin/settings', settings)).status).toBe(200);
    const [first, second] = [await createCustomer(), await createCustomer()];
    const a = (await place(first, 'upi')).body._id as string;
    const b = (await place(second, 'upi')).body._id as string;
    const missing = await move(a, { status: 'confirmed' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.utr).toMatch(/bank statement/);
    const utr = door === 'Hosting' ? '512345678901' : '512345678902';
    expect((await move(a, { status: 'confirmed', utr })).status).toBe(200);
    const again = await move(b, { status: 'confirmed', utr });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(`The UTR ${utr} was already given for another order (${a})`);
  });

  it('refuses a return reason that does not fit the move, and keeps COD off for an alias after one RTO', async () => {
    const refuser = await createCustomer(`gh.doors39${tag}@gmail.com`);
    const alias = await createCustomer(`g.h.doors39${tag}+x@gmail.com`);
    const id = (await place(refuser, 'cod')).body._id as string;
    for (const status of ['confirmed', 'shipped']) expect((await move(id, { status })).status).toBe(200);
    const wrong = await move(id, { status: 'returned', returnReason: 'customer-return' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.returnReason).toMatch(
      /^An order that is shipped cannot come back as returned by the customer/,
    );
    expect((await move(id, { status: 'returned', returnReason: 'rto' })).status).toBe(200);
    const refused = await place(alias, 'cod');
    expect(refused.status).toBe(400);
    expect(refused.body.errors.paymentMethod).toBe('Cash on delivery is not available for your account.');
  });

  it('switches COD off for the person: the alias of a switched-off address is refused', async () => {
    const settings = {
      ...DEMO_SHOP_DETAILS,
      upi: { vpa: 'booknook@okbank', payeeName: 'Book Nook', expiryHours: 24, merchant: false, merchantCode: '' },
    };
    expect((await send(base, 'PUT', '/admin/settings', settings)).status).toBe(200);
    const first = await createCustomer(`ij.doors39${tag}@gmail.com`);
    const alias = await createCustomer(`i.j.doors39${tag}+y@gmail.com`);
    const placed = await place(first, 'upi');
    expect(placed.status).toBe(201);
    expect((await send(base, 'POST', '/admin/customers/cod', { email: first.email, codAllowed: false })).status).toBe(
      200,
    );
    const refused = await place(alias, 'cod');
    expect(refused.status).toBe(400);
    expect(refused.body.errors.paymentMethod).toBe('Cash on delivery is not available for your account.');
  });
});
