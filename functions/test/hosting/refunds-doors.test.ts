import { formatRupees, fromPaise, toPaise } from '@bookstore/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchChecked, API_DOORS } from '../../../tests/support/http';
import {
  freshUtr,
  orderAlong,
  ownersOrder,
  paidUpi,
  storedState,
  useStockedShop,
} from '../../../tests/support/refunds';

// Refunds at both doors: Hosting's rewrite, and the function's own URL that anyone
// can call around Hosting. The same owner-only access, the same refusals, the same sums.

const shop = useStockedShop();
let token: string;
// Runs after the shop's own beforeAll, which registered first.
beforeAll(() => {
  token = shop.token();
});

describe.each(API_DOORS)('through %s', (_door, base) => {
  const post = (path: string, body: unknown, auth = true) =>
    fetchChecked(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const refund = async (id: string, body: unknown) => {
    const response = await post(`/admin/orders/${id}/refunds`, body);
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  it('keeps refunds and late-payment decisions to the owner', async () => {
    const body = { amount: 1, method: 'cash', reference: 'R' };
    expect((await post('/admin/orders/abc/refunds', body, false)).status).toBe(401);
    expect((await post('/admin/orders/abc/late-payment', { decision: 'received' }, false)).status).toBe(401);
  });

  it('records refunds that add up, and refuses bad input, an over-refund and an order owing nothing, changing nothing', async () => {
    const { order } = await orderAlong(token, 'upi', paidUpi({ status: 'cancelled' }));
    const before = await storedState(order._id);
    for (const [body, field] of [
      [{ amount: 0, method: 'cash', reference: 'R' }, 'amount'],
      [{ amount: 1.234, method: 'cash', reference: 'R' }, 'amount'],
      [{ amount: 1, method: 'upi', reference: 'not-a-utr' }, 'reference'],
      [{ amount: 1, method: 'cash', reference: '' }, 'reference'],
    ] as const) {
      const refused = await refund(order._id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors).toHaveProperty(field);
    }
    const over = await refund(order._id, { amount: order.totalPrice + 1, method: 'cash', reference: 'R' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(`Only ${formatRupees(order.totalPrice)} of this order’s refund is outstanding.`);
    expect(await storedState(order._id)).toEqual(before);

    const utr = freshUtr();
    const first = await refund(order._id, { amount: 50, method: 'upi', reference: utr });
    expect(first.status).toBe(201);
    const rest = fromPaise(toPaise(order.totalPrice) - 5000);
    const second = await refund(order._id, { amount: rest, method: 'cash', reference: '<b>रसीद</b> $&' });
    expect(second.status).toBe(201);
    expect(second.body.order).toMatchObject({ refundOwed: order.totalPrice, refundOutstanding: 0 });

    const { order: unpaid } = await orderAlong(token, 'upi', [{ status: 'cancelled' }]);
    const nothing = await refund(unpaid._id, { amount: 1, method: 'cash', reference: 'R' });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('This order owes no refund.');
  });

  it('two refunds at once never exceed what is owed', async () => {
    const { order } = await orderAlong(token, 'upi', paidUpi({ status: 'cancelled' }));
    const part = fromPaise(Math.round(toPaise(order.totalPrice) * 0.6));
    const answers = await Promise.all(
      ['A', 'B'].map((reference) => refund(order._id, { amount: part, method: 'cash', reference })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await ownersOrder(token, order._id)).refunds).toHaveLength(1);
  });
});
