import type { CancelOpenOrdersResult, CustomerAccount, Order } from '@bookstore/domain';
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
const PRIYA = 'priya@example.com';

type Calls = ReturnType<typeof mockApi>;
const urlsOf = (calls: Calls, prefix: string) => calls.map((call) => call.url).filter((url) => url.startsWith(prefix));
const posts = (calls: Calls) => calls.filter((call) => call.init?.method === 'POST');

/**
 * The owner's API over a small shop: Priya's two open orders and a delivered one, and Sam's
 * order. Cancelling and blocking change what later reads answer, as the server would.
 */
function mockShop(
  options: {
    customer?: Partial<CustomerAccount> | null;
    cancelAnswer?: () => Response;
    blockAnswer?: () => Response;
  } = {},
) {
  let orders: Order[] = [
    makeOrder('p2', { email: PRIYA, name: 'Priya', status: 'pending' }),
    makeOrder('p1', { email: PRIYA, name: 'Priya', status: 'confirmed' }),
    makeOrder('p0', { email: PRIYA, name: 'Priya', status: 'delivered' }),
    makeOrder('s1', { email: 'sam@example.com', name: 'Sam', status: 'pending' }),
  ];
  let blocked = options.customer?.blocked ?? false;
  const openOrders = () =>
    orders.filter((o) => o.email === PRIYA && (o.status === 'pending' || o.status === 'confirmed')).length;
  const account = (): CustomerAccount => ({
    email: PRIYA,
    hasAccount: true,
    emailVerified: true,
    openOrders: openOrders(),
    rtoCount: 0,
    codAllowed: true,
    codOffered: true,
    related: [],
    ...options.customer,
    blocked,
  });
  const emailOf = (init?: RequestInit) => (sentBody({ init }) as { email: string }).email;
  const calls = mockApi({
    '/api/admin/customers/cancel-open-orders': (_url, init) => {
      if (options.cancelAnswer) return options.cancelAnswer();
      const cancelled = orders.filter(
        (o) => o.email === emailOf(init) && (o.status === 'pending' || o.status === 'confirmed'),
      );
      orders = orders.map((o) => (cancelled.includes(o) ? { ...o, status: 'cancelled' } : o));
      const result: CancelOpenOrdersResult = {
        message: `Cancelled ${cancelled.length} open orders of ${PRIYA}.`,
        cancelled,
        skipped: [],
        paid: [],
        related: [],
      };
      return result;
    },
    '/api/admin/customers/block': () => {
      if (options.blockAnswer) return options.blockAnswer();
      blocked = true;
      return { message: `${PRIYA} is blocked: they are signed out and cannot sign in or order.`, customer: account() };
    },
    '/api/admin/customers/unblock': () => {
      blocked = false;
      return { message: `${PRIYA} is unblocked and can sign in again.`, customer: account() };
    },
    '/api/admin/customers': (url) => {
      const email = new URL(url, 'http://x').searchParams.get('email');
      if (options.customer === null || email !== PRIYA)
        return json({ message: 'No customer has this e-mail address.' }, 404);
      return account();
    },
    // The order page's e-mail section; its own tests are in admin-order-mail.test.tsx.
    '/api/admin/orders/p1/mail': () => [],
    '/api/admin/orders/': (url) => orders.find((o) => url.endsWith(`/${o._id}`)),
    '/api/admin/orders': (url) => {
      const query = new URL(url, 'http://x').searchParams;
      const email = query.get('email');
      const status = query.get('status');
      return {
        orders: orders.filter((o) => (!email || o.email === email) && (!status || o.status === status)),
        nextCursor: null,
      };
    },
    '/api/admin/books': adminBooksApi(() => []),
    ...ownerOverviewApi(STATS),
  });
  return calls;
}

const rowNames = () =>
  screen.getAllByTestId('order-row').map((row) => within(row).getAllByRole('cell')[2]!.textContent);
const panel = () => screen.getByTestId('customer-panel');
const panelButton = (name: string) => within(panel()).getByRole('button', { name });

