import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUserWithEmailAndPassword, sendEmailVerification } from 'firebase/auth';
import { VERIFY_EMAIL_MESSAGE } from '@bookstore/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutApi,
  fillCheckoutCart,
  fillCheckoutForm,
  json,
  makeOrder,
  mockApi,
  renderAppWithAuthProvider,
  sentBody,
  typeInto,
} from './render-app';

/**
 * The Firebase Auth SDK stands in here, below the app's own AuthProvider and auth actions, so
 * these tests prove what the storefront asks of it. `account.verified` is the truth on the
 * server (the link was opened); the signed-in user object and its ID token only learn it
 * through reload() and getIdToken(true), as with the real SDK (whose reload() also notifies
 * onIdTokenChanged). e2e/customer.e2e.ts does the same journey against the Auth emulator.
 */
const firebase = vi.hoisted(() => {
  const account = { verified: false };
  type Listener = (user: unknown) => void;
  const state = {
    account,
    listener: null as Listener | null,
    signedIn: true,
    user: null as null | ReturnType<typeof makeUser>,
  };
  function makeUser(
    email: string,
    verified: boolean,
    extra: { displayName?: string; photoURL?: string } = {},
    // What the token held says; a token made before the link was opened says false.
    tokenSaysVerified = verified,
  ) {
    let token = `id-token(email_verified=${tokenSaysVerified})`;
    const user = {
      uid: 'u1',
      email,
      displayName: extra.displayName ?? null,
      photoURL: extra.photoURL ?? null,
      emailVerified: verified,
      // As the SDK's reload(): the account's fields from the server, then onIdTokenChanged's listeners.
      reload: vi.fn(() => {
        user.emailVerified = account.verified;
        state.listener?.(user);
        return Promise.resolve();
      }),
      // A forced refresh gets a token that says what the server knows now; it changes nothing else.
      getIdToken: vi.fn((forceRefresh?: boolean) => {
        if (forceRefresh) token = `id-token(email_verified=${account.verified})`;
        return Promise.resolve(token);
      }),
      // The held token and its claims, as the SDK decodes them: nothing is asked of the server.
      getIdTokenResult: vi.fn(() =>
        Promise.resolve({ token, claims: { email_verified: token === 'id-token(email_verified=true)' } }),
      ),
    };
    return user;
  }
  return { state, makeUser };
});

vi.mock('../src/lib/firebase-auth', () => ({
  getAuthClient: () => Promise.resolve({ currentUser: firebase.state.user }),
  hasSessionHint: () => firebase.state.signedIn,
  setSessionHint: () => {},
  onAuthClientRequested: (listener: () => void) => listener(),
  // The sign-in service's settings are there: the register page shows its form.
  checkSignInAvailable: () => {},
}));

vi.mock('firebase/auth', () => ({
  onIdTokenChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    firebase.state.listener = listener;
    listener(firebase.state.user);
    return () => {};
  },
  sendEmailVerification: vi.fn(() => Promise.resolve()),
  createUserWithEmailAndPassword: vi.fn((_auth: unknown, email: string) => {
    firebase.state.user = firebase.makeUser(email, false);
    firebase.state.listener?.(firebase.state.user);
    return Promise.resolve({ user: firebase.state.user });
  }),
}));

const EMAIL = 'reader@example.com';
const PANEL = 'Verify your e-mail to place an order';

function signedIn(verified: boolean, extra?: { displayName?: string; photoURL?: string }) {
  firebase.state.account.verified = verified;
  firebase.state.signedIn = true;
  firebase.state.user = firebase.makeUser(EMAIL, verified, extra);
  return firebase.state.user;
}

beforeEach(() => {
  vi.mocked(sendEmailVerification).mockClear();
  vi.mocked(createUserWithEmailAndPassword).mockClear();
  firebase.state.listener = null;
});

function orderApi() {
  return mockApi({
    ...checkoutApi(),
    '/api/orders/create-order': () => json(makeOrder('o1', { email: EMAIL }), 201),
    '/api/orders/email/': () => [],
    '/api/books': () => [],
    '/api/news': () => [],
  });
}

async function openCheckout() {
  fillCheckoutCart();
  const user = userEvent.setup();
  const view = renderAppWithAuthProvider('/checkout');
  await screen.findByRole('button', { name: 'Place an Order' });
  return { user, ...view };
}

const panel = () => screen.queryByRole('region', { name: PANEL });

