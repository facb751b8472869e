import type { Order, OrderStatus } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import { makeOrder, mockApi, OWNER_LOGIN, ownerOverviewApi, queryOf, renderApp, sentBody } from './render-app';
import { stubScreenWidth } from './support/screen-width';

const PHONE = 390;
const UTR = '412345678901';

/** One order in each state the owner acts on, and two they do not. */
const ORDERS: Order[] = [
  makeOrder('o1', {
    number: 1001,
    name: 'Asha',
    paymentMethod: 'upi',
    status: 'payment-submitted',
    payment: { utr: UTR, submittedAt: '2026-03-01T11:00:00.000Z' },
  }),
  makeOrder('o2', { number: 1002, name: 'Bala', status: 'pending' }),
  makeOrder('o3', { number: 1003, name: 'Chitra', status: 'confirmed' }),
  makeOrder('o4', { number: 1004, name: 'Dev', status: 'shipped' }),
  makeOrder('o5', { number: 1005, name: 'Esha', status: 'delivered', cashPending: true }),
  makeOrder('o6', {
    number: 1006,
    name: 'Farah',
    paymentMethod: 'upi',
    status: 'cancelled',
    refundOwed: 300,
    refundOutstanding: 300,
  }),
  makeOrder('o7', { number: 1007, name: 'Gopal', paymentMethod: 'upi', status: 'awaiting-payment' }),
  makeOrder('o8', { number: 1008, name: 'Hema <script>$&</script>', status: 'delivered' }),
  makeOrder('o9', { number: 1009, name: 'इरा', status: 'cancelled' }),
];

/** The owner's orders API: the list (by status, or a view's flag), and each order's status moves. */
function mockOrdersApi() {
  const orders = new Map(ORDERS.map((order) => [order._id, order]));
  const handlers: Parameters<typeof mockApi>[0] = {
    '/api/admin/orders': (url) => {
      const query = queryOf(url);
      const status = query.get('status');
      const listed = [...orders.values()].filter(
        (order) =>
          (!status || order.status === status) &&
          (query.get('cashPending') !== 'true' || order.cashPending === true) &&
          (query.get('refundOutstanding') !== 'true' || order.refundOutstanding > 0),
      );
      return { orders: listed, nextCursor: null };
    },
    ...ownerOverviewApi(),
  };
  for (const id of orders.keys()) {
    handlers[`/api/admin/orders/${id}/status`] = (_url, init) => {
      const { status } = sentBody({ init }) as { status: OrderStatus };
      const order = { ...orders.get(id)!, status };
      order.history = [...order.history, { status, at: '2026-03-02T09:00:00.000Z', by: 'owner' }];
      orders.set(id, order);
      return { message: `Order #${order.number} is now ${status}.`, order };
    };
    handlers[`/api/admin/orders/${id}/mail`] = () => [];
    handlers[`/api/admin/orders/${id}`] = () => orders.get(id)!;
  }
  return mockApi(handlers);
}

const card = (name: string) =>
  screen.getAllByTestId('order-card').find((item) => item.textContent?.includes(name)) ??
  (() => {
    throw new Error(`no card of ${name}`);
  })();

/** The card's one next step: its words and whether it is a button (runs here) or a link (opens the order). */
function nextStepOf(name: string): string {
  const inCard = within(card(name));
  const actions = [...inCard.queryAllByRole('button'), ...inCard.queryAllByRole('link')].filter(
    (element) =>
      !element.textContent?.startsWith('View order') && !element.getAttribute('aria-label')?.startsWith('Orders of '),
  );
  return actions.map((element) => `${element.tagName === 'A' ? 'link' : 'button'}: ${element.textContent}`).join('; ');
}

