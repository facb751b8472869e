import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder, mockApi, renderApp, SIGNED_IN } from './render-app';

const orders = [
  makeOrder('o3', { status: 'returned' }),
  makeOrder('o2', { status: 'shipped' }),
  makeOrder('o1', { status: 'cancelled' }),
];

describe("the customer's order status", () => {
  it('is shown on each order of /orders', async () => {
    mockApi({ '/api/orders/email/': () => orders, '/api/books': () => [] });
    renderApp('/orders', SIGNED_IN);
    const cards = await screen.findAllByTestId('order');
    expect(cards.map((card) => within(card).getByTestId('order-status').textContent)).toEqual([
      'Returned',
      'Shipped',
      'Cancelled',
    ]);
  });

  it('is shown on each order of the user dashboard', async () => {
    mockApi({ '/api/orders/email/': () => orders, '/api/books': () => [] });
    renderApp('/user-dashboard', SIGNED_IN);
    const cards = await screen.findAllByTestId('dashboard-order');
    expect(cards.map((card) => within(card).getByTestId('order-status').textContent)).toEqual([
      'Returned',
      'Shipped',
      'Cancelled',
    ]);
  });
});
