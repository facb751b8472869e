import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORE_DETAILS_KEY } from '@web/lib/store-queries';
import {
  checkoutApi,
  deliveryQuote,
  fillCheckoutCart,
  fillCheckoutForm,
  held,
  json,
  makeOrder,
  mockApi,
  queryOf,
  renderApp,
  sentBody,
  SIGNED_IN,
  storeDetails,
} from './render-app';

/** The shop's rules as the server would price them: ₹40 to 110xxx, ₹80 elsewhere, a ₹25 COD fee. */
function pricedQuote(query: URLSearchParams) {
  const shippingCharge = query.get('pin')!.startsWith('110') ? 40 : 80;
  const subtotal = Number(query.get('subtotal'));
  const codFee = 25;
  const total = Math.round((subtotal + shippingCharge + (query.get('payment') === 'cod' ? codFee : 0)) * 100) / 100;
  return deliveryQuote({ shippingCharge, codFee, total });
}

const row = (term: string) =>
  within(screen.getByLabelText('Price breakdown')).queryByText(term, { selector: 'dt' })?.nextElementSibling;
const quoteCalls = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.url.startsWith('/api/shipping'));

async function openCheckout(handlers: Parameters<typeof mockApi>[0]) {
  const calls = mockApi({ '/api/books': () => [], ...handlers });
  fillCheckoutCart();
  const user = userEvent.setup();
  const view = renderApp('/checkout', SIGNED_IN);
  await screen.findByRole('button', { name: 'Place an Order' });
  return { calls, user, ...view };
}

describe('checkout: payment method and charges', () => {
  it('shows subtotal, shipping, the COD fee and the total, and asks again as the method and the PIN code change', async () => {
    const { calls, user } = await openCheckout(checkoutApi(pricedQuote));
    expect(screen.getByText('Shipping is worked out from your PIN code.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    await fillCheckoutForm(user);
    expect(row('Subtotal')).toHaveTextContent('₹60.07');
    expect(row('Shipping')).toHaveTextContent('₹80.00');
    expect(row('COD fee')).toHaveTextContent('₹25.00');
    expect(row('Total')).toHaveTextContent('₹165.07');
    expect(queryOf(quoteCalls(calls)[0]!.url).toString()).toBe('pin=411001&subtotal=60.07&payment=cod');

    await user.click(screen.getByRole('radio', { name: /UPI/ }));
    await waitFor(() => expect(row('Total')).toHaveTextContent('₹140.07'));
    expect(row('COD fee')).toBeUndefined();
    expect(queryOf(quoteCalls(calls).at(-1)!.url).get('payment')).toBe('upi');

    const zipcode = screen.getByLabelText('Zipcode');
    await user.clear(zipcode);
    await user.type(zipcode, '110001');
    await waitFor(() => expect(row('Total')).toHaveTextContent('₹100.07'));
    expect(row('Shipping')).toHaveTextContent('₹40.00');
  });

  it('asks nothing until the PIN code is a valid one, and aborts a quote for a PIN code changed meanwhile', async () => {
    const first = held();
    const { calls, user } = await openCheckout({
      '/api/store': () => storeDetails(),
      // The quote for 411001 is held back: its answer must never show for the PIN code typed after it.
      '/api/shipping/quote': (url) =>
        queryOf(url).get('pin') === '411001'
          ? first.promise.then(() => pricedQuote(queryOf(url)))
          : pricedQuote(queryOf(url)),
    });
    const zipcode = screen.getByLabelText('Zipcode');
    await user.type(zipcode, '4110');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(quoteCalls(calls)).toEqual([]);
    await user.type(zipcode, '01');
    await waitFor(() => expect(quoteCalls(calls)).toHaveLength(1));
    await user.clear(zipcode);
    await user.type(zipcode, '110001');
    await waitFor(() => expect(row('Total')).toHaveTextContent('₹125.07'));
    expect(quoteCalls(calls)[0]!.init!.signal!.aborted).toBe(true);
    first.release();
  });

  it('says a PIN code outside delivery is not delivered to, and places no order', async () => {
    const { calls, user } = await openCheckout(
      checkoutApi(() =>
        deliveryQuote({
          deliverable: false,
          codAvailable: false,
          codUnavailableReason: 'We do not deliver to this PIN code.',
          total: 60.07,
        }),
      ),
    );
    await user.type(screen.getByLabelText('Zipcode'), '999999');
    expect(await screen.findByText('We do not deliver to this PIN code yet.')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/I agree to the/));
    expect(screen.getByRole('button', { name: 'Place an Order' })).toBeDisabled();
    expect(calls.filter((call) => call.url.includes('create-order'))).toEqual([]);
  });

  it('moves the choice to UPI where COD is refused, says why, and sends UPI with the quote’s total', async () => {
    const reason = 'Cash on delivery is not offered at this PIN code.';
    const { calls, user } = await openCheckout({
      ...checkoutApi((query) => ({ ...pricedQuote(query), codAvailable: false, codUnavailableReason: reason })),
      '/api/orders/create-order': () => json(makeOrder('o1', { email: SIGNED_IN.email!, paymentMethod: 'upi' }), 201),
      '/api/orders/email/': () => [],
    });
    await fillCheckoutForm(user);
    await waitFor(() => expect(screen.getByRole('radio', { name: /UPI/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
    expect(screen.getByText(reason)).toBeInTheDocument();
    await waitFor(() => expect(row('Total')).toHaveTextContent('₹140.07'));
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));
    expect(await screen.findByText('Confirmed Order')).toBeInTheDocument();
    const body = sentBody(calls.find((call) => call.url === '/api/orders/create-order')!);
    expect(body).toMatchObject({ paymentMethod: 'upi', totalPrice: 140.07 });
  });

  it('sends cash on delivery with the quote’s total, COD fee and shipping included', async () => {
    const { calls, user } = await openCheckout({
      ...checkoutApi(pricedQuote),
      '/api/orders/create-order': () => json(makeOrder('o1', { email: SIGNED_IN.email! }), 201),
      '/api/orders/email/': () => [],
    });
    await fillCheckoutForm(user);
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));
    expect(await screen.findByText('Confirmed Order')).toBeInTheDocument();
    const body = sentBody(calls.find((call) => call.url === '/api/orders/create-order')!);
    expect(body).toMatchObject({ paymentMethod: 'cod', totalPrice: 165.07 });
  });

  it('offers no UPI when the shop has no UPI ID', async () => {
    // docs/openapi.json does not allow the empty UPI ID GET /api/store sends for a shop without one
    // (reported), so the answer is put in the cache as the page would hold it.
    const { queryClient } = await openCheckout(checkoutApi(pricedQuote));
    expect(await screen.findByRole('radio', { name: /UPI/ })).toBeInTheDocument();
    act(() => {
      queryClient.setQueryData(
        STORE_DETAILS_KEY,
        storeDetails({ upi: { vpa: '', payeeName: '', expiryHours: 24, merchant: false, merchantCode: '' } }),
      );
    });
    await waitFor(() => expect(screen.queryByRole('radio', { name: /UPI/ })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  });
});
