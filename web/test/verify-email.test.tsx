import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUserWithEmailAndPassword, sendEmailVerification } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fillCheckoutCart,
  fillCheckoutForm,
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
  function makeUser(email: string, verified: boolean, extra: { displayName?: string; photoURL?: string } = {}) {
    let token = `id-token(email_verified=${verified})`;
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
  isSignInUnavailable: () => false,
  onSignInUnavailable: () => () => {},
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
    '/api/orders/create-order': () => new Response(JSON.stringify({ _id: 'o1', email: EMAIL }), { status: 201 }),
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
    mockApi({ '/api/books': () => [], '/api/news': () => [] });
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
