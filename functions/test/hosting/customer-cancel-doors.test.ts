import { INVALID_UNICODE_MESSAGE, orderReference } from '@bookstore/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type Customer } from '../../../tests/support/emulators';
import { fetchChecked, API_DOORS } from '../../../tests/support/http';
import { freshUtr, orderAlong, saveShopSettings, SHIPPED } from '../../../tests/support/refunds';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { setStock } from '../../../tests/support/stock';

// The customer's cancel through both doors, Hosting's rewrite and the function's own
// URL: the same answers (200, 202, 409, 404, 403, 400) whichever way the request comes in.
// Every case and what it writes: customer-cancel.test.ts.

const store = useSeededStore({ per: 'suite' });
let token: string;
beforeAll(async () => {
  token = await store.ownerToken();
  await setStock(100);
  await saveShopSettings(token);
});

describe.each(API_DOORS)('through %s', (_door, base) => {
  const cancel = async (id: string, customer: Pick<Customer, 'idToken'>, body: unknown) => {
    const response = await fetchChecked(`${base}/orders/${id}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.idToken}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  const MIND = { reason: 'changed-my-mind' };

  it('cancels an unpaid order at once (200), and refuses it twice (409)', async () => {
    const { order, customer } = await orderAlong(token, 'cod', []);
    const done = await cancel(order._id, customer, { ...MIND, note: ' <i>नहीं</i> $& ' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.order).toMatchObject({ status: 'cancelled', cancelRequest: { note: '<i>नहीं</i> $&' } });
    const again = await cancel(order._id, customer, MIND);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Order ${orderReference(order)} is already cancelled.`);
  });

  it('keeps a request while the payment is checked (202), once', async () => {
    const { order, customer } = await orderAlong(token, 'upi', [{ utr: freshUtr() }]);
    const asked = await cancel(order._id, customer, MIND);
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(asked.body.order).toMatchObject({ status: 'payment-submitted', cancelRequest: MIND });
    expect((await cancel(order._id, customer, MIND)).status).toBe(409);
  });

  it('refuses a shipped order with the way to a return (409)', async () => {
    const { order, customer } = await orderAlong(token, 'cod', [{ status: 'confirmed' }, ...SHIPPED]);
    const refused = await cancel(order._id, customer, MIND);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/has shipped.*request a return from your orders page\.$/);
  });

  it('answers another customer’s order 404, an unverified customer 403, bad input 400', async () => {
    const { order, customer } = await orderAlong(token, 'cod', []);
    const stranger = await createCustomer();
    const theirs = await cancel(order._id, stranger, MIND);
    expect(theirs.status).toBe(404);
    const unverified = await createCustomer(undefined, { verified: false });
    expect((await cancel(order._id, unverified, MIND)).status).toBe(403);
    const bad = await cancel(order._id, customer, { reason: 'bored' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.reason).toMatch(/^Reason must be one of/);
    const broken = await cancel(order._id, customer, { ...MIND, note: 'a\ud800' });
    expect(broken.status).toBe(400);
    expect(broken.body.errors.note).toBe(INVALID_UNICODE_MESSAGE);
    // None of those touched it: the owner still sees it pending.
    expect((await cancel(order._id, customer, MIND)).status).toBe(200);
  });
});