async function openCustomer(email = PRIYA, options: Parameters<typeof mockShop>[0] = {}) {
  saveSession(OWNER_LOGIN);
  const calls = mockShop(options);
  const view = renderApp(`/dashboard/orders?email=${encodeURIComponent(email)}`);
  await within(await screen.findByTestId('customer-panel')).findByTestId('customer-account');
  return { calls, ...view };
}

describe('the owner’s orders, narrowed to one customer', () => {
  it('puts the e-mail, as the shared schema normalises it, in the address and the API query; Show all and Back undo it', async () => {
    saveSession(OWNER_LOGIN);
    const calls = mockShop();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/orders');
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(4));
    expect(screen.queryByTestId('customer-panel')).toBeNull();

    await user.type(screen.getByLabelText('Customer e-mail'), '  Priya@Example.COM ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?email=priya%40example.com'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    expect(rowNames().every((cell) => cell?.includes(PRIYA))).toBe(true);
    expect(urlsOf(calls, '/api/admin/orders').at(-1)).toBe('/api/admin/orders?email=priya%40example.com');
    expect(urlsOf(calls, '/api/admin/customers')).toEqual(['/api/admin/customers?email=priya%40example.com']);
    expect((calls.at(-1)!.init!.headers as Record<string, string>).authorization).toBe(`Bearer ${OWNER_TOKEN}`);
    expect(await within(panel()).findByRole('heading', { name: `Customer ${PRIYA}` })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Customer e-mail')).toHaveValue(PRIYA));

    // Choosing a status keeps the customer, and the other way round.
    await user.selectOptions(screen.getByLabelText('Status'), 'Delivered');
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe(PRIYA);
    expect(urlsOf(calls, '/api/admin/orders').at(-1)).toBe(
      '/api/admin/orders?status=delivered&email=priya%40example.com',
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'All');

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(4));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('customer-panel')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Customer e-mail')).toHaveValue(''));

    // Each customer is a list of its own in the history: Back returns to Priya's.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    await waitFor(() => expect(screen.getByLabelText('Customer e-mail')).toHaveValue(PRIYA));
    expect(screen.getByTestId('customer-panel')).toBeInTheDocument();
  });

  it('an emptied field and Filter show every order again', async () => {
    const { router } = await openCustomer();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Customer e-mail'));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(4));
  });

  it('refuses what is not an e-mail address with the shared schema’s message, and asks the API nothing', async () => {
    saveSession(OWNER_LOGIN);
    const calls = mockShop();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/orders');
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(4));
    const field = screen.getByLabelText('Customer e-mail');
    await user.type(field, 'priya at example');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Email is not valid.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Email is not valid.');
    expect(router.state.location.search).toBe('');
    expect(calls.some((call) => call.url.includes('email='))).toBe(false);
  });

  it('keeps the customer across a reload (read from the address); an invalid one in the address is named and lists every order', async () => {
    const first = await openCustomer();
    expect(screen.getByLabelText('Customer e-mail')).toHaveValue(PRIYA);
    expect(screen.getAllByTestId('order-row')).toHaveLength(3);
    first.unmount();

    saveSession(OWNER_LOGIN);
    const calls = mockShop();
    renderApp('/dashboard/orders?email=not-an-address');
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(4));
    expect(screen.getByText('Email is not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Customer e-mail')).toHaveValue('not-an-address');
    expect(screen.queryByTestId('customer-panel')).toBeNull();
    expect(calls.some((call) => call.url.includes('email='))).toBe(false);
  });

  it('opens a customer’s orders from the e-mail in a row, and from an order’s page', async () => {
    saveSession(OWNER_LOGIN);
    mockShop();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/orders');
    await user.click(await screen.findByRole('link', { name: 'Orders of sam@example.com' }));
    await waitFor(() => expect(router.state.location.search).toBe('?email=sam%40example.com'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));

    await router.navigate('/dashboard/orders/p1');
    await user.click(await screen.findByRole('link', { name: `Orders of ${PRIYA}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'));
    expect(router.state.location.search).toBe('?email=priya%40example.com');
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    expect(within(await screen.findByTestId('customer-panel')).getByText(PRIYA)).toBeInTheDocument();
  });

  it('says so when no customer has the e-mail', async () => {
    saveSession(OWNER_LOGIN);
    mockShop();
    renderApp('/dashboard/orders?email=nobody%40example.com');
    expect(
      await within(await screen.findByTestId('customer-panel')).findByText('No customer has this e-mail address.'),
    );
    expect(within(panel()).queryAllByRole('button')).toEqual([]);
    expect(await screen.findByText('No orders of nobody@example.com.')).toBeInTheDocument();
  });
});

describe('the customer panel', () => {
  it.each<[string, Partial<CustomerAccount>, Record<string, string>, string[]]>([
    [
      'an active, verified customer',
      {},
      { account: 'Active', verified: 'Verified', 'open-orders': '2', 'rto-count': '0', cod: 'Offered' },
      ['Cancel all open orders', 'Block customer', 'Switch COD off (UPI only)'],
    ],
    [
      'a blocked customer',
      { blocked: true },
      { account: 'Blocked', verified: 'Verified', 'open-orders': '2' },
      ['Cancel all open orders', 'Unblock customer', 'Switch COD off (UPI only)'],
    ],
    [
      'an unverified customer',
      { emailVerified: false },
      { account: 'Active', verified: 'Not verified', 'open-orders': '2' },
      ['Cancel all open orders', 'Block customer', 'Switch COD off (UPI only)'],
    ],
    [
      'orders without a sign-in account',
      { hasAccount: false, emailVerified: false },
      { account: 'No account', 'open-orders': '2' },
      ['Cancel all open orders', 'Switch COD off (UPI only)'],
    ],
  ])('shows %s and the tools that apply', async (_what, customer, shown, buttons) => {
    await openCustomer(PRIYA, { customer });
    for (const [id, text] of Object.entries(shown))
      expect(within(panel()).getByTestId(`customer-${id}`)).toHaveTextContent(text);
    if (!('verified' in shown)) expect(within(panel()).queryByTestId('customer-verified')).toBeNull();
    expect(
      within(panel())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(buttons);
  });

  it('names the accounts the limits count as the same person, each a link to its orders', async () => {
    const user = userEvent.setup();
    const { router } = await openCustomer(PRIYA, {
      customer: {
        related: [
          { email: 'p.riya+shop@example.com', shares: ['mailbox'] },
          { email: 'sam@example.com', shares: ['mailbox', 'phone'] },
        ],
      },
    });
    const related = within(panel()).getByTestId('customer-related');
    expect(related).toHaveTextContent(
      "2 other accounts share this customer's mailbox or phone, and counts with them against the order limits:",
    );
    expect(
      within(related)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['p.riya+shop@example.com (same mailbox)', 'sam@example.com (same mailbox, same phone)']);
    await user.click(within(related).getByRole('link', { name: 'Orders of sam@example.com' }));
    await waitFor(() => expect(router.state.location.search).toBe('?email=sam%40example.com'));
  });

  it('shows no such list for a customer alone', async () => {
    await openCustomer();
    expect(within(panel()).queryByTestId('customer-related')).toBeNull();
  });

  it('offers no cancel when nothing is open', async () => {
    await openCustomer(PRIYA, { customer: { openOrders: 0 } });
    expect(within(panel()).getByTestId('customer-open-orders')).toHaveTextContent('0');
    expect(panelButton('Cancel all open orders')).toBeDisabled();
    expect(panelButton('Block customer')).toBeEnabled();
  });

  it('cancels all open orders after one confirmation naming the count and the e-mail; keeping them sends nothing', async () => {
    const { calls } = await openCustomer();
    const user = userEvent.setup();
    const statsCalls = () => urlsOf(calls, '/api/admin').filter((url) => url === '/api/admin').length;
    await waitFor(() => expect(statsCalls()).toBe(1));

    await user.click(panelButton('Cancel all open orders'));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Cancel 2 open orders of ${PRIYA}?`);
    expect(dialog).toHaveTextContent('Their copies go back on the shelf and the sales leave the statistics.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep orders' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([]);

    await user.click(panelButton('Cancel all open orders'));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 2 open orders' }));
    expect(await screen.findByText(`Cancelled 2 open orders of ${PRIYA}.`)).toBeInTheDocument();
    expect(posts(calls).map((call) => [call.url, sentBody(call)])).toEqual([
      ['/api/admin/customers/cancel-open-orders', { email: PRIYA }],
    ]);
    expect((posts(calls)[0]!.init!.headers as Record<string, string>).authorization).toBe(`Bearer ${OWNER_TOKEN}`);
    // The list, the panel and the figures are asked for again.
    await waitFor(() =>
      expect(screen.getAllByTestId('order-status').map((badge) => badge.textContent)).toEqual([
        'Cancelled',
        'Cancelled',
        'Delivered',
      ]),
    );
    await waitFor(() => expect(within(panel()).getByTestId('customer-open-orders')).toHaveTextContent('0'));
    expect(panelButton('Cancel all open orders')).toBeDisabled();
    await waitFor(() => expect(statsCalls()).toBe(2));
  });

  it('names a single open order in the singular', async () => {
    await openCustomer(PRIYA, { customer: { openOrders: 1 } });
    const user = userEvent.setup();
    await user.click(panelButton('Cancel all open orders'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Cancel 1 open order of ${PRIYA}?`);
    expect(within(dialog).getByRole('button', { name: 'Cancel 1 open order' })).toBeInTheDocument();
  });

  it('blocks after a confirmation that says what blocking does, then unblocks after another', async () => {
    const { calls } = await openCustomer();
    const user = userEvent.setup();
    await user.click(panelButton('Block customer'));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Block ${PRIYA}?`);
    expect(dialog).toHaveTextContent(
      'They are signed out at once and cannot sign in or place orders until you unblock them.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep active' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([]);

    await user.click(panelButton('Block customer'));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Block customer' }));
    await waitFor(() => expect(within(panel()).getByTestId('customer-account')).toHaveTextContent('Blocked'));
    expect(await screen.findByText(`${PRIYA} is blocked: they are signed out and cannot sign in or order.`));
    expect(posts(calls).map((call) => [call.url, sentBody(call)])).toEqual([
      ['/api/admin/customers/block', { email: PRIYA }],
    ]);

    await user.click(panelButton('Unblock customer'));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Unblock ${PRIYA}?`);
    expect(dialog).toHaveTextContent('They can sign in and place orders again.');
    await user.click(within(dialog).getByRole('button', { name: 'Unblock customer' }));
    await waitFor(() => expect(within(panel()).getByTestId('customer-account')).toHaveTextContent('Active'));
    expect(posts(calls).map((call) => call.url)).toEqual([
      '/api/admin/customers/block',
      '/api/admin/customers/unblock',
    ]);
    expect(panelButton('Block customer')).toBeEnabled();
  });

  it.each<[string, Parameters<typeof mockShop>[0], string, string, string, string]>([
    [
      'cancelling',
      { cancelAnswer: () => json({ message: 'Something went wrong' }, 500) },
      'Cancel all open orders',
      'Cancel 2 open orders',
      'The open orders could not be cancelled',
      'Something went wrong',
    ],
    [
      'blocking',
      { blockAnswer: () => json({ message: 'No customer account has this e-mail address.' }, 404) },
      'Block customer',
      'Block customer',
      'The customer could not be blocked',
      'No customer account has this e-mail address.',
    ],
  ])(
    'shows the API’s reason when %s fails, and the panel stays as it was',
    async (_what, answers, button, confirm, title, reason) => {
      await openCustomer(PRIYA, answers);
      const user = userEvent.setup();
      await user.click(panelButton(button));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: confirm }));
      const alert = await screen.findByRole('dialog');
      await within(alert).findByText(title);
      expect(alert).toHaveTextContent(reason);
      expect(within(panel()).getByTestId('customer-account')).toHaveTextContent('Active');
      expect(within(panel()).getByTestId('customer-open-orders')).toHaveTextContent('2');
    },
  );
});
