import { formatStoreDate, type Order } from '@bookstore/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder, mockApi, renderApp, SIGNED_IN } from './render-app';

const DUE = '2026-03-08T10:00:00.000Z';
const PAID_AT = '2026-03-04T06:30:00.000Z';

const order = (id: string, overrides: Partial<Order>) =>
  makeOrder(id, {
    email: SIGNED_IN.email!,
    paymentMethod: 'upi',
    status: 'cancelled',
    totalPrice: 412.5,
    ...overrides,
  });

async function refundLines(orders: Order[]): Promise<Array<string | null>> {
  mockApi({ '/api/orders/email/': () => orders, '/api/books': () => [] });
  renderApp('/orders', SIGNED_IN);
  const cards = await screen.findAllByTestId('order');
  return cards.map((card) => card.querySelector('[data-testid="refunds"]')?.textContent ?? null);
}

describe('the customer’s refunds, on their orders page', () => {
  it('says how much comes back and by when, then how each refund was paid', async () => {
    const due = order('o1', { refundOwed: 412.5, refundOutstanding: 412.5, refundDueBy: DUE });
    const partly = order('o2', {
      refundOwed: 412.5,
      refundOutstanding: 112.5,
      refundDueBy: DUE,
      refunds: [{ amount: 300, method: 'bank-transfer', reference: 'NEFT <b>$&</b>', refundedAt: PAID_AT }],
    });
    const paid = order('o3', {
      refundOwed: 412.5,
      refundOutstanding: 0,
      refundDueBy: DUE,
      refunds: [{ amount: 412.5, method: 'upi', reference: '512345678902', refundedAt: PAID_AT }],
    });
    expect(await refundLines([due, partly, paid])).toEqual([
      `Refund of ₹412.50 due by ${formatStoreDate(DUE)}.`,
      `Refunded ₹300.00 on ${formatStoreDate(PAID_AT)} (bank transfer, reference NEFT <b>$&</b>).` +
        `Refund of ₹112.50 due by ${formatStoreDate(DUE)}.`,
      `Refunded ₹412.50 on ${formatStoreDate(PAID_AT)} (UPI, UTR 512345678902).`,
    ]);
    // The reference is text, never markup.
    expect(document.querySelector('[data-testid="refunds"] b')).toBeNull();
  });

  it('says nothing of refunds where nothing was paid: an unpaid UPI order, or a COD order never delivered', async () => {
    expect(
      await refundLines([
        order('o4', { status: 'cancelled' }),
        order('o5', { paymentMethod: 'cod', status: 'returned', returnReason: 'rto' }),
        order('o6', { status: 'awaiting-payment' }),
      ]),
    ).toEqual([null, null, null]);
  });
});
