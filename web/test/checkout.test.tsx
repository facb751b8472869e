import { customerLimitProblem, PIN_CODE_MESSAGE } from '@bookstore/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@web/features/cart/cart-provider';
import {
  fillCheckoutCart,
  fillCheckoutForm,
  held,
  json,
  makeOrder,
  checkoutApi,
  storeDetails,
  mockApi,
  renderApp,
  SIGNED_IN,
  sentBody,
  makeBook,
} from './render-app';

describe('checkout', () => {
  it('keeps Place an Order disabled until the terms are ticked, then shows every required message', async () => {
    mockApi({ ...checkoutApi(), '/api/books': () => [] });
    fillCheckoutCart();
    const user = userEvent.setup();
    renderApp('/checkout', { ...SIGNED_IN, displayName: null });
    const submit = await screen.findByRole('button', { name: 'Place an Order' });
    expect(submit).toBeDisabled();
    expect(screen.getByLabelText('Email Address')).toHaveValue('reader@example.com');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
    await user.click(screen.getByLabelText(/I agree to the/));
    expect(submit).toBeEnabled();
    await user.click(submit);
    for (const message of [
      'Full name is required.',
      'Phone number is required.',
      'Address is required.',
      'City is required.',
      'Country is required.',
      'State is required.',
      'Zipcode is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('asks for a 6-digit PIN code as the zipcode before anything is sent', async () => {
    const calls = mockApi({ ...checkoutApi(), '/api/books': () => [] });
    fillCheckoutCart();
    const user = userEvent.setup();
    renderApp('/checkout', SIGNED_IN);
    await screen.findByRole('button', { name: 'Place an Order' });
    await fillCheckoutForm(user);
    const zipcode = screen.getByLabelText('Zipcode');
    await user.clear(zipcode);
    await user.type(zipcode, '011001');
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));
    expect(await screen.findByText(PIN_CODE_MESSAGE)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('create-order'))).toEqual([]);
  });

  it('sends the ID token, one idempotency key and the cart total, then confirms, empties the cart and shows the orders', async () => {
    const calls = mockApi({
      ...checkoutApi(),
      '/api/orders/create-order': () => json(makeOrder('o1', { email: SIGNED_IN.email! }), 201),
      '/api/orders/email/': () => [],
      '/api/books': () => [],
    });
    fillCheckoutCart();
    const user = userEvent.setup();
    const { router } = renderApp('/checkout', SIGNED_IN);
    await screen.findByRole('button', { name: 'Place an Order' });
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹60.07');
    await fillCheckoutForm(user);
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));

    expect(await screen.findByText('Confirmed Order')).toBeInTheDocument();
    expect(screen.getByText('Your order placed successfully!')).toBeInTheDocument();
    const order = calls.find((call) => call.url === '/api/orders/create-order')!;
    const headers = order.init!.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer test-id-token');
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = sentBody(order);
    expect(body).toMatchObject({
      name: 'Reader One',
      email: 'reader@example.com',
      totalPrice: 60.07,
      products: [
        { productId: 'a', quantity: 3 },
        { productId: 'b', quantity: 1 },
      ],
      address: { street: '12 MG Road', city: 'Pune', country: 'India', state: 'Maharashtra', zipcode: '411001' },
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
  });

  it('disables Place an Order while the order is in flight, so a double click sends one request', async () => {
    const answer = held();
    const calls = mockApi({
      ...checkoutApi(),
      '/api/orders/create-order': () =>
        answer.promise.then(() => json(makeOrder('o1', { email: SIGNED_IN.email! }), 201)),
      '/api/orders/email/': () => [],
      '/api/books': () => [],
    });
    fillCheckoutCart();
    const user = userEvent.setup();
    renderApp('/checkout', SIGNED_IN);
    const submit = await screen.findByRole('button', { name: 'Place an Order' });
    await fillCheckoutForm(user);
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.dblClick(submit);
    await waitFor(() => expect(submit).toHaveTextContent('Placing your order…'));
    expect(submit).toBeDisabled();
    await user.click(submit);
    const orderRequests = () => calls.filter((call) => call.url === '/api/orders/create-order');
    expect(orderRequests()).toHaveLength(1);
    answer.release();
    expect(await screen.findByText('Confirmed Order')).toBeInTheDocument();
    expect(orderRequests()).toHaveLength(1);
  });

  it('opens the terms and the privacy policy in a new tab, so the checkout keeps what was typed', async () => {
    mockApi({ ...checkoutApi(), '/api/books': () => [] });
    fillCheckoutCart();
    const user = userEvent.setup();
    const { router } = renderApp('/checkout', SIGNED_IN);
    await screen.findByRole('button', { name: 'Place an Order' });
    await fillCheckoutForm(user);
    const terms = screen.getByRole('link', { name: 'Terms of Service (opens in a new tab)' });
    const policy = screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', '/policies/terms');
    expect(policy).toHaveAttribute('href', '/policies/privacy');
    for (const link of [terms, policy]) expect(link).toHaveAttribute('target', '_blank');
    await user.click(terms);
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
  });

  it('asks for consent with an unticked box, and shows the returns, shipping and cancellation rules beside Place an Order', async () => {
    const store = storeDetails({
      refunds: { keepChargesOnReturn: false, keepChargesOnRefusal: false, days: 5, returnWindowDays: 10 },
      shipping: { flatCharge: 40, freeAbove: 500, prefixCharges: [] },
    });
    mockApi({ ...checkoutApi(undefined, store), '/api/books': () => [] });
    fillCheckoutCart();
    renderApp('/checkout', SIGNED_IN);
    await screen.findByRole('button', { name: 'Place an Order' });
    // Rule 4(9): consent only by an explicit act.
    expect(screen.getByLabelText(/I agree to the/)).not.toBeChecked();
    expect(await screen.findByText('Pay on delivery in cash, or now by UPI.')).toBeInTheDocument();
    const policies = await screen.findByRole('list', { name: 'The shop’s policies' });
    expect(
      within(policies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Returns (opens in a new tab): Returns within 10 days of delivery; refunds within 5 days.',
      'Shipping (opens in a new tab): Shipping costs ₹40.00 an order; orders of ₹500.00 or more ship free.',
      'Cancellation (opens in a new tab): Cancel from your Orders page any time before the order ships.',
    ]);
    expect(
      within(policies)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/policies/returns', '/policies/shipping', '/policies/cancellation']);
  });

  it('says only cash on delivery when the shop has no UPI ID, and no returns when the window is 0', async () => {
    const store = storeDetails({
      upi: { vpa: '', payeeName: '', expiryHours: 24, merchant: false, merchantCode: '' },
      refunds: { keepChargesOnReturn: false, keepChargesOnRefusal: false, days: 7, returnWindowDays: 0 },
    });
    mockApi({ ...checkoutApi(undefined, store), '/api/books': () => [] });
    fillCheckoutCart();
    renderApp('/checkout', SIGNED_IN);
    await screen.findByRole('button', { name: 'Place an Order' });
    expect(await screen.findByText('Pay on delivery in cash.')).toBeInTheDocument();
    expect(screen.queryByText(/UPI/)).toBeNull();
    expect(
      screen.getByText(/No returns for a change of mind; damaged or wrong books are refunded within 7 days\./),
    ).toBeInTheDocument();
  });

  it('on 409 (too few copies left) shows the message naming the book, keeps the cart and refreshes the stock', async () => {
    const message = "Only 2 copies of 'Alpha' are left.";
    let alphaStock = 10;
    const calls = mockApi({
      ...checkoutApi(),
      '/api/orders/create-order': () => {
        alphaStock = 2; // sold meanwhile
        return new Response(JSON.stringify({ message }), { status: 409 });
      },
      '/api/catalog/books': () => [
        makeBook('a', { title: 'Alpha', stock: alphaStock }),
        makeBook('b', { title: 'Beta' }),
      ],
    });
    fillCheckoutCart();
    const before = localStorage.getItem(CART_STORAGE_KEY);
    const user = userEvent.setup();
    renderApp('/checkout', SIGNED_IN);
    await screen.findByRole('button', { name: 'Place an Order' });
    await fillCheckoutForm(user);
    await user.click(screen.getByLabelText(/I agree to the/));
    // The cart's books only, never the catalog.
    const bookFetches = () => calls.filter((call) => call.url === '/api/catalog/books?ids=a%2Cb').length;
    await waitFor(() => expect(bookFetches()).toBe(1));
    expect(screen.queryByTestId('stock-note')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));
    expect(await screen.findByText('Failed to place an order')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe(before);
    expect(screen.getByText('Alpha × 3')).toBeInTheDocument();
    // The stock is asked for again, and the line that ran short says so.
    await waitFor(() => expect(bookFetches()).toBe(2));
    expect(await screen.findByTestId('stock-note')).toHaveTextContent('Only 2 left');
  });
});

