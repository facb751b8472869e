import { type Order } from '@bookstore/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOrder, mockApi, renderApp, SIGNED_IN } from './render-app';

// "Cancel order" on the customer's orders page, while the order has not shipped.

const order = (id: string, overrides: Partial<Order>) =>
  makeOrder(id, { email: SIGNED_IN.email!, paymentMethod: 'cod', status: 'pending', ...overrides });

async function cards(orders: Order[], handlers = {}) {
  const calls = mockApi({ '/api/orders/email/': () => orders, '/api/books': () => [], ...handlers });
  renderApp('/orders', SIGNED_IN);
  const found = await screen.findAllByTestId('order');
  return { calls, found };
}

describe('the customer’s cancel, on their orders page', () => {
  it('is offered until the order ships, and never after', async () => {
    const { found } = await cards([
      order('o1', { status: 'pending' }),
      order('o2', { status: 'confirmed' }),
      order('o3', { status: 'shipped' }),
      order('o4', { status: 'delivered' }),
      order('o5', { status: 'cancelled' }),
    ]);
    await within(found[1]!).findByRole('button', { name: 'Cancel order' });
    await within(found[0]!).findByRole('button', { name: 'Cancel order' });
    for (const card of found.slice(2)) expect(within(card).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('asks for a reason with the server’s schema, sends it with the note, and shows the order as answered', async () => {
    const cancelled = order('o1', {
      status: 'cancelled',
      cancelRequest: { reason: 'found-cheaper', note: '<b>$&</b>', at: '2026-03-04T06:30:00.000Z' },
    });
    const { calls, found } = await cards([order('o1', {})], {
      '/api/orders/o1/cancel': () => ({ message: 'Order o1 is cancelled. There is nothing to pay.', order: cancelled }),
    });
    const user = userEvent.setup();
    await user.click(await within(found[0]!).findByRole('button', { name: 'Cancel order' }));
    const form = screen.getByRole('form', { name: 'Cancel this order' });
    await user.click(within(form).getByRole('button', { name: 'Cancel order' }));
    await within(form).findByText('Choose why you are cancelling.');
    expect(calls.some((call) => call.url.includes('/cancel'))).toBe(false);

    await user.selectOptions(within(form).getByLabelText('Why are you cancelling?'), 'found-cheaper');
    await user.type(within(form).getByLabelText('Anything to add? (optional)'), '  <b>$&</b>  ');
    await user.click(within(form).getByRole('button', { name: 'Cancel order' }));
    await within(found[0]!).findByText('You cancelled this order (I found it cheaper elsewhere).');
    const sent = calls.find((call) => call.url.endsWith('/api/orders/o1/cancel'));
    expect(sent?.init?.method).toBe('POST');
    expect(JSON.parse(sent?.init?.body as string)).toEqual({ reason: 'found-cheaper', note: '<b>$&</b>' });
  });

  it('says a request waits for the payment’s check', async () => {
    const { found } = await cards([
      order('o1', {
        paymentMethod: 'upi',
        status: 'payment-submitted',
        payment: { utr: '412345678901', submittedAt: '2026-03-04T06:00:00.000Z' },
        cancelRequest: { reason: 'changed-my-mind', note: '', at: '2026-03-04T06:30:00.000Z' },
      }),
    ]);
    await within(found[0]!).findByText(/You asked to cancel this order \(I changed my mind\)/);
    expect(within(found[0]!).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});
