import { AWB_MESSAGE, UTR_MESSAGE, type Order, type OrderStatusChange, type ShipmentChange } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import { makeOrder, mockApi, OWNER_LOGIN, ownerOverviewApi, queryOf, renderApp, sentBody } from './render-app';

const TRACKING = 'https://www.delhivery.com/track/package/';

/** The owner's API for one order: PATCH moves it (with what the body says), PUT …/shipment corrects its AWB. */
function mockOrderApi(start: Order) {
  let order = start;
  const base = `/api/admin/orders/${start._id}`;
  const at = '2026-03-02T09:00:00.000Z';
  return mockApi({
    [`${base}/status`]: (_url, init) => {
      const { status, courier, awb, returnReason } = sentBody({ init }) as OrderStatusChange;
      const shipment = courier && awb ? { courier, awb, trackingUrl: `${TRACKING}${awb}` } : order.shipment;
      const note = shipment && status === 'shipped' ? `Delhivery ${shipment.awb}` : undefined;
      order = {
        ...order,
        status,
        ...(shipment && { shipment }),
        ...(returnReason && { returnReason }),
        history: [...order.history, { status, at, by: 'owner', ...(note && { note }) }],
      };
      return { message: `The order is now ${status}.`, order };
    },
    [`${base}/shipment`]: (_url, init) => {
      const { courier, awb } = sentBody({ init }) as ShipmentChange;
      order = {
        ...order,
        shipment: { courier, awb, trackingUrl: `${TRACKING}${awb}` },
        history: [...order.history, { status: order.status, at, by: 'owner', note: `AWB corrected to ${awb}` }],
      };
      return { message: 'The shipment was corrected.', order };
    },
    [`${base}/mail`]: () => [],
    [base]: () => order,
    ...ownerOverviewApi(),
  });
}

const patches = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.init?.method === 'PATCH').map((call) => sentBody(call) as unknown);

async function openOrder(order: Order) {
  saveSession(OWNER_LOGIN);
  const calls = mockOrderApi(order);
  renderApp(`/dashboard/orders/${order._id}`);
  await screen.findByRole('heading', { name: /^Order / });
  return calls;
}

