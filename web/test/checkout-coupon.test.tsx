import { COUPON_CODE_MESSAGE } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deliveryQuote,
  fillCheckoutCart,
  fillCheckoutForm,
  json,
  makeOrder,
  mockApi,
  queryOf,
  renderApp,
  sentBody,
  SIGNED_IN,
  storeDetails,
} from './render-app';

// "Have a coupon code?" at the checkout re-quotes with the code, shows the discount
// or the server's sentence, and sends the code with the order.

const EXPIRED = 'The code DIWALI10 expired on 31 Jan 2026.';

/** ₹80 shipping, ₹25 COD; with DIWALI10 ₹6.00 off the books, with OLDCODE the 409. */
function quote(url: string) {
  const query = queryOf(url);
  const subtotal = Number(query.get('subtotal'));
  const total = Math.round((subtotal + 80 + 25) * 100) / 100;
  const code = query.get('coupon');
  if (code === 'OLDCODE') return json({ message: EXPIRED }, 409);
  if (code) return deliveryQuote({ shippingCharge: 80, codFee: 25, total: total - 6, discount: 6, couponCode: code });
  return deliveryQuote({ shippingCharge: 80, codFee: 25, total });
}

const row = (term: RegExp) =>
  within(screen.getByLabelText('Price breakdown')).queryByText(term, { selector: 'dt' })?.nextElementSibling;
const couponCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.url.startsWith('/api/shipping') && queryOf(call.url).has('coupon'));

async function openCheckout() {
  const calls = mockApi({
    '/api/books': () => [],
    '/api/store': () => storeDetails(),
    '/api/shipping/quote': quote,
    '/api/orders/create-order': () => json(makeOrder('o1', { email: SIGNED_IN.email! }), 201),
    '/api/orders/email/': () => [],
  });
  fillCheckoutCart();
  const user = userEvent.setup();
  renderApp('/checkout', SIGNED_IN);
  await screen.findByRole('button', { name: 'Place an Order' });
  await fillCheckoutForm(user);
  return { calls, user };
}

describe('checkout: a coupon code', () => {
  it('re-quotes with the code, shows the discount as its own line and sends the code with the order', async () => {
    const { calls, user } = await openCheckout();
    await user.type(screen.getByLabelText('Have a coupon code?'), ' diwali10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('DIWALI10 applied: you save ₹6.00.');
    const asked = queryOf(couponCalls(calls)[0]!.url);
    expect(asked.get('coupon')).toBe('DIWALI10');
    expect(asked.get('items')).toBe('a:3,b:1');
    // The customer's token goes with it: the answer is for this person.
    expect(new Headers(couponCalls(calls)[0]!.init!.headers).get('authorization')).toMatch(/^Bearer /);
    expect(row(/Discount/)).toHaveTextContent('−₹6.00');
    expect(row(/Total/)).toHaveTextContent('₹159.07');
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));
    expect(await screen.findByText('Confirmed Order')).toBeInTheDocument();
    const body = sentBody(calls.find((call) => call.url === '/api/orders/create-order')!);
    expect(body).toMatchObject({ couponCode: 'DIWALI10', totalPrice: 159.07 });
  });

  it('shows the server’s sentence for a refused code and holds the order back until it is removed', async () => {
    const { calls, user } = await openCheckout();
    await user.type(screen.getByLabelText('Have a coupon code?'), 'oldcode');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    await user.click(screen.getByLabelText(/I agree to the/));
    expect(screen.getByRole('button', { name: 'Place an Order' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place an Order' })).toBeEnabled());
    expect(row(/Discount/)).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));
    expect(await screen.findByText('Confirmed Order')).toBeInTheDocument();
    expect(sentBody(calls.find((call) => call.url === '/api/orders/create-order')!).couponCode).toBeUndefined();
  });

  it.each(['$&', '<script>', '=cmd', 'दिवाली'])(
    'refuses %j by the shared rule without asking the server',
    async (typed) => {
      const { calls, user } = await openCheckout();
      await user.type(screen.getByLabelText('Have a coupon code?'), typed);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText(COUPON_CODE_MESSAGE)).toBeInTheDocument();
      expect(couponCalls(calls)).toEqual([]);
    },
  );
});