describe("checkout: the store's refusals, in the API's own words", () => {
  const threeOpenOrders = [{ products: [] }, { products: [] }, { products: [] }];
  it.each([
    [
      'an unverified e-mail',
      403,
      'Please verify your e-mail address first: open the link we sent you, then try again.',
    ],
    ['a blocked account', 403, 'This account has been blocked by the store. Please contact the store.'],
    ['an ended session', 401, 'Your session has ended. Please sign in again.'],
    [
      'the open-orders limit',
      409,
      customerLimitProblem(threeOpenOrders, [{ productId: 'a', quantity: 1, title: 'Alpha' }])!,
    ],
    [
      'the copies-per-book limit',
      409,
      customerLimitProblem(
        [{ products: [{ productId: 'a', quantity: 4 }] }],
        [{ productId: 'a', quantity: 3, title: 'Alpha' }],
      )!,
    ],
    [
      'the hourly attempts (429, with when to try again)',
      429,
      'You have tried to place 10 orders in the last hour, the most the store accepts. Please try again in 42 minute(s).',
    ],
  ])(
    "%s: says 'Failed to place an order' with the message, keeps the cart and what was typed",
    async (_case, status, message) => {
      mockApi({
        ...checkoutApi(),
        '/api/orders/create-order': () =>
          new Response(JSON.stringify({ message }), {
            status,
            headers: status === 429 ? { 'retry-after': '2520' } : {},
          }),
        '/api/books': () => [],
      });
      fillCheckoutCart();
      const user = userEvent.setup();
      renderApp('/checkout', SIGNED_IN);
      await screen.findByRole('button', { name: 'Place an Order' });
      await fillCheckoutForm(user);
      await user.click(screen.getByLabelText(/I agree to the/));
      await user.click(screen.getByRole('button', { name: 'Place an Order' }));
      expect(await screen.findByText('Failed to place an order')).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'OK' }));
      expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
      expect(screen.getByLabelText('City')).toHaveValue('Pune');
      expect(screen.getByRole('button', { name: 'Place an Order' })).toBeEnabled();
    },
  );
});

