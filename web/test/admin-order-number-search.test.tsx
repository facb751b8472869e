import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import { makeOrder, mockApi, OWNER_LOGIN, ownerOverviewApi, queryOf, renderApp } from './render-app';

const ORDERS = [
  makeOrder('o2', { number: 1042, name: 'Devi', email: 'devi@example.com' }),
  makeOrder('o1', { number: 1041, name: 'Sam', email: 'sam@example.com' }),
];

/** GET /api/admin/orders as the server answers it: by number alone when one is asked for, else by e-mail. */
function mockOrders() {
  return mockApi({
    '/api/admin/orders': (url) => {
      const query = queryOf(url);
      const number = query.get('number');
      const email = query.get('email');
      const orders = number
        ? ORDERS.filter((order) => order.number === Number(number.replace('#', '')))
        : ORDERS.filter((order) => !email || order.email === email);
      return { orders, nextCursor: null };
    },
    ...ownerOverviewApi(),
  });
}

const listUrls = (calls: ReturnType<typeof mockApi>) =>
  calls.map((call) => call.url).filter((url) => url.startsWith('/api/admin/orders'));

async function openOrders(path = '/dashboard/orders') {
  saveSession(OWNER_LOGIN);
  const calls = mockOrders();
  const view = renderApp(path);
  await screen.findByRole('search', { name: 'Order by number' });
  return { calls, ...view };
}

describe('the owner’s search by order number', () => {
  it.each(['1042', '#1042', ' # 1042 '])(
    'finds the order from “%s”, and Clear shows every order again',
    async (typed) => {
      const { calls, router } = await openOrders();
      const user = userEvent.setup();
      await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
      await user.type(screen.getByLabelText('Order number'), typed);
      await user.click(screen.getByRole('button', { name: 'Find' }));
      await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
      expect(screen.getByTestId('order-row')).toHaveTextContent('#1042');
      expect(screen.getByRole('heading', { name: 'Order #1042', level: 1 })).toBeInTheDocument();
      expect(listUrls(calls).at(-1)).toBe('/api/admin/orders?number=1042');
      expect(new URLSearchParams(router.state.location.search).get('number')).toBe(typed.trim());

      await user.click(screen.getByRole('button', { name: 'Clear' }));
      await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
      expect(router.state.location.search).toBe('');
    },
  );

  it('says so when no order has the number', async () => {
    await openOrders('/dashboard/orders?number=999');
    expect(await screen.findByText('No order #999.')).toBeInTheDocument();
  });

  it('refuses what is not an order number, and asks the API nothing', async () => {
    const { calls, router } = await openOrders();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
    await user.type(screen.getByLabelText('Order number'), '10a2');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Type an order number, like 1042 or #1042.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(listUrls(calls).some((url) => url.includes('number='))).toBe(false);
  });

  it('keeps the e-mail filter working beside it', async () => {
    const { calls } = await openOrders('/dashboard/orders?email=sam%40example.com');
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
    expect(screen.getByTestId('order-row')).toHaveTextContent('Sam');
    expect(listUrls(calls)[0]).toBe('/api/admin/orders?email=sam%40example.com');
  });
});
