import { RETURN_REASON_LABELS, type Order, type OrderStatus } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import {
  adminBooksApi,
  adminStats,
  json,
  makeOrder,
  mockApi,
  OWNER_LOGIN,
  OWNER_TOKEN,
  ownerOverviewApi,
  renderApp,
  sentBody,
} from './render-app';

const STATS = adminStats({ totalBooks: 2 });
const ALL = [
  makeOrder('o3', { status: 'delivered', name: 'Devi' }),
  makeOrder('o2', { status: 'shipped', name: 'Sam' }),
  makeOrder('o1', { status: 'pending', name: 'Priya' }),
];

/** The owner's API for one order, which moves when PATCHed, plus the list and the stats. */
function mockOrderApi(start: Order, answer?: (to: OrderStatus) => Response) {
  let order = start;
  const base = `/api/admin/orders/${start._id}`;
  return mockApi({
    [`${base}/status`]: (_url, init) => {
      const { status } = sentBody({ init }) as { status: OrderStatus };
      if (answer) return answer(status);
      order = {
        ...order,
        status,
        history: [...order.history, { status, at: '2026-03-02T09:00:00.000Z', by: 'owner' }],
      };
      return { message: `The order is now ${status}.`, order };
    },
    // The order page's e-mail section; its own tests are in admin-order-mail.test.tsx.
    [`${base}/mail`]: () => [],
    [base]: () => order,
    '/api/admin/books': adminBooksApi(() => []),
    ...ownerOverviewApi(STATS),
  });
}

function nextSteps(): string[] {
  const group = screen.queryByRole('group', { name: 'Next steps' });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((button) => button.textContent ?? '')
    : [];
}