const nextSteps = () =>
  within(screen.getByRole('group', { name: 'Next steps' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('one order’s number, payment and parcel, for the owner', () => {
  it('shows the number, the payment, the breakdown, the parcel with its tracking link, the return and the history notes', async () => {
    await openOrder(
      makeOrder('o1', {
        number: 1042,
        status: 'returned',
        paymentMethod: 'upi',
        subtotal: 300,
        shippingCharge: 40,
        codFee: 0,
        totalPrice: 340,
        payment: { utr: '412345678901', submittedAt: '2026-03-01T11:00:00.000Z' },
        shipment: { courier: 'blue-dart', awb: 'BD12345678', trackingUrl: 'https://track.example/BD12345678' },
        returnReason: 'rto',
        history: [
          { status: 'awaiting-payment', at: '2026-03-01T10:00:00.000Z', by: 'customer' },
          { status: 'payment-submitted', at: '2026-03-01T11:00:00.000Z', by: 'customer', note: 'UTR 412345678901' },
          { status: 'confirmed', at: '2026-03-01T12:00:00.000Z', by: 'owner' },
          { status: 'shipped', at: '2026-03-02T08:00:00.000Z', by: 'owner', note: 'Blue Dart BD12345678' },
          { status: 'returned', at: '2026-03-05T08:00:00.000Z', by: 'owner', note: 'RTO' },
        ],
      }),
    );
    expect(screen.getByRole('heading', { name: 'Order #1042' })).toBeInTheDocument();
    const payment = screen.getByTestId('order-payment');
    expect(payment).toHaveTextContent('MethodUPI');
    expect(payment).toHaveTextContent(/UTR412345678901, sent 1 Mar 2026, 4:30\spm/);
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('₹300.00');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('₹40.00');
    // A UPI order has no COD fee to show.
    expect(screen.queryByTestId('order-cod-fee')).toBeNull();
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹340.00');
    const parcel = screen.getByTestId('order-shipment');
    expect(parcel).toHaveTextContent('Blue Dart, AWB BD12345678');
    expect(within(parcel).getByRole('link', { name: 'Track parcel' })).toHaveAttribute(
      'href',
      'https://track.example/BD12345678',
    );
    expect(parcel).toHaveTextContent('Returned: Refused or undeliverable (RTO)');
    // A returned parcel's AWB is history: no correction.
    expect(within(parcel).queryByRole('button', { name: 'Correct AWB' })).toBeNull();
    const notes = screen.getAllByTestId('history-entry').map((row) => within(row).getAllByRole('cell')[3]!.textContent);
    expect(notes).toEqual(['', 'UTR 412345678901', '', 'Blue Dart BD12345678', 'RTO']);
  });

  it('shows a COD order’s fee, the cash pending from the courier and a remittance', async () => {
    await openOrder(
      makeOrder('o2', {
        status: 'delivered',
        subtotal: 300,
        shippingCharge: 50,
        codFee: 25,
        totalPrice: 375,
        remittance: {
          amount: 375,
          deduction: 0,
          date: '2026-03-10',
          reference: 'REM-77',
          recordedAt: '2026-03-11T10:00:00.000Z',
        },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Order o2' })).toBeInTheDocument();
    expect(screen.getByTestId('order-payment')).toHaveTextContent('MethodCash on Delivery');
    expect(screen.getByTestId('order-cod-fee')).toHaveTextContent('₹25.00');
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Remitted₹375.00 on 2026-03-10, reference REM-77');
  });

  it('Mark shipped asks the courier and the AWB, refuses them empty or malformed, then sends both', async () => {
    const calls = await openOrder(makeOrder('o1', { number: 7, status: 'confirmed' }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const form = screen.getByRole('form', { name: 'Ship this order' });
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(form).findByText('Choose the courier.')).toBeInTheDocument();
    expect(within(form).getByText('The AWB (consignment number) is required.')).toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText('Courier'), 'Delhivery');
    await user.type(within(form).getByLabelText('AWB (consignment number)'), '<script>');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(form).findByText(AWB_MESSAGE)).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);

    await user.clear(within(form).getByLabelText('AWB (consignment number)'));
    await user.type(within(form).getByLabelText('AWB (consignment number)'), ' dl-1234567 ');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('The order is now shipped.')).toBeInTheDocument();
    // Trimmed and in capitals, as the shared schema makes it.
    expect(patches(calls)).toEqual([{ status: 'shipped', courier: 'delhivery', awb: 'DL-1234567' }]);
    expect(screen.queryByRole('form', { name: 'Ship this order' })).toBeNull();
    expect(within(screen.getByTestId('order-shipment')).getByRole('link', { name: 'Track parcel' })).toHaveAttribute(
      'href',
      `${TRACKING}DL-1234567`,
    );
  });

  it('Correct AWB sends the courier and the new AWB to the shipment route', async () => {
    const calls = await openOrder(
      makeOrder('o1', {
        status: 'shipped',
        shipment: { courier: 'delhivery', awb: 'DL1111111', trackingUrl: `${TRACKING}DL1111111` },
      }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Correct AWB' }));
    const form = screen.getByRole('form', { name: 'Correct the AWB' });
    expect(within(form).getByLabelText('Courier')).toHaveValue('delhivery');
    const awb = within(form).getByLabelText('AWB (consignment number)');
    expect(awb).toHaveValue('DL1111111');
    await user.clear(awb);
    await user.click(within(form).getByRole('button', { name: 'Save AWB' }));
    expect(await within(form).findByText('The AWB (consignment number) is required.')).toBeInTheDocument();
    await user.type(awb, 'DL2222222');
    await user.click(within(form).getByRole('button', { name: 'Save AWB' }));
    expect(await screen.findByText('The shipment was corrected.')).toBeInTheDocument();
    const puts = calls.filter((call) => call.init?.method === 'PUT');
    expect(puts.map((call) => call.url)).toEqual(['/api/admin/orders/o1/shipment']);
    expect(sentBody(puts[0]!)).toEqual({ courier: 'delhivery', awb: 'DL2222222' });
    expect(screen.getByTestId('order-shipment')).toHaveTextContent('Delhivery, AWB DL2222222');
    expect(screen.getAllByTestId('history-entry').at(-1)).toHaveTextContent('AWB corrected to DL2222222');
  });

  it.each([
    ['Payment not received', 'awaiting-payment', ['Mark paid', 'Cancel order']],
    ['Mark paid', 'confirmed', ['Mark shipped', 'Cancel order']],
  ])('a submitted UPI payment: “%s” sends %s', async (button, status, after) => {
    const calls = await openOrder(
      makeOrder('o1', {
        number: 12,
        status: 'payment-submitted',
        paymentMethod: 'upi',
        payment: { utr: '412345678901', submittedAt: '2026-03-01T11:00:00.000Z' },
      }),
    );
    expect(nextSteps()).toEqual(['Mark paid', 'Payment not received', 'Cancel order']);
    await userEvent.setup().click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(`The order is now ${status}.`)).toBeInTheDocument();
    expect(patches(calls)).toEqual([{ status }]);
    // Waiting again, the owner may still confirm a payment seen without a UTR.
    expect(nextSteps()).toEqual(after);
  });

  it('a UPI order with no UTR of the shopper’s: “Mark paid” asks for the bank statement’s, checked before sending', async () => {
    const calls = await openOrder(makeOrder('o1', { number: 13, status: 'awaiting-payment', paymentMethod: 'upi' }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const form = screen.getByRole('form', { name: 'Mark this order paid' });
    const field = within(form).getByLabelText('UTR from the bank statement (12 digits)');
    for (const bad of ['', '12345', '$&12345678901', '१२३४५६७८९०१२']) {
      await user.clear(field);
      if (bad) await user.type(field, bad);
      await user.click(within(form).getByRole('button', { name: 'Mark paid' }));
      expect(await within(form).findByText(bad ? UTR_MESSAGE : 'The UTR is required.')).toBeInTheDocument();
    }
    expect(patches(calls)).toEqual([]);
    await user.clear(field);
    await user.type(field, '4123 4567 8901');
    await user.click(within(form).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('The order is now confirmed.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([{ status: 'confirmed', utr: '412345678901' }]);
  });
});

describe('payments to check', () => {
  const submitted = (id: string, number: number, utr: string, totalPrice: number) =>
    makeOrder(id, {
      number,
      name: `Buyer ${number}`,
      status: 'payment-submitted',
      paymentMethod: 'upi',
      subtotal: totalPrice,
      totalPrice,
      payment: { utr, submittedAt: '2026-03-01T11:00:00.000Z' },
    });

  it('lists each UTR and amount, and Mark paid or Payment not received takes the order off the list', async () => {
    saveSession(OWNER_LOGIN);
    let waiting = [submitted('o1', 1041, '412345678901', 300), submitted('o2', 1042, '498765432109', 525.5)];
    const calls = mockApi({
      '/api/admin/orders/o1/status': (_url, init) => {
        const { status } = sentBody({ init }) as OrderStatusChange;
        const order = { ...waiting[0]!, status };
        waiting = waiting.filter((o) => o._id !== 'o1');
        return { message: `The order is now ${status}.`, order };
      },
      '/api/admin/orders/o2/status': (_url, init) => {
        const { status } = sentBody({ init }) as OrderStatusChange;
        const order = { ...waiting.find((o) => o._id === 'o2')!, status };
        waiting = waiting.filter((o) => o._id !== 'o2');
        return { message: `The order is now ${status}.`, order };
      },
      '/api/admin/orders': (url) => {
        const status = queryOf(url).get('status');
        const all = [...waiting, makeOrder('o3', { number: 1040, status: 'pending' })];
        return { orders: all.filter((order) => !status || order.status === status), nextCursor: null };
      },
      ...ownerOverviewApi(),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/orders');
    expect(await screen.findAllByTestId('order-row')).toHaveLength(3);
    expect(screen.getAllByTestId('order-row')[0]).toHaveTextContent('#1041');
    expect(screen.getAllByTestId('order-row')[0]).toHaveTextContent('UPI');
    expect(screen.getAllByTestId('order-row')[2]).toHaveTextContent('Cash on Delivery');

    await user.click(screen.getByRole('button', { name: 'Payments to check' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=payment-submitted'));
    expect(await screen.findByRole('heading', { name: 'Payments to check' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('payment-row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        '#1041',
        'Buyer 1041',
        expect.stringMatching(/^4123456789011 Mar 2026, 4:30\spm$/),
        '₹300.00',
        expect.any(String),
      ],
      [
        '#1042',
        'Buyer 1042',
        expect.stringMatching(/^4987654321091 Mar 2026, 4:30\spm$/),
        '₹525.50',
        expect.any(String),
      ],
    ]);
    expect(calls.at(-1)!.url).toBe('/api/admin/orders?status=payment-submitted');

    await user.click(screen.getByRole('button', { name: 'Mark paid #1041' }));
    await waitFor(() => expect(screen.getAllByTestId('payment-row')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Payment not received #1042' }));
    expect(await screen.findByText('No payments to check.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([{ status: 'confirmed' }, { status: 'awaiting-payment' }]);
  });
});
