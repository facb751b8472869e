import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import { makeOrder, mockApi, OWNER_LOGIN, ownerOverviewApi, renderApp, sentBody } from './render-app';

// The customer's cancel on the owner's pages. A request waiting on the payment's
// check is marked in the payments to check, named on the order page, and the check's answers
// say they cancel.

const REQUESTED = makeOrder('o1', {
  number: 21,
  status: 'payment-submitted',
  paymentMethod: 'upi',
  payment: { utr: '412345678901', submittedAt: '2026-03-01T11:00:00.000Z' },
  cancelRequest: { reason: 'found-cheaper', note: '<b>$&</b> सस्ता', at: '2026-03-01T12:00:00.000Z' },
});

describe('the customer’s cancellation, for the owner', () => {
  it('the order page names it, and its check’s answers say they cancel', async () => {
    saveSession(OWNER_LOGIN);
    const calls = mockApi({
      '/api/admin/orders/o1/status': () => ({
        message: 'The order is now cancelled.',
        order: { ...REQUESTED, status: 'cancelled', refundOwed: REQUESTED.totalPrice },
      }),
      '/api/admin/orders/o1/mail': () => [],
      '/api/admin/orders/o1': () => REQUESTED,
      ...ownerOverviewApi(),
    });
    renderApp('/dashboard/orders/o1');
    const told = await screen.findByTestId('customer-cancel');
    expect(told).toHaveTextContent(/^Customer asked to cancel: I found it cheaper elsewhere,/);
    expect(within(told).getByText('“<b>$&</b> सस्ता”')).toBeInTheDocument();
    expect(told.querySelector('b')).toBeNull();
    const steps = within(screen.getByRole('group', { name: 'Next steps' })).getAllByRole('button');
    expect(steps.map((button) => button.textContent)).toEqual([
      'Paid: cancel and refund',
      'Not received: cancel',
      'Cancel order',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Paid: cancel and refund' }));
    expect(await screen.findByText('The order is now cancelled.')).toBeInTheDocument();
    const patch = calls.find((call) => call.init?.method === 'PATCH');
    expect(sentBody(patch!)).toEqual({ status: 'confirmed' });
  });

  it('the payments to check mark it, and only it', async () => {
    saveSession(OWNER_LOGIN);
    const plain = makeOrder('o2', {
      number: 22,
      status: 'payment-submitted',
      paymentMethod: 'upi',
      payment: { utr: '412345678902', submittedAt: '2026-03-01T11:00:00.000Z' },
    });
    mockApi({ '/api/admin/orders': () => ({ orders: [REQUESTED, plain], nextCursor: null }), ...ownerOverviewApi() });
    renderApp('/dashboard/orders?status=payment-submitted');
    const rows = await screen.findAllByTestId('payment-row');
    expect(within(rows[0]!).getByTestId('cancel-asked')).toHaveTextContent('Customer asked to cancel');
    expect(within(rows[0]!).getByRole('button', { name: /^Paid: cancel and refund/ })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: /^Not received: cancel/ })).toBeInTheDocument();
    expect(within(rows[1]!).queryByTestId('cancel-asked')).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: /^Mark paid/ })).toBeInTheDocument();
  });
});