describe('checkout: verifying the e-mail', () => {
  it('shows an unverified e-mail customer the panel, where the link went, and no way to place the order', async () => {
    signedIn(false);
    orderApi();
    const { user } = await openCheckout();
    const shown = await screen.findByRole('region', { name: PANEL });
    expect(shown).toHaveTextContent(`We sent a link to ${EMAIL}`);
    expect(within(shown).getByRole('button', { name: 'I have verified' })).toBeEnabled();
    expect(within(shown).getByRole('button', { name: 'Resend the link' })).toBeEnabled();
    await fillCheckoutForm(user);
    await user.click(screen.getByLabelText(/I agree to the/));
    expect(screen.getByRole('button', { name: 'Place an Order' })).toBeDisabled();
    expect(screen.getByText('Verify your e-mail (see above) to place the order.')).toBeInTheDocument();
  });

  it.each([
    ['an e-mail customer who has verified', undefined],
    ['a Google account (verified on arrival)', { displayName: 'Gita Google', photoURL: 'https://example.com/g.png' }],
  ])('shows %s no panel, and the order can be placed', async (_who, extra) => {
    signedIn(true, extra);
    orderApi();
    const { user } = await openCheckout();
    await fillCheckoutForm(user);
    await user.click(screen.getByLabelText(/I agree to the/));
    expect(screen.getByRole('button', { name: 'Place an Order' })).toBeEnabled();
    expect(panel()).not.toBeInTheDocument();
    expect(screen.queryByText(/Verify your e-mail/)).not.toBeInTheDocument();
  });

  it("Resend asks Firebase to send the signed-in customer's verification e-mail again, and says so", async () => {
    const firebaseUser = signedIn(false);
    orderApi();
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText(`We sent a new link to ${EMAIL}.`)).toBeInTheDocument();
    expect(sendEmailVerification).toHaveBeenCalledTimes(1);
    expect(sendEmailVerification).toHaveBeenCalledWith(firebaseUser);
  });

  it('Resend refused by Firebase as too many requests says to use the newest link or wait', async () => {
    signedIn(false);
    orderApi();
    vi.mocked(sendEmailVerification).mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/too-many-requests).'), { code: 'auth/too-many-requests' }),
    );
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(
      await screen.findByText(
        'We have sent several links to this address in a short time, so no new one was sent. Please use the newest link you have, or wait a few minutes and press "Resend the link" again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend the link' })).toBeEnabled();
    expect(panel()).toBeInTheDocument();
  });

  it('"I have verified" before the link is opened asks Firebase again and says it is not verified yet', async () => {
    const firebaseUser = signedIn(false);
    orderApi();
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'I have verified' }));
    expect(
      await screen.findByText(
        `Your e-mail is not verified yet. Open the link we sent to ${EMAIL}, then press "I have verified" again.`,
      ),
    ).toBeInTheDocument();
    expect(firebaseUser.reload).toHaveBeenCalledTimes(1);
    expect(firebaseUser.getIdToken).toHaveBeenCalledWith(true);
    expect(panel()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place an Order' })).toBeDisabled();
  });

  it('"I have verified" after the link: a fresh token, the panel gone, the typed details and cart kept, and the order sent with the new token', async () => {
    const firebaseUser = signedIn(false);
    const calls = orderApi();
    const { user, router } = await openCheckout();
    await typeInto(user, { 'Full Name': 'Reader One' });
    await fillCheckoutForm(user);
    await user.click(screen.getByLabelText(/I agree to the/));

    firebase.state.account.verified = true; // the shopper opened the link in another tab
    await user.click(screen.getByRole('button', { name: 'I have verified' }));
    await waitFor(() => expect(panel()).not.toBeInTheDocument());
    expect(firebaseUser.reload).toHaveBeenCalled();
    expect(firebaseUser.getIdToken).toHaveBeenCalledWith(true);
    expect(await screen.findByText('Thank you: your e-mail is verified.')).toBeInTheDocument();

    // Nothing typed was lost, and the cart is as it was.
    expect(screen.getByLabelText('Full Name')).toHaveValue('Reader One');
    expect(screen.getByLabelText('Address / Street')).toHaveValue('12 MG Road');
    expect(screen.getByLabelText('Zipcode')).toHaveValue('411001');
    expect(screen.getByLabelText(/I agree to the/)).toBeChecked();
    expect(screen.getByText('Alpha × 3')).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Place an Order' }));
    expect(await screen.findByText('Confirmed Order')).toBeInTheDocument();
    const order = calls.find((call) => call.url === '/api/orders/create-order')!;
    expect((order.init!.headers as Record<string, string>).authorization).toBe('Bearer id-token(email_verified=true)');
    expect(sentBody(order)).toMatchObject({ name: 'Reader One', address: { street: '12 MG Road' } });
    expect(router.state.location.pathname).toBe('/checkout');
  });
});