describe('the owner’s orders page', () => {
  it('lists orders with date, customer, total and status, and filters by status', async () => {
    saveSession(OWNER_LOGIN);
    const calls = mockApi({
      '/api/admin/orders': (url) => {
        const status = new URL(url, 'http://x').searchParams.get('status');
        return { orders: ALL.filter((order) => !status || order.status === status), nextCursor: null };
      },
      ...ownerOverviewApi(STATS),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/orders');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'Date', 'Customer', 'Total', 'Payment', 'Status', 'Details']);
    expect(screen.getAllByTestId('order-row')).toHaveLength(3);
    expect(screen.getAllByTestId('order-row')[2]).toHaveTextContent('Priya');
    expect(screen.getAllByTestId('order-row')[2]).toHaveTextContent('₹300.00');
    // makeOrder's 10:00 UTC, on the shop's clock (UTC+5:30) and day first.
    expect(within(screen.getAllByTestId('order-row')[2]!).getAllByRole('cell')[1]).toHaveTextContent(
      /^1 Mar 2026, 3:30\spm$/,
    );

    const statusSelect = screen.getByLabelText('Status');
    expect(
      within(statusSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Pending',
      'Awaiting payment',
      'Payment submitted',
      'Confirmed',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Returned',
    ]);
    await user.selectOptions(statusSelect, 'Shipped');
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
    expect(screen.getByTestId('order-row')).toHaveTextContent('Sam');
    expect(calls.at(-1)!.url).toBe('/api/admin/orders?status=shipped');
    expect((calls.at(-1)!.init!.headers as Record<string, string>).authorization).toBe(`Bearer ${OWNER_TOKEN}`);
    expect(router.state.location.search).toBe('?status=shipped');

    await user.selectOptions(statusSelect, 'Cancelled');
    expect(await screen.findByText('No cancelled orders.')).toBeInTheDocument();
  });

  it("follows the cursor with 'Load more' until there is no next page", async () => {
    saveSession(OWNER_LOGIN);
    const calls = mockApi({
      '/api/admin/orders?cursor=o2': () => ({ orders: [ALL[2]], nextCursor: null }),
      '/api/admin/orders': () => ({ orders: ALL.slice(0, 2), nextCursor: 'o2' }),
      ...ownerOverviewApi(STATS),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/orders');
    expect(await screen.findAllByTestId('order-row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    expect(calls.some((call) => call.url === '/api/admin/orders?cursor=o2')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens an order from the list', async () => {
    saveSession(OWNER_LOGIN);
    mockApi({
      '/api/admin/orders/o1/mail': () => [],
      '/api/admin/orders/o1': () => ALL[2],
      '/api/admin/orders': () => ({ orders: ALL, nextCursor: null }),
      ...ownerOverviewApi(STATS),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/orders');
    await user.click(await screen.findByRole('link', { name: 'View the order of Priya' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders/o1'));
    expect(await screen.findByRole('heading', { name: 'Order o1' })).toBeInTheDocument();
  });
});

describe('one order, for the owner', () => {
  it('shows the address, the lines, the total and the history', async () => {
    saveSession(OWNER_LOGIN);
    const order = makeOrder('o1', {
      status: 'shipped',
      address: {
        street: '4 Park Street',
        landmark: 'Near the museum',
        city: 'Kolkata',
        state: 'West Bengal',
        country: 'India',
        zipcode: '700016',
      },
      products: [
        { productId: 'a', title: 'Alpha', quantity: 2, price: 150 },
        { productId: 'b', title: 'Beta', quantity: 1, price: 99.5 },
      ],
      totalPrice: 399.5,
      history: [
        { status: 'pending', at: '2026-03-01T10:00:00.000Z', by: 'customer' },
        { status: 'confirmed', at: '2026-03-01T12:00:00.000Z', by: 'owner' },
        { status: 'shipped', at: '2026-03-02T08:00:00.000Z', by: 'owner' },
      ],
    });
    mockOrderApi(order);
    renderApp('/dashboard/orders/o1');
    const address = (await screen.findByRole('heading', { name: 'Deliver to' })).closest('section')!;
    expect(address).toHaveTextContent('4 Park Street');
    expect(address).toHaveTextContent('Near the museum');
    expect(address).toHaveTextContent('Kolkata, West Bengal');
    expect(screen.getAllByTestId('order-line').map((row) => row.textContent)).toEqual(['Alpha2₹150.00', 'Beta1₹99.50']);
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹399.50');
    const history = screen.getAllByTestId('history-entry');
    expect(history.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Pending',
      'Confirmed',
      'Shipped',
    ]);
    expect(within(history[0]!).getByText('customer')).toBeInTheDocument();
    expect(history[1]!.querySelector('time')).toHaveAttribute('dateTime', '2026-03-01T12:00:00.000Z');
    expect(history[1]!.querySelector('time')).toHaveTextContent(/^1 Mar 2026, 5:30\spm$/);
    expect(address).toHaveTextContent(/Ordered 1 Mar 2026, 3:30\spm/);
  });

  it.each<[OrderStatus, string[]]>([
    ['pending', ['Mark confirmed', 'Cancel order']],
    ['confirmed', ['Mark shipped', 'Cancel order']],
    ['shipped', ['Mark delivered', 'Mark returned']],
    ['delivered', ['Mark returned']],
    ['cancelled', []],
    ['returned', []],
  ])('offers only the allowed next steps for a %s order', async (status, buttons) => {
    saveSession(OWNER_LOGIN);
    mockOrderApi(makeOrder('o1', { status }));
    renderApp('/dashboard/orders/o1');
    await screen.findByRole('heading', { name: 'Order o1' });
    expect(nextSteps()).toEqual(buttons);
    if (buttons.length === 0) expect(screen.getByText(/there is no further step/)).toBeInTheDocument();
  });

  it('sends PATCH with the new status, then shows it, its history entry and the next steps; stats are refreshed', async () => {
    saveSession(OWNER_LOGIN);
    const calls = mockOrderApi(makeOrder('o1', { status: 'pending' }));
    const user = userEvent.setup();
    renderApp('/dashboard/orders/o1');
    await screen.findByRole('heading', { name: 'Order o1' });
    const statsCalls = () => calls.filter((call) => call.url === '/api/admin').length;
    await waitFor(() => expect(statsCalls()).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Mark confirmed' }));
    expect(await screen.findByText('The order is now confirmed.')).toBeInTheDocument();
    const patches = calls.filter((call) => call.init?.method === 'PATCH');
    expect(patches.map((call) => call.url)).toEqual(['/api/admin/orders/o1/status']);
    expect(sentBody(patches[0]!)).toEqual({ status: 'confirmed' });
    expect((patches[0]!.init!.headers as Record<string, string>).authorization).toBe(`Bearer ${OWNER_TOKEN}`);
    expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Confirmed');
    expect(screen.getAllByTestId('history-entry')).toHaveLength(2);
    expect(nextSteps()).toEqual(['Mark shipped', 'Cancel order']);
    await waitFor(() => expect(statsCalls()).toBe(2));
  });

  it('asks before cancelling, and sends nothing when the owner keeps the order', async () => {
    saveSession(OWNER_LOGIN);
    const calls = mockOrderApi(makeOrder('o1', { status: 'confirmed' }));
    const user = userEvent.setup();
    renderApp('/dashboard/orders/o1');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel this order?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.init?.method === 'PATCH')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('The order is now cancelled.')).toBeInTheDocument();
    expect(calls.filter((call) => call.init?.method === 'PATCH').map(sentBody)).toEqual([{ status: 'cancelled' }]);
    expect(nextSteps()).toEqual([]);
  });

  it.each<OrderStatus>(['shipped', 'delivered'])(
    'asks why before marking a %s order returned, and sends nothing when the owner keeps it as is',
    async (status) => {
      saveSession(OWNER_LOGIN);
      const calls = mockOrderApi(makeOrder('o1', { status }));
      const user = userEvent.setup();
      renderApp('/dashboard/orders/o1');
      await user.click(await screen.findByRole('button', { name: 'Mark returned' }));
      let form = screen.getByRole('form', { name: 'Mark this order returned' });
      expect(form).toHaveTextContent('Its copies go back on the shelf and the sale leaves the statistics.');
      await user.click(within(form).getByRole('button', { name: 'Keep as is' }));
      expect(screen.queryByRole('form', { name: 'Mark this order returned' })).toBeNull();
      expect(calls.filter((call) => call.init?.method === 'PATCH')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Mark returned' }));
      form = screen.getByRole('form', { name: 'Mark this order returned' });
      // No reason chosen: the form says so and sends nothing.
      await user.click(within(form).getByRole('button', { name: 'Mark returned' }));
      expect(within(form).getByText('Choose why the parcel came back.')).toBeInTheDocument();
      expect(calls.filter((call) => call.init?.method === 'PATCH')).toHaveLength(0);

      // Only the reason that fits the move is offered: a parcel that never reached
      // the customer came back refused (RTO); a delivered one was sent back by the customer.
      const [fits, misfits] =
        status === 'shipped'
          ? (['rto', 'Returned by the customer'] as const)
          : (['customer-return', 'Refused or undeliverable (RTO)'] as const);
      expect(within(form).queryByLabelText(misfits)).toBeNull();
      await user.click(within(form).getByLabelText(RETURN_REASON_LABELS[fits]));
      await user.click(within(form).getByRole('button', { name: 'Mark returned' }));
      expect(await screen.findByText('The order is now returned.')).toBeInTheDocument();
      expect(calls.filter((call) => call.init?.method === 'PATCH').map(sentBody)).toEqual([
        { status: 'returned', returnReason: fits },
      ]);
      expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Returned');
      expect(nextSteps()).toEqual([]);
    },
  );

  it('shows the API’s reason when a move is refused (409)', async () => {
    saveSession(OWNER_LOGIN);
    mockOrderApi(makeOrder('o1', { status: 'shipped' }), () =>
      json({ message: 'An order that is delivered cannot be marked delivered.' }, 409),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/orders/o1');
    await user.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('The status could not be changed')).toBeInTheDocument();
    expect(screen.getByText('An order that is delivered cannot be marked delivered.')).toBeInTheDocument();
  });

  it("says 'Order not found.' for an unknown order", async () => {
    saveSession(OWNER_LOGIN);
    mockApi({ '/api/admin/orders/nope': () => json({ message: 'Order not found.' }, 404), ...ownerOverviewApi(STATS) });
    renderApp('/dashboard/orders/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  });
});
