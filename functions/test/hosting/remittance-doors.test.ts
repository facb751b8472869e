import { MAX_PRICE } from '@bookstore/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_DOORS, fetchChecked } from '../../../tests/support/http';
import { orderAlong, useStockedShop } from '../../../tests/support/refunds';

// The by-hand remittance at both doors: Hosting's rewrite, and the function's own URL
// that anyone can call around Hosting. The same owner-only access, the same limits on the amount,
// the date and the reference, and a refused body changes nothing.

const shop = useStockedShop();
let token: string;
// Runs after the shop's own beforeAll, which registered first.
beforeAll(() => {
  token = shop.token();
});

describe.each(API_DOORS)('through %s', (_door, base) => {
  const record = async (id: string, body: unknown, auth = true) => {
    const response = await fetchChecked(`${base}/admin/orders/${id}/remittance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  const deliveredCod = async () => {
    const awb = `DOOR${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const steps = [{ status: 'confirmed' }, { status: 'shipped', courier: 'delhivery', awb }, { status: 'delivered' }];
    const { order } = await orderAlong(token, 'cod', steps);
    return order;
  };
  const cashOf = async (id: string) => {
    const response = await fetchChecked(`${base}/admin/orders/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { cashPending, remittance } = (await response.json()) as Record<string, unknown>;
    return { cashPending, remittance };
  };

  it('is the owner’s alone; an unknown order is a 404', async () => {
    const body = { date: '2026-11-20', reference: 'NEFT1', amount: 100 };
    expect((await record('nosuchorder0000000000', body, false)).status).toBe(401);
    expect((await record('nosuchorder0000000000', body)).status).toBe(404);
  });

  it('refuses a bad amount, date or reference with its field’s message, and records nothing', async () => {
    const order = await deliveredCod();
    const before = await cashOf(order._id);
    const ok = { date: '2026-11-20', reference: 'NEFT-DOORS-1' };
    for (const [body, field, message] of [
      [{ ...ok, amount: 0 }, 'amount', 'Amount must be greater than zero.'],
      [{ ...ok, amount: -5 }, 'amount', 'Amount must be greater than zero.'],
      [{ ...ok, amount: 10.005 }, 'amount', 'Amount may have at most 2 decimals.'],
      [{ ...ok, amount: '480' }, 'amount', 'Amount must be a number.'],
      [{ ...ok, amount: MAX_PRICE + 1 }, 'amount', `Amount must be at most ${MAX_PRICE}.`],
      [{ ...ok, amount: 100, reference: 'x'.repeat(101) }, 'reference', undefined],
      [{ ...ok, amount: 100, reference: '' }, 'reference', undefined],
      [{ ...ok, amount: 100, date: '2026-02-30' }, 'date', undefined],
      [{ ...ok, amount: 100, date: '=cmd' }, 'date', undefined],
    ] as const) {
      const refused = await record(order._id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body.errors), JSON.stringify(body)).toContain(field);
      if (message) expect(refused.body.errors[field]).toBe(message);
    }
    // JSON can spell a lone surrogate; the reference refuses it like any broken text.
    expect((await record(order._id, '{"date":"2026-11-20","reference":"\\ud800R","amount":100}')).status).toBe(400);
    expect(await cashOf(order._id)).toEqual(before);
  });

  it('records a short amount with its deduction, as written, once', async () => {
    const order = await deliveredCod();
    const reference = '$& <script> रसीद';
    const short = await record(order._id, { date: '2026-11-20', reference, amount: order.totalPrice - 35 });
    expect(short.status, JSON.stringify(short.body)).toBe(200);
    const settlement = await cashOf(order._id);
    expect(settlement).toMatchObject({
      cashPending: false,
      remittance: { amount: order.totalPrice - 35, reference, date: '2026-11-20' },
    });
    const again = await record(order._id, { date: '2026-11-21', reference: 'NEFT2' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^Already remitted/);
  });
});
