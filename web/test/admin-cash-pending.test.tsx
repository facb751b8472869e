import { INVALID_UNICODE_MESSAGE, storeDay, type Order } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import { json, makeOrder, mockApi, OWNER_LOGIN, ownerOverviewApi, queryOf, renderApp, sentBody } from './render-app';

const DELIVERED = { status: 'delivered' } as const;
const PENDING_CASH = makeOrder('o3', { ...DELIVERED, number: 1043, cashPending: true });
const REMITTED = makeOrder('o2', {
  ...DELIVERED,
  number: 1042,
  remittance: {
    amount: 300,
    deduction: 0,
    date: '2026-03-05',
    reference: 'UTR1',
    recordedAt: '2026-03-06T10:00:00.000Z',
  },
});
const PREPAID = makeOrder('o1', { ...DELIVERED, number: 1041, paymentMethod: 'upi' });

describe('the cash pending view of the orders list', () => {
  it('lists the orders whose cash is pending, and every delivered order with its cash, from the orders page', async () => {
    saveSession(OWNER_LOGIN);
    const calls = mockApi({
      '/api/admin/orders': (url) => ({
        // Every delivered order; else (cashPending=true) the server's filter gives the pending one alone.
        orders: queryOf(url).get('status') === 'delivered' ? [PENDING_CASH, REMITTED, PREPAID] : [PENDING_CASH],
        nextCursor: null,
      }),
      ...ownerOverviewApi(),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/orders');
    await screen.findByRole('table');
    expect(screen.queryByRole('columnheader', { name: 'Cash' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cash pending' }));
    expect(await screen.findByRole('heading', { name: 'Cash pending from couriers' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=cash-pending');
    // The server's filter: delivered COD orders whose cash is not remitted yet.
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/admin/orders?cashPending=true'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
    const cashOf = () =>
      screen.getAllByTestId('order-row').map((row) => within(row).getAllByRole('cell')[6]!.textContent);
    expect(cashOf()).toEqual(['Pending']);
    expect(screen.getByRole('form', { name: 'Import COD remittance' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cash pending' })).toBeNull();

    // Every delivered order, with whether its cash came in.
    await user.selectOptions(screen.getByLabelText('Status'), 'Delivered');
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/admin/orders?status=delivered'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    expect(cashOf()).toEqual(['Pending', 'Remitted ₹300.00 2026-03-05 ', '—']);

    // A status is another view: choosing one leaves this one.
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    expect(screen.queryByRole('form', { name: 'Import COD remittance' })).toBeNull();
  });
});

/** One delivered COD order whose cash is pending, remitted when POSTed (or answered by `answer`). */
function mockRemittanceApi(answer?: () => Response) {
  let order: Order = makeOrder('o3', { ...PENDING_CASH, status: 'delivered' });
  const calls = mockApi({
    '/api/admin/orders/o3/remittance': (_url, init) => {
      if (answer) return answer();
      const { date, reference, amount } = sentBody({ init }) as { date: string; reference: string; amount: number };
      const { cashPending: _paid, ...rest } = order;
      const deduction = order.totalPrice - amount;
      order = { ...rest, remittance: { amount, deduction, date, reference, recordedAt: '2026-03-06T10:00:00.000Z' } };
      return { message: `Order #1043’s cash is recorded as remitted.`, order };
    },
    '/api/admin/orders/o3/mail': () => [],
    '/api/admin/orders/o3': () => order,
    '/api/admin/orders': () => ({ orders: [order], nextCursor: null }),
    ...ownerOverviewApi(),
  });
  return calls;
}

async function openRemittanceForm() {
  saveSession(OWNER_LOGIN);
  renderApp('/dashboard/orders/o3');
  return screen.findByRole('form', { name: 'Mark cash remitted' });
}

const remittancePosts = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.url === '/api/admin/orders/o3/remittance');

describe('Mark cash remitted, on the order’s page', () => {
  it.each([
    ['a replacement pattern', '$&'],
    ['markup', '<script>alert(1)</script>'],
    ['a spreadsheet formula', '=cmd|"/c calc"!A1'],
    ['Devanagari', 'प्रेषण संदर्भ १२३'],
  ])('sends %s in the reference as typed (trimmed), and shows the remittance recorded', async (_what, reference) => {
    const calls = mockRemittanceApi();
    const user = userEvent.setup();
    const form = await openRemittanceForm();
    expect(within(form).getByLabelText('Remittance date')).toHaveValue(storeDay());
    await user.click(within(form).getByLabelText('Reference (UTR or remittance id)'));
    await user.paste(`  ${reference} `);
    await user.click(within(form).getByRole('button', { name: 'Mark cash remitted' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Mark cash remitted' })).toBeNull());
    // The amount is filled in with the order's total.
    expect(remittancePosts(calls).map(sentBody)).toEqual([{ date: storeDay(), reference, amount: 300 }]);
    const payment = screen.getByTestId('order-payment');
    expect(payment).toHaveTextContent(`Remitted₹300.00 on ${storeDay()}, reference ${reference}`);
    expect(payment).not.toHaveTextContent('Pending from the courier');
    // Shown as text, never as markup.
    expect(document.querySelector('[data-testid="order-payment"] script')).toBeNull();
  });

  it('takes the courier’s date, and refuses a form without a reference or with a lone surrogate', async () => {
    const calls = mockRemittanceApi();
    const user = userEvent.setup();
    const form = await openRemittanceForm();
    const date = within(form).getByLabelText('Remittance date');
    await user.clear(date);
    await user.type(date, '2026-03-05');
    await user.click(within(form).getByRole('button', { name: 'Mark cash remitted' }));
    expect(
      await within(form).findByText('The reference is required (the courier’s UTR or remittance id).'),
    ).toBeInTheDocument();

    const reference = within(form).getByLabelText('Reference (UTR or remittance id)');
    await user.click(reference);
    await user.paste('UTR\ud800');
    await user.click(within(form).getByRole('button', { name: 'Mark cash remitted' }));
    expect(await within(form).findByText(INVALID_UNICODE_MESSAGE)).toBeInTheDocument();
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(remittancePosts(calls)).toEqual([]);

    await user.clear(reference);
    await user.paste('CRF-88');
    // The amount the courier paid over, filled in with the order's total: net of its charges here.
    const amount = within(form).getByLabelText('Amount received (₹)');
    expect(amount).toHaveValue(300);
    await user.clear(amount);
    await user.type(amount, '260.555');
    await user.click(within(form).getByRole('button', { name: 'Mark cash remitted' }));
    expect(await within(form).findByText('Amount may have at most 2 decimals.')).toBeInTheDocument();
    expect(remittancePosts(calls)).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '260.5');
    await user.click(within(form).getByRole('button', { name: 'Mark cash remitted' }));
    await waitFor(() =>
      expect(remittancePosts(calls).map(sentBody)).toEqual([
        { date: '2026-03-05', reference: 'CRF-88', amount: 260.5 },
      ]),
    );
    expect(await screen.findByTestId('order-payment')).toHaveTextContent(
      '₹260.50 on 2026-03-05, reference CRF-88; short by ₹39.50',
    );
  });

  it('shows the API’s reason when the order cannot be remitted (409), and keeps the form', async () => {
    mockRemittanceApi(() => json({ message: 'Order #1043’s cash is already recorded as remitted.' }, 409));
    const user = userEvent.setup();
    const form = await openRemittanceForm();
    await user.click(within(form).getByLabelText('Reference (UTR or remittance id)'));
    await user.paste('UTR1');
    await user.click(within(form).getByRole('button', { name: 'Mark cash remitted' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order #1043’s cash is already recorded as remitted.');
    expect(screen.getByRole('form', { name: 'Mark cash remitted' })).toBeInTheDocument();
  });

  it.each<[string, Partial<Order>]>([
    ['a remitted order', { cashPending: undefined, remittance: REMITTED.remittance }],
    ['a UPI order', { cashPending: undefined, paymentMethod: 'upi' }],
    ['a shipped order', { cashPending: undefined, status: 'shipped' }],
  ])('is not offered for %s', async (_what, overrides) => {
    saveSession(OWNER_LOGIN);
    mockApi({
      '/api/admin/orders/o3/mail': () => [],
      '/api/admin/orders/o3': () => ({ ...PENDING_CASH, ...overrides }),
      ...ownerOverviewApi(),
    });
    renderApp('/dashboard/orders/o3');
    await screen.findByRole('heading', { name: 'Order #1043' });
    expect(screen.queryByRole('form', { name: 'Mark cash remitted' })).toBeNull();
  });
});
