import { UTR_MESSAGE, upiPayLink } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, makeOrder, mockApi, renderApp, sentBody, SIGNED_IN, storeDetails } from './render-app';

const PAYEE = 'Ram & Sons = <script>alert(1)</script> राम पुस्तक';

const awaiting = makeOrder('ord-upi-1', {
  email: SIGNED_IN.email!,
  number: 1042,
  paymentMethod: 'upi',
  status: 'awaiting-payment',
  subtotal: 360,
  shippingCharge: 52.5,
  codFee: 0,
  totalPrice: 412.5,
  paymentDueAt: '2026-03-02T10:00:00.000Z',
  history: [{ status: 'awaiting-payment', at: '2026-03-01T10:00:00.000Z', by: SIGNED_IN.email! }],
});

const PERSONAL = { vpa: 'ram.sons@okbank', payeeName: PAYEE, expiryHours: 24, merchant: false, merchantCode: '' };

function ordersApi(orders = [awaiting], extra: Parameters<typeof mockApi>[0] = {}, upi = PERSONAL) {
  return mockApi({
    '/api/orders/email/': () => orders,
    '/api/store': () => storeDetails({ upi }),
    '/api/books': () => [],
    ...extra,
  });
}

const payments = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.url.endsWith('/payment'));

describe('the customer’s orders: UPI', () => {
  it('shows the number, the method, the breakdown and a pay link and QR code for the exact amount', async () => {
    ordersApi();
    renderApp('/orders', SIGNED_IN);
    const card = await screen.findByTestId('order');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Order #1042');
    expect(card).toHaveTextContent('Payment: UPI');
    const breakdown = within(card).getByLabelText('Price breakdown');
    expect(breakdown).toHaveTextContent('Subtotal₹360.00Shipping₹52.50Total₹412.50');
    expect(within(breakdown).queryByText('COD fee')).not.toBeInTheDocument();

    const expected = upiPayLink({
      vpa: 'ram.sons@okbank',
      payeeName: PAYEE,
      amount: 412.5,
      note: '#1042',
      reference: 'ord-upi-1',
    });
    const link = await within(card).findByRole('link', { name: 'Pay with a UPI app' });
    expect(link).toHaveAttribute('href', expected);
    const href = link.getAttribute('href')!;
    // Each value stays one parameter: the payee's & and = are encoded, and so are < > and Devanagari.
    expect(href).toContain('pn=Ram%20%26%20Sons%20%3D%20%3Cscript%3Ealert(1)%3C%2Fscript%3E%20');
    expect(href).toMatch(/&am=412\.50&cu=INR&tn=%231042$/);
    expect(new URLSearchParams(href.split('?')[1]).get('pn')).toBe(PAYEE);
    // A personal UPI ID: no merchant parameter (tr, mc), which UPI apps refuse or flag.
    expect([...new URLSearchParams(href.split('?')[1]).keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tn']);
    // Shown as text, never as markup.
    expect(document.querySelector('script')).toBeNull();
    expect(card).toHaveTextContent(`Payee: ${PAYEE} (ram.sons@okbank)`);
    expect(card).toHaveTextContent('Pay ₹412.50 by UPI');
    expect(
      within(card)
        .getByText(/Please pay by/)
        .querySelector('time'),
    ).toHaveAttribute('dateTime', '2026-03-02T10:00:00.000Z');
    const qr = await within(card).findByRole('img', { name: 'UPI QR code for this payment' });
    expect(qr).toHaveAttribute('data-qr-text', expected);
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('gives a merchant’s UPI ID its tr and mc, in the link and in the QR code', async () => {
    ordersApi([awaiting], {}, { ...PERSONAL, merchant: true, merchantCode: '5942' });
    renderApp('/orders', SIGNED_IN);
    const card = await screen.findByTestId('order');
    const href = (await within(card).findByRole('link', { name: 'Pay with a UPI app' })).getAttribute('href')!;
    const params = new URLSearchParams(href.split('?')[1]);
    expect([...params.keys()]).toEqual(['pa', 'pn', 'mc', 'tr', 'am', 'cu', 'tn']);
    expect(params.get('mc')).toBe('5942');
    expect(params.get('tr')).toBe('ord-upi-1');
    const qr = await within(card).findByRole('img', { name: 'UPI QR code for this payment' });
    expect(qr).toHaveAttribute('data-qr-text', href);
  });

  it('shows the UPI ID to copy by hand where the browser copies nothing', async () => {
    // jsdom has neither the Clipboard API nor a copy command, as some in-app browsers.
    ordersApi();
    const user = userEvent.setup();
    renderApp('/orders', SIGNED_IN);
    const card = await screen.findByTestId('order');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(await within(card).findByRole('button', { name: 'Copy UPI ID' }));
    expect(await within(card).findByText(/Could not copy\. Select it and copy:/)).toHaveTextContent(
      'Could not copy. Select it and copy: ram.sons@okbank',
    );
    expect(within(card).queryByRole('button', { name: 'Copied' })).toBeNull();
  });

  it.each([
    ['12345', 'too short'],
    ['1234567890123', 'too long'],
    ['12345678901a', 'a letter'],
    ['१२३४५६७८९०१२', 'Devanagari digits'],
  ])('refuses the UTR %s (%s) with the field message and sends nothing', async (utr) => {
    const calls = ordersApi();
    const user = userEvent.setup();
    renderApp('/orders', SIGNED_IN);
    await user.type(await screen.findByLabelText(/UTR/), utr);
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText(UTR_MESSAGE)).toBeInTheDocument();
    expect(payments(calls)).toEqual([]);
  });

  it('asks for a UTR before sending anything', async () => {
    const calls = ordersApi();
    const user = userEvent.setup();
    renderApp('/orders', SIGNED_IN);
    await user.click(await screen.findByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('The UTR is required.')).toBeInTheDocument();
    expect(payments(calls)).toEqual([]);
  });

  it('shows the server’s words when the UTR was given for another order (409)', async () => {
    const message = 'This UTR was already sent for another order.';
    const calls = ordersApi([awaiting], {
      '/api/orders/ord-upi-1/payment': () => json({ message }, 409),
    });
    const user = userEvent.setup();
    renderApp('/orders', SIGNED_IN);
    await user.type(await screen.findByLabelText(/UTR/), '4012 3456 7890');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(sentBody(payments(calls)[0]!)).toEqual({ utr: '401234567890' });
    expect((payments(calls)[0]!.init!.headers as Record<string, string>).authorization).toBe('Bearer test-id-token');
  });

  it('sends a good UTR and then says the payment is being checked', async () => {
    const submitted = {
      ...awaiting,
      status: 'payment-submitted' as const,
      payment: { utr: '401234567890', submittedAt: '2026-03-01T11:00:00.000Z' },
    };
    const calls = ordersApi([awaiting], { '/api/orders/ord-upi-1/payment': () => submitted });
    const user = userEvent.setup();
    renderApp('/orders', SIGNED_IN);
    await user.type(await screen.findByLabelText(/UTR/), '401234567890');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('We are checking your payment (UTR 401234567890).')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay with a UPI app' })).not.toBeInTheDocument();
    expect(payments(calls)).toHaveLength(1);
  });
});

describe('the customer’s orders: COD, shipped', () => {
  const shipped = makeOrder('ord-cod-7', {
    email: SIGNED_IN.email!,
    number: 1043,
    status: 'shipped',
    subtotal: 300,
    shippingCharge: 0,
    codFee: 30,
    totalPrice: 330,
    shipment: {
      courier: 'blue-dart',
      awb: 'BD123456789IN',
      trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD123456789IN',
    },
  });

  it('shows the COD fee, the courier, the AWB and a Track parcel link in a new tab', async () => {
    ordersApi([shipped]);
    renderApp('/orders', SIGNED_IN);
    const card = await screen.findByTestId('order');
    expect(card).toHaveTextContent('Payment: Cash on Delivery');
    expect(within(card).getByLabelText('Price breakdown')).toHaveTextContent(
      'Subtotal₹300.00ShippingFreeCOD fee₹30.00Total₹330.00',
    );
    expect(within(card).getByTestId('shipment')).toHaveTextContent('Shipped with Blue Dart, AWB BD123456789IN.');
    const track = within(card).getByRole('link', { name: /Track parcel/ });
    expect(track).toHaveAttribute('href', shipped.shipment!.trackingUrl);
    expect(track).toHaveAttribute('target', '_blank');
    expect(track).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(card).queryByRole('link', { name: 'Pay with a UPI app' })).not.toBeInTheDocument();
  });

  it('on the dashboard too: each order by its number, with its breakdown and tracking, and an old order by its id', async () => {
    ordersApi([
      shipped,
      {
        ...awaiting,
        status: 'payment-submitted',
        payment: { utr: '401234567890', submittedAt: '2026-03-01T11:00:00.000Z' },
      },
      makeOrder('legacyId123'),
    ]);
    renderApp('/user-dashboard', SIGNED_IN);
    const cards = await screen.findAllByTestId('dashboard-order');
    expect(cards.map((card) => card.querySelector('p')!.textContent)).toEqual([
      'Order #1043',
      'Order #1042',
      'Order legacyId123',
    ]);
    await waitFor(() => expect(within(cards[0]!).getByRole('link', { name: /Track parcel/ })).toBeInTheDocument());
    expect(cards[1]).toHaveTextContent('We are checking your payment (UTR 401234567890).');
    expect(within(cards[2]!).getByTestId('breakdown-total')).toHaveTextContent('₹300.00');
  });
});
