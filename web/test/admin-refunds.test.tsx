import { INVALID_UNICODE_MESSAGE, type Order } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import { json, makeOrder, mockApi, OWNER_LOGIN, ownerOverviewApi, queryOf, renderApp, sentBody } from './render-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A paid UPI order, cancelled: ₹412.50 owed back, due in 5 days unless told. */
function owingOrder(overrides: Partial<Order> = {}): Order {
  return makeOrder('o7', {
    number: 1047,
    paymentMethod: 'upi',
    status: 'cancelled',
    subtotal: 372.5,
    shippingCharge: 40,
    totalPrice: 412.5,
    refundOwed: 412.5,
    refundOutstanding: 412.5,
    refundDueBy: inDays(5),
    ...overrides,
  });
}

/** The order's page; POST …/refunds records the refund, or answers `answer`. */
function mockRefundApi(start: Order = owingOrder(), answer?: () => Response) {
  let order = start;
  const calls = mockApi({
    '/api/admin/orders/o7/refunds': (_url, init) => {
      if (answer) return answer();
      const { amount, method, reference } = sentBody({ init }) as { amount: number; method: 'upi'; reference: string };
      const refunds = [...order.refunds, { amount, method, reference, refundedAt: '2026-03-06T10:00:00.000Z' }];
      const refundOutstanding = Math.round((order.refundOutstanding - amount) * 100) / 100;
      order = { ...order, refunds, refundOutstanding };
      return json({ message: `A refund of ₹${amount} is recorded for order #1047.`, order }, 201);
    },
    '/api/admin/orders/o7/late-payment': (_url, init) => {
      const { decision } = sentBody({ init }) as { decision: 'received' | 'not-received' };
      order = { ...order, latePayment: { ...order.latePayment!, decision, decidedAt: '2026-03-06T10:00:00.000Z' } };
      if (decision === 'received') order = { ...order, refundOwed: 412.5, refundOutstanding: 412.5 };
      return { message: 'Marked.', order };
    },
    '/api/admin/orders/o7/mail': () => [],
    '/api/admin/orders/o7': () => order,
    '/api/admin/orders': () => ({ orders: [order], nextCursor: null }),
    ...ownerOverviewApi(),
  });
  return calls;
}

async function openRefundForm() {
  saveSession(OWNER_LOGIN);
  renderApp('/dashboard/orders/o7');
  return screen.findByRole('form', { name: 'Record refund' });
}

const refundPosts = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.url === '/api/admin/orders/o7/refunds');