describe('a shopper who verified before coming to the checkout', () => {
  /** The API as the server is: it refuses a token that says unverified, whatever the page thinks. */
  function strictOrderApi() {
    return mockApi({
      ...checkoutApi(),
      '/api/orders/create-order': (_url, init) =>
        (init!.headers as Record<string, string>).authorization === 'Bearer id-token(email_verified=true)'
          ? json(makeOrder('o1', { email: EMAIL }), 201)
          : new Response(JSON.stringify({ message: VERIFY_EMAIL_MESSAGE }), { status: 403 }),
      '/api/orders/email/': () => [],
      '/api/books': () => [],
      '/api/news': () => [],
    });
  }
  const orderCalls = (calls: ReturnType<typeof mockApi>) =>
    calls
      .filter((call) => call.url === '/api/orders/create-order')
      .map((call) => (call.init!.headers as Record<string, string>).authorization);

  async function fillEverything(user: ReturnType<typeof userEvent.setup>) {
    await typeInto(user, { 'Full Name': 'Reader One' });
    await fillCheckoutForm(user);
    await user.click(screen.getByLabelText(/I agree to the/));
  }

  /** Firebase reloaded the user when the page opened (verified), but holds the token from before the link. */
  function verifiedWithOldToken() {
    firebase.state.account.verified = true;
    firebase.state.signedIn = true;
    firebase.state.user = firebase.makeUser(EMAIL, true, {}, false);
    return firebase.state.user;
  }

  it('shows no panel, and the first Place an Order goes with a fresh token and is placed', async () => {
    const firebaseUser = verifiedWithOldToken();
    const calls = strictOrderApi();
    const { user } = await openCheckout();
    await fillEverything(user);
    expect(panel()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));
    expect(await screen.findByText('Confirmed Order')).toBeInTheDocument();
    expect(orderCalls(calls)).toEqual(['Bearer id-token(email_verified=true)']);
    expect(firebaseUser.getIdToken).toHaveBeenCalledWith(true);
    // Only the refresh that was needed: no reload of the account, no second request.
    expect(firebaseUser.reload).not.toHaveBeenCalled();
  });

  it('a token that says verified is sent as it is, without a refresh', async () => {
    const firebaseUser = signedIn(true);
    const calls = strictOrderApi();
    const { user } = await openCheckout();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));
    expect(await screen.findByText('Confirmed Order')).toBeInTheDocument();
    expect(orderCalls(calls)).toEqual(['Bearer id-token(email_verified=true)']);
    expect(firebaseUser.getIdToken).not.toHaveBeenCalledWith(true);
  });

  it('a 403 for an unverified e-mail asks Firebase again once and, verified, places the order with the new token', async () => {
    const firebaseUser = signedIn(true);
    let refusals = 1;
    const calls = mockApi({
      ...checkoutApi(),
      // The server saw a token older than the link once (another tab, a clock): it refuses one request.
      '/api/orders/create-order': () =>
        refusals-- > 0
          ? new Response(JSON.stringify({ message: VERIFY_EMAIL_MESSAGE }), { status: 403 })
          : json(makeOrder('o1', { email: EMAIL }), 201),
      '/api/books': () => [],
      '/api/news': () => [],
    });
    const { user } = await openCheckout();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));
    expect(await screen.findByText('Confirmed Order')).toBeInTheDocument();
    expect(orderCalls(calls)).toHaveLength(2);
    expect(firebaseUser.getIdToken).toHaveBeenCalledWith(true);
    expect(firebaseUser.reload).toHaveBeenCalledTimes(1);
    expect(panel()).not.toBeInTheDocument();
    // One checkout attempt: the retry carries the same Idempotency-Key.
    const keys = calls
      .filter((call) => call.url === '/api/orders/create-order')
      .map((call) => (call.init!.headers as Record<string, string>)['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
  });

  it('a 403 when the e-mail really is unverified tries once, then shows the panel and the refusal', async () => {
    // The page believed the e-mail verified; the account (and so every new token) says otherwise.
    verifiedWithOldToken();
    firebase.state.account.verified = false;
    const calls = strictOrderApi();
    const { user } = await openCheckout();
    await fillEverything(user);
    expect(panel()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));
    expect(await screen.findByText('Failed to place an order')).toBeInTheDocument();
    expect(screen.getByText(VERIFY_EMAIL_MESSAGE)).toBeInTheDocument();
    expect(orderCalls(calls)).toEqual(['Bearer id-token(email_verified=false)']);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(panel()).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Place an Order' })).toBeDisabled();
  });

  it('any other 403 stands as it is: no second request, no panel', async () => {
    const firebaseUser = signedIn(true);
    const blocked = 'This account has been blocked by the store. Please contact the store.';
    const calls = mockApi({
      ...checkoutApi(),
      '/api/orders/create-order': () => new Response(JSON.stringify({ message: blocked }), { status: 403 }),
      '/api/books': () => [],
      '/api/news': () => [],
    });
    const { user } = await openCheckout();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));
    expect(await screen.findByText(blocked)).toBeInTheDocument();
    expect(orderCalls(calls)).toHaveLength(1);
    expect(firebaseUser.reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(panel()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place an Order' })).toBeEnabled();
  });

  it('/orders with a token from before the link asks with a fresh one and lists the orders', async () => {
    const firebaseUser = verifiedWithOldToken();
    const calls = mockApi({
      ...checkoutApi(),
      '/api/orders/email/': (_url, init) =>
        (init!.headers as Record<string, string>).authorization === 'Bearer id-token(email_verified=true)'
          ? []
          : new Response(JSON.stringify({ message: VERIFY_EMAIL_MESSAGE }), { status: 403 }),
      '/api/books': () => [],
      '/api/news': () => [],
    });
    renderAppWithAuthProvider('/orders');
    expect(await screen.findByText('No orders found!')).toBeInTheDocument();
    expect(firebaseUser.getIdToken).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('region', { name: 'Verify your e-mail to see your orders' })).not.toBeInTheDocument();
    const asked = calls.filter((call) => call.url.startsWith('/api/orders/email/'));
    expect(asked.map((call) => (call.init!.headers as Record<string, string>).authorization)).toEqual([
      'Bearer id-token(email_verified=true)',
    ]);
  });
});