describe('the orders list on a phone (390 px)', () => {
  it('shows a card per order with its one next step: run on the card, or the order opened at the form it needs', async () => {
    stubScreenWidth(PHONE);
    saveSession(OWNER_LOGIN);
    mockOrdersApi();
    renderApp('/dashboard/orders');
    await screen.findAllByTestId('order-card');
    // Each card also links the customer's other orders, as a desk's row does.
    expect(within(card('Chitra')).getByRole('link', { name: /^Orders of / })).toHaveAttribute(
      'href',
      expect.stringContaining('/dashboard/orders?email='),
    );
    // One layout only: no table to scroll sideways, no desk buttons beside the heading.
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByTestId('order-card')).toHaveLength(ORDERS.length);

    expect(nextStepOf('Asha')).toBe('button: Mark paid #1001');
    expect(nextStepOf('Bala')).toBe('button: Mark confirmed #1002');
    expect(nextStepOf('Chitra')).toBe('link: Ship #1003');
    expect(nextStepOf('Dev')).toBe('button: Mark delivered #1004');
    expect(nextStepOf('Esha')).toBe('link: Record remittance #1005');
    expect(nextStepOf('Farah')).toBe('link: Refund #1006');
    // Waiting on the shopper, or done: nothing for the owner to do from the list.
    expect(nextStepOf('Gopal')).toBe('');
    expect(nextStepOf('Hema <script>$&</script>')).toBe('');
    expect(nextStepOf('इरा')).toBe('');

    // The forms' links open the order page with the form asked for.
    const link = (name: string, words: RegExp) => within(card(name)).getByRole('link', { name: words });
    expect(link('Chitra', /^Ship/)).toHaveAttribute('href', '/dashboard/orders/o3?act=ship');
    expect(link('Esha', /^Record remittance/)).toHaveAttribute('href', '/dashboard/orders/o5?act=remit');
    expect(link('Farah', /^Refund/)).toHaveAttribute('href', '/dashboard/orders/o6?act=refund');
    // Each card opens its order by its number, and tells what the shopper paid and what is owed.
    expect(link('Asha', /^View order #1001$/)).toHaveAttribute('href', '/dashboard/orders/o1');
    expect(card('Asha')).toHaveTextContent(`UTR ${UTR}`);
    expect(within(card('Farah')).getByTestId('refund-due')).toHaveTextContent('Refund ₹300.00 due');
    expect(within(card('Dev')).getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(within(card('Dev')).getByTestId('card-total')).toHaveTextContent('₹300.00');
    // The odd name is text, not markup.
    expect(card('Hema <script>$&</script>').querySelector('script')).toBeNull();
  });

  it('marks an order delivered from its card, and the card then shows it delivered with no step left', async () => {
    stubScreenWidth(PHONE);
    saveSession(OWNER_LOGIN);
    const calls = mockOrdersApi();
    const user = userEvent.setup();
    renderApp('/dashboard/orders');
    await screen.findAllByTestId('order-card');

    await user.click(within(card('Dev')).getByRole('button', { name: 'Mark delivered #1004' }));
    await waitFor(() => expect(within(card('Dev')).getByTestId('order-status')).toHaveTextContent('Delivered'));
    const sent = calls.find((call) => call.url === '/api/admin/orders/o4/status')!;
    expect(sent.init?.method).toBe('PATCH');
    expect(sentBody(sent)).toEqual({ status: 'delivered' });
    expect(nextStepOf('Dev')).toBe('');
    expect(await screen.findByText('Order #1004 is now delivered.')).toBeInTheDocument();
  });

  it('ticks orders for printing in a thumb-sized box, and keeps the printing in the closed "Reports and printing"', async () => {
    stubScreenWidth(PHONE);
    saveSession(OWNER_LOGIN);
    mockOrdersApi();
    const user = userEvent.setup();
    renderApp('/dashboard/orders');
    await screen.findAllByTestId('order-card');

    const reports = screen.getByTestId('reports-and-printing');
    expect(reports.tagName).toBe('DETAILS');
    expect(reports).not.toHaveAttribute('open');
    expect(within(reports).getByText('Reports and printing').tagName).toBe('SUMMARY');
    for (const form of ['Export orders', 'Bills register (CSV)'])
      expect(within(reports).getByRole('heading', { name: form, hidden: true })).toBeInTheDocument();

    const box = within(card('Chitra')).getByRole('checkbox', { name: 'Select order #1003' });
    expect(box.closest('label')).toHaveClass('min-h-11', 'px-3');
    await user.click(box);
    expect(within(reports).getByRole('button', { name: 'Print slips and labels (1)', hidden: true })).toBeEnabled();
    await user.click(within(reports).getByRole('checkbox', { name: 'Select all orders on this page', hidden: true }));
    expect(
      within(reports).getByRole('button', { name: `Print slips and labels (${ORDERS.length})`, hidden: true }),
    ).toBeEnabled();
  });

  it('offers the queue’s lists as chips, the one shown pressed, each choosing its list', async () => {
    stubScreenWidth(PHONE);
    saveSession(OWNER_LOGIN);
    const calls = mockOrdersApi();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/orders');
    await screen.findAllByTestId('order-card');

    const chips = screen.getByRole('group', { name: 'Lists' });
    const chip = (name: string) => within(chips).getByRole('button', { name });
    const pressed = () =>
      within(chips)
        .getAllByRole('button', { pressed: true })
        .map((button) => button.textContent);
    expect(
      within(chips)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All orders', 'Payments to check', 'To ship', 'Cash pending', 'Refunds to make', 'Return requests']);
    expect(pressed()).toEqual(['All orders']);
    for (const button of within(chips).getAllByRole('button')) expect(button).toHaveClass('min-h-11');

    await user.click(chip('To ship'));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(1));
    expect(router.state.location.search).toBe('?status=confirmed');
    expect(calls.at(-1)!.url).toBe('/api/admin/orders?status=confirmed');
    expect(pressed()).toEqual(['To ship']);
    expect(card('Chitra')).toBeInTheDocument();

    await user.click(chip('Cash pending'));
    expect(await screen.findByRole('heading', { name: 'Cash pending from couriers' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=cash-pending');
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(1));
    expect(card('Esha')).toHaveTextContent('Cash: Pending');
    expect(pressed()).toEqual(['Cash pending']);

    await user.click(chip('Refunds to make'));
    await waitFor(() => expect(router.state.location.search).toBe('?view=refunds'));
    await waitFor(() => expect(pressed()).toEqual(['Refunds to make']));

    await user.click(chip('All orders'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(ORDERS.length));
    expect(pressed()).toEqual(['All orders']);
  });

  it('keeps the filters folded under "Find an order" until a status outside the chips narrows the list', async () => {
    stubScreenWidth(PHONE);
    saveSession(OWNER_LOGIN);
    mockOrdersApi();
    renderApp('/dashboard/orders?status=delivered');
    await screen.findAllByTestId('order-card');
    const find = screen.getByText('Find an order').closest('details')!;
    expect(find).toHaveAttribute('open');
    expect(within(find).getByLabelText('Status')).toHaveValue('delivered');
    expect(
      within(screen.getByRole('group', { name: 'Lists' })).queryAllByRole('button', { pressed: true }),
    ).toHaveLength(0);
  });
});

describe('the orders list on a desk (1280 px)', () => {
  it('keeps the table and the reports open below it, without chips', async () => {
    stubScreenWidth(1280);
    saveSession(OWNER_LOGIN);
    mockOrdersApi();
    renderApp('/dashboard/orders');
    expect(await screen.findAllByTestId('order-row')).toHaveLength(ORDERS.length);
    expect(screen.queryByTestId('order-card')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Lists' })).toBeNull();
    expect(screen.getByTestId('reports-and-printing')).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Print all confirmed' })).toBeInTheDocument();
  });
});

describe('an order on a phone (390 px)', () => {
  it('puts the next steps in the bar at the bottom, and the books, charges and history in lists', async () => {
    stubScreenWidth(PHONE);
    saveSession(OWNER_LOGIN);
    mockOrdersApi();
    const user = userEvent.setup();
    renderApp('/dashboard/orders/o4');
    const bar = await screen.findByTestId('next-step-bar');
    expect(bar).toHaveClass('owner-next-bar');
    const steps = within(bar).getByRole('group', { name: 'Next steps' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark delivered', 'Mark returned']);
    for (const button of within(steps).getAllByRole('button')) expect(button).toHaveClass('min-h-11');
    // Room below the page's end for the bar.
    expect(screen.getByRole('article')).toHaveClass('owner-bar-room');

    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Books in this order' })).getAllByTestId('order-line')).toHaveLength(
      1,
    );
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹300.00');
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('₹300.00');
    expect(screen.getAllByTestId('history-entry')).toHaveLength(1);

    await user.click(within(steps).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('next-step-bar'))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Mark returned']),
    );
    expect(screen.getAllByTestId('history-entry')).toHaveLength(2);
  });

  it('opens at the ship form when a card’s Ship sent the owner there, its first field focused', async () => {
    stubScreenWidth(PHONE);
    saveSession(OWNER_LOGIN);
    mockOrdersApi();
    renderApp('/dashboard/orders/o3?act=ship');
    const form = await screen.findByRole('form', { name: 'Ship this order' });
    expect(within(form).getByLabelText('Courier')).toHaveFocus();
    expect(within(screen.getByTestId('next-step-bar')).getByRole('button', { name: 'Mark shipped' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('leads from the bar to the refund still to record, its first field focused', async () => {
    stubScreenWidth(PHONE);
    saveSession(OWNER_LOGIN);
    mockOrdersApi();
    const user = userEvent.setup();
    renderApp('/dashboard/orders/o6');
    const bar = await screen.findByTestId('next-step-bar');
    // A cancelled order has no move left: the bar holds the refund alone.
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Refund']);
    await user.click(within(bar).getByRole('button', { name: 'Refund' }));
    const refund = screen.getByRole('form', { name: 'Record refund' });
    expect(within(refund).getByLabelText('Amount (₹)')).toHaveFocus();
  });

  it('opens with the focus in the refund form, or the remittance form, when a card sent the owner there', async () => {
    stubScreenWidth(PHONE);
    saveSession(OWNER_LOGIN);
    mockOrdersApi();
    const view = renderApp('/dashboard/orders/o6?act=refund');
    const refund = await screen.findByRole('form', { name: 'Record refund' });
    await waitFor(() => expect(within(refund).getByLabelText('Amount (₹)')).toHaveFocus());
    view.unmount();

    renderApp('/dashboard/orders/o5?act=remit');
    const remit = await screen.findByRole('form', { name: 'Mark cash remitted' });
    await waitFor(() => expect(within(remit).getByLabelText('Remittance date')).toHaveFocus());
    expect(
      within(screen.getByTestId('next-step-bar')).getByRole('button', { name: 'Record remittance' }),
    ).toBeVisible();
  });

  it('has no bar on an order with nothing left to do, nor on a desk', async () => {
    stubScreenWidth(PHONE);
    saveSession(OWNER_LOGIN);
    mockOrdersApi();
    const view = renderApp('/dashboard/orders/o9');
    expect(await screen.findByText(/there is no further step/)).toBeInTheDocument();
    expect(screen.queryByTestId('next-step-bar')).toBeNull();
    view.unmount();

    stubScreenWidth(1280);
    renderApp('/dashboard/orders/o4');
    expect(await screen.findByRole('group', { name: 'Next steps' })).toBeInTheDocument();
    expect(screen.queryByTestId('next-step-bar')).toBeNull();
    expect(screen.getAllByRole('table').length).toBeGreaterThan(0);
  });
});