describe('the refund on the owner’s order page', () => {
  it('shows what is owed and by when, with the amount outstanding filled in, and records a UPI refund', async () => {
    const calls = mockRefundApi();
    const user = userEvent.setup();
    const form = await openRefundForm();
    const section = screen.getByRole('region', { name: 'Refund' });
    expect(within(section).getByTestId('refund-outstanding')).toHaveTextContent('₹412.50');
    expect(within(section).getByTestId('refund-due')).toHaveTextContent(/^Refund ₹412\.50 due by \d/);
    expect(within(section).getByTestId('refund-due')).not.toHaveClass('text-red-800');
    expect(within(form).getByLabelText('Amount (₹)')).toHaveValue(412.5);
    expect(within(form).getByLabelText('Method')).toHaveValue('upi');

    // The UTR as the bank's app shows it, spaced: the schema takes the spaces out.
    await user.type(within(form).getByLabelText('UTR (12 digits)'), '5123 4567 8902');
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Record refund' })).toBeNull());
    expect(refundPosts(calls).map(sentBody)).toEqual([{ amount: 412.5, method: 'upi', reference: '512345678902' }]);
    expect(within(section).getByTestId('refund-outstanding')).toHaveTextContent('₹0.00');
    expect(within(section).getByTestId('refund-row')).toHaveTextContent(/₹412\.50UPI512345678902/);
    expect(within(section).queryByTestId('refund-due')).toBeNull();
  });

  it('refuses a missing or bad amount and a UPI reference that is not a UTR, sending nothing', async () => {
    const calls = mockRefundApi();
    const user = userEvent.setup();
    const form = await openRefundForm();
    const amount = within(form).getByLabelText('Amount (₹)');
    const submit = within(form).getByRole('button', { name: 'Record refund' });

    await user.clear(amount);
    await user.click(submit);
    expect(await within(form).findByText('The amount is required.')).toBeInTheDocument();
    expect(await within(form).findByText(/^The reference is required/)).toBeInTheDocument();

    for (const [typed, message] of [
      ['0', 'The amount must be greater than zero.'],
      ['-5', 'The amount must be greater than zero.'],
      ['12.345', 'The amount may have at most 2 decimals.'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(submit);
      expect(await within(form).findByText(message)).toBeInTheDocument();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
    }

    const reference = within(form).getByLabelText('UTR (12 digits)');
    await user.type(reference, 'NEFT-77');
    await user.click(submit);
    expect(await within(form).findByText(/^A UPI refund’s reference is its UTR\./)).toBeInTheDocument();
    expect(refundPosts(calls)).toEqual([]);
  });

  it.each([
    ['a replacement pattern', '$&'],
    ['markup', '<script>alert(1)</script>'],
    ['a spreadsheet formula', '=cmd|"/c calc"!A1'],
    ['Devanagari', 'बैंक संदर्भ १२३'],
  ])('sends %s in a bank transfer’s reference as typed (trimmed), shown as text', async (_what, typed) => {
    const calls = mockRefundApi();
    const user = userEvent.setup();
    const form = await openRefundForm();
    await user.selectOptions(within(form).getByLabelText('Method'), 'bank-transfer');
    await user.clear(within(form).getByLabelText('Amount (₹)'));
    await user.type(within(form).getByLabelText('Amount (₹)'), '100');
    await user.click(within(form).getByLabelText('Reference (bank reference or receipt number)'));
    await user.paste(` ${typed}  `);
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));

    await waitFor(() =>
      expect(refundPosts(calls).map(sentBody)).toEqual([{ amount: 100, method: 'bank-transfer', reference: typed }]),
    );
    const row = await screen.findByTestId('refund-row');
    expect(row).toHaveTextContent(`bank transfer${typed}`);
    expect(row.querySelector('script')).toBeNull();
    // A partial refund: the form stays, starting at what is still outstanding.
    await waitFor(() => expect(screen.getByLabelText('Amount (₹)')).toHaveValue(312.5));
  });

  it('refuses a lone surrogate in the reference', async () => {
    const calls = mockRefundApi();
    const user = userEvent.setup();
    const form = await openRefundForm();
    await user.selectOptions(within(form).getByLabelText('Method'), 'cash');
    await user.click(within(form).getByLabelText('Reference (bank reference or receipt number)'));
    await user.paste('R\ud800');
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(await within(form).findByText(INVALID_UNICODE_MESSAGE)).toBeInTheDocument();
    expect(refundPosts(calls)).toEqual([]);
  });

  it('shows the server’s 409 (more than is outstanding) above the button, and its 400 field messages under the fields', async () => {
    const over = 'Only ₹412.50 is outstanding on order #1047.';
    let answer = () => json({ message: over, errors: {} }, 409);
    mockRefundApi(owingOrder(), () => answer());
    const user = userEvent.setup();
    const form = await openRefundForm();
    await user.type(within(form).getByLabelText('UTR (12 digits)'), '512345678902');
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(over);

    answer = () =>
      json({ message: 'Invalid refund.', errors: { reference: 'This UTR is already recorded for a refund.' } }, 400);
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(await within(form).findByText('This UTR is already recorded for a refund.')).toBeInTheDocument();
    expect(within(form).getByLabelText('UTR (12 digits)')).toHaveAttribute('aria-invalid', 'true');
    // The form keeps what the owner typed.
    expect(within(form).getByLabelText('UTR (12 digits)')).toHaveValue('512345678902');
  });

  it('marks a refund past its due date overdue', async () => {
    mockRefundApi(owingOrder({ refundDueBy: inDays(-2) }));
    await openRefundForm();
    expect(screen.getByTestId('refund-due')).toHaveTextContent(/^Refund ₹412\.50 overdue by \d/);
    expect(screen.getByTestId('refund-due')).toHaveClass('text-red-800');
  });

  it('shows no refund part for an order that owes nothing', async () => {
    mockRefundApi(makeOrder('o7', { status: 'cancelled' }));
    saveSession(OWNER_LOGIN);
    renderApp('/dashboard/orders/o7');
    await screen.findByRole('heading', { name: /^Order/ });
    expect(screen.queryByRole('region', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Record refund' })).toBeNull();
  });
});

describe('a late payment on a cancelled order', () => {
  const late = owingOrder({
    refundOwed: 0,
    refundOutstanding: 0,
    refundDueBy: undefined,
    latePayment: { utr: '612345678901', submittedAt: '2026-03-05T10:00:00.000Z' },
  });

  it('shows its UTR; "Received" makes the refund owed and opens its form', async () => {
    const calls = mockRefundApi(late);
    const user = userEvent.setup();
    saveSession(OWNER_LOGIN);
    renderApp('/dashboard/orders/o7');
    const payment = await screen.findByTestId('late-payment');
    expect(within(payment).getByText(/^Late payment/)).toHaveTextContent(
      /^Late payment: UTR 612345678901, sent .* after the order was cancelled\.$/,
    );
    expect(screen.queryByRole('form', { name: 'Record refund' })).toBeNull();
    await user.click(within(payment).getByRole('button', { name: 'Received' }));
    expect(await screen.findByRole('form', { name: 'Record refund' })).toBeInTheDocument();
    expect(sentBody(calls.find((call) => call.url.endsWith('/late-payment'))!)).toEqual({ decision: 'received' });
    expect(payment).toHaveTextContent(/; received\.$/);
    expect(within(payment).queryByRole('button')).toBeNull();
  });

  it('"Not received" closes it, with nothing owed', async () => {
    const calls = mockRefundApi(late);
    const user = userEvent.setup();
    saveSession(OWNER_LOGIN);
    renderApp('/dashboard/orders/o7');
    const payment = await screen.findByTestId('late-payment');
    await user.click(within(payment).getByRole('button', { name: 'Not received' }));
    await waitFor(() => expect(payment).toHaveTextContent(/; not received\.$/));
    expect(sentBody(calls.find((call) => call.url.endsWith('/late-payment'))!)).toEqual({ decision: 'not-received' });
    expect(screen.queryByRole('region', { name: 'Refund' })).toBeNull();
  });
});

describe('the orders list’s refunds to make', () => {
  it('asks the server for the orders with a refund outstanding, and marks the overdue ones', async () => {
    saveSession(OWNER_LOGIN);
    const overdue = owingOrder({ refundDueBy: inDays(-1) });
    const calls = mockApi({
      '/api/admin/orders': (url) => ({
        orders: queryOf(url).get('refundOutstanding') === 'true' ? [overdue] : [overdue, makeOrder('o1')],
        nextCursor: null,
      }),
      ...ownerOverviewApi(),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/orders');
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
    expect(screen.getAllByTestId('refund-due')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Refunds to make' }));
    expect(await screen.findByRole('heading', { name: 'Refunds to make', level: 1 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=refunds');
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/admin/orders?refundOutstanding=true'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
    const due = screen.getByTestId('refund-due');
    expect(due).toHaveTextContent(/^Refund ₹412\.50 overdue by/);
    expect(due).toHaveClass('text-red-800');
    expect(screen.queryByRole('button', { name: 'Refunds to make' })).toBeNull();

    // A status is another view: choosing one leaves this one.
    await user.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    await waitFor(() => expect(router.state.location.search).toBe('?status=cancelled'));
  });
});