describe('checkout: the Idempotency-Key of an attempt', () => {
  const created = () => json(makeOrder('o1', { email: SIGNED_IN.email! }), 201);
  const failure = (status: number) => () =>
    new Response(JSON.stringify({ message: `Refused with ${status}.` }), { status });
  const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

  /** Answers the order requests in turn with `answers`, and returns the keys they carried. */
  function orderRoute(answers: Array<() => Response | Promise<Response>>) {
    const calls = mockApi({
      ...checkoutApi(),
      '/api/orders/create-order': () => answers.shift()!(),
      '/api/orders/email/': () => [],
      '/api/books': () => [],
    });
    return () =>
      calls
        .filter((call) => call.url === '/api/orders/create-order')
        .map((call) => (call.init!.headers as Record<string, string>)['Idempotency-Key']);
  }

  async function placeAndDismiss(user: ReturnType<typeof userEvent.setup>, outcome: string) {
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));
    expect(await screen.findByText(outcome)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(outcome)).not.toBeInTheDocument());
  }

  async function openCheckout(user: ReturnType<typeof userEvent.setup>) {
    fillCheckoutCart();
    const view = renderApp('/checkout', SIGNED_IN);
    await screen.findByRole('button', { name: 'Place an Order' });
    await fillCheckoutForm(user);
    await user.click(screen.getByLabelText(/I agree to the/));
    return view;
  }

  it.each([
    ['a 500', failure(500)],
    ['a 503 from the platform', failure(503)],
    ['a lost connection', networkDown],
  ])('is kept after %s, which may have come after the order was written', async (_name, first) => {
    const keys = orderRoute([first, created]);
    const user = userEvent.setup();
    await openCheckout(user);
    await placeAndDismiss(user, 'Failed to place an order');
    await placeAndDismiss(user, 'Confirmed Order');
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
  });

  it.each([400, 401, 403, 409, 429])('is renewed after a %i, a refusal that wrote nothing', async (status) => {
    const keys = orderRoute([failure(status), created]);
    const user = userEvent.setup();
    await openCheckout(user);
    await placeAndDismiss(user, 'Failed to place an order');
    await placeAndDismiss(user, 'Confirmed Order');
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('is renewed after a placed order, so the next checkout places a new one', async () => {
    const keys = orderRoute([created, created]);
    const user = userEvent.setup();
    const { router } = await openCheckout(user);
    await placeAndDismiss(user, 'Confirmed Order');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    cleanup();
    await openCheckout(user);
    await placeAndDismiss(user, 'Confirmed Order');
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('survives a reload of the page after a 5xx', async () => {
    const keys = orderRoute([failure(502), created]);
    const user = userEvent.setup();
    await openCheckout(user);
    await placeAndDismiss(user, 'Failed to place an order');
    cleanup();
    await openCheckout(user);
    await placeAndDismiss(user, 'Confirmed Order');
    expect(keys()[1]).toBe(keys()[0]);
  });
});