describe('orders and dashboard before the e-mail is verified', () => {
  it.each([
    ['/orders', 'Your Orders'],
    ['/user-dashboard', 'User Dashboard'],
  ])('%s shows the verify panel instead of asking the API (which would refuse)', async (path, heading) => {
    const firebaseUser = signedIn(false);
    const calls = orderApi();
    const user = userEvent.setup();
    renderAppWithAuthProvider(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const shown = await screen.findByRole('region', { name: 'Verify your e-mail to see your orders' });
    expect(shown).toHaveTextContent(`We sent a link to ${EMAIL}`);
    expect(calls.filter((call) => call.url.startsWith('/api/orders/'))).toEqual([]);

    firebase.state.account.verified = true;
    await user.click(within(shown).getByRole('button', { name: 'I have verified' }));
    expect(
      await screen.findByText(path === '/orders' ? 'No orders found!' : 'You have no recent orders.'),
    ).toBeInTheDocument();
    const asked = calls.find((call) => call.url.startsWith('/api/orders/email/'))!;
    expect((asked.init!.headers as Record<string, string>).authorization).toBe('Bearer id-token(email_verified=true)');
    expect(firebaseUser.reload).toHaveBeenCalled();
  });
});

describe('registration', () => {
  /** Registers new@example.com through the real form, signed out before; answers the router. */
  async function register() {
    firebase.state.signedIn = false;
    firebase.state.user = null;
    mockApi({ ...checkoutApi(), '/api/books': () => [], '/api/news': () => [] });
    const user = userEvent.setup();
    const { router } = renderAppWithAuthProvider('/register');
    await screen.findByRole('button', { name: 'Register' });
    await typeInto(user, { Email: 'new@example.com', Password: 'secret123' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    return router;
  }

  it('creates the account, asks Firebase to send the verification e-mail, and says where it went', async () => {
    const router = await register();
    expect(
      await screen.findByText(
        'Welcome! We sent a link to new@example.com: open it to verify your e-mail before you order.',
      ),
    ).toBeInTheDocument();
    expect(createUserWithEmailAndPassword).toHaveBeenCalledWith(expect.anything(), 'new@example.com', 'secret123');
    expect(sendEmailVerification).toHaveBeenCalledWith(firebase.state.user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps the new account when the e-mail cannot be sent, and says it can be sent from the checkout', async () => {
    vi.mocked(sendEmailVerification).mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
        code: 'auth/network-request-failed',
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = await register();
    expect(
      await screen.findByText(
        'Welcome! We could not send the verification e-mail just now. You can send it again from the checkout.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
