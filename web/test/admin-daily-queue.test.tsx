import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import { adminStats, mockApi, OWNER_LOGIN, ownerOverviewApi, queryOf, renderApp } from './render-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const STATS = adminStats({
  queue: {
    paymentsToCheck: 2,
    ordersToShip: 14,
    cashPending: { count: 3, amount: 1234.5 },
    // The oldest became owed 9 days and an hour ago; one of the two is past its due date.
    refundsToMake: {
      count: 2,
      amount: 812.5,
      oldestOwedAt: new Date(Date.now() - 9 * DAY_MS - 60 * 60 * 1000).toISOString(),
      overdue: 1,
    },
    latePayments: 1,
    returnRequests: 3,
    // One ticket opened three days ago, its reply late, its redressal still due.
    complaints: {
      open: 1,
      lateThisMonth: 1,
      tickets: [
        {
          number: 'T-1042',
          email: 'asha@example.com',
          orderId: null,
          subject: '<b>Torn</b> $& शिकायत',
          status: 'open',
          openedAt: new Date(Date.now() - 3 * DAY_MS).toISOString(),
          answerBy: new Date(Date.now() - DAY_MS).toISOString(),
          resolveBy: new Date(Date.now() + 27 * DAY_MS).toISOString(),
          answerLate: true,
          resolveLate: false,
          messages: 1,
        },
      ],
    },
  },
});

async function openOverview() {
  saveSession(OWNER_LOGIN);
  const calls = mockApi({
    '/api/admin/orders': () => ({ orders: [], nextCursor: null }),
    ...ownerOverviewApi(STATS),
  });
  const view = renderApp('/dashboard');
  const queue = (await screen.findByRole('heading', { name: 'Today’s queue' })).closest('section')!;
  return { calls, queue, ...view };
}

describe('the overview’s daily queue', () => {
  it('shows payments to check, orders to ship and the cash pending from couriers (count and sum)', async () => {
    await openOverview();
    expect(screen.getByTestId('queue-payments')).toHaveTextContent('2');
    expect(screen.getByTestId('queue-to-ship')).toHaveTextContent('14');
    expect(screen.getByTestId('queue-cash')).toHaveTextContent('₹1,234.50 (3 orders)');
    expect(screen.getByTestId('queue-refunds')).toHaveTextContent('₹812.50 (2 orders)');
    expect(screen.getByTestId('queue-refunds-note')).toHaveTextContent(/^oldest owed 9 days; 1 overdue$/);
    expect(screen.getByText('; 1 overdue')).toHaveClass('text-red-800');
    expect(screen.getByTestId('queue-late-payments')).toHaveTextContent('1');
    expect(screen.getByTestId('queue-returns')).toHaveTextContent('3');
  });

  it('says nothing of age or lateness when no refund is owed', async () => {
    saveSession(OWNER_LOGIN);
    mockApi(ownerOverviewApi(adminStats()));
    renderApp('/dashboard');
    expect(await screen.findByTestId('queue-refunds')).toHaveTextContent('₹0.00 (0 orders)');
    expect(screen.queryByTestId('queue-refunds-note')).toBeNull();
  });

  it.each([
    ['Payments to check: 2', '?status=payment-submitted', 'status=payment-submitted', 'Payments to check'],
    ['Orders to ship: 14', '?status=confirmed', 'status=confirmed', 'Orders'],
    [
      'Cash pending from couriers: ₹1,234.50 (3 orders)',
      '?view=cash-pending',
      'cashPending=true',
      'Cash pending from couriers',
    ],
    [
      'Refunds to make: ₹812.50 (2 orders) oldest owed 9 days; 1 overdue',
      '?view=refunds',
      'refundOutstanding=true',
      'Refunds to make',
    ],
    ['Late payments to check: 1', '?view=late-payments', 'latePayment=true', 'Late payments to check'],
    ['Return requests: 3', '?view=returns', 'returnsOpen=true', 'Return requests'],
  ])('“%s” opens the orders list filtered the same way', async (name, search, query, heading) => {
    const { calls, queue, router } = await openOverview();
    const user = userEvent.setup();
    // jsdom names the link "Payments to check : 2" (a space where the hidden colon's span starts), and
    // "9 days ; 1 overdue" likewise; Chrome without them.
    const named = new RegExp(
      `^${name
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(': ', '\\s?: ')
        .replace('; ', '\\s?; ')}$`,
    );
    await user.click(within(queue).getByRole('link', { name: named }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'));
    expect(router.state.location.search).toBe(search);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)!.url).toBe(`/api/admin/orders?${query}`));
    expect(queryOf(calls.at(-1)!.url).toString()).toBe(query);
  });

  it('lists each open complaint with its age and deadlines, the late one marked, and opens its thread', async () => {
    saveSession(OWNER_LOGIN);
    const ticket = STATS.queue.complaints.tickets[0]!;
    const { messages: _count, ...fields } = ticket;
    const thread = {
      ...fields,
      answeredAt: null,
      resolvedAt: null,
      closedAt: null,
      messages: [{ from: 'customer', text: 'It came <i>torn</i>.', at: ticket.openedAt }],
    };
    const calls = mockApi({ ...ownerOverviewApi(STATS), '/api/admin/complaints/T-1042': () => thread });
    const { router } = renderApp('/dashboard');
    const entry = await screen.findByTestId('queue-complaints');
    expect(entry).toHaveTextContent('1 open; 1 ticket past a deadline this month');
    // Shown as written: React escapes it.
    expect(entry).toHaveTextContent('T-1042 <b>Torn</b> $& शिकायत (3 days old). Reply by');
    expect(within(entry).getAllByText('(late)')).toHaveLength(1);
    expect(within(entry).getByText('(late)')).toHaveClass('text-red-800');
    await userEvent.setup().click(within(entry).getByRole('link', { name: 'T-1042' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/complaints/T-1042'));
    expect(await screen.findByText('It came <i>torn</i>.')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe('/api/admin/complaints/T-1042');
    expect(screen.getByRole('button', { name: 'Mark resolved' })).toBeInTheDocument();
  });
});
