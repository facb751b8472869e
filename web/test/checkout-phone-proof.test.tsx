import { PHONE_PROOF_MISMATCH_MESSAGE, type PhoneProofPolicy } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { linkWithPhoneNumber } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutApi,
  fillCheckoutCart,
  json,
  makeOrder,
  mockApi,
  renderApp,
  sentBody,
  SIGNED_IN,
  storeDetails,
  typeInto,
} from './render-app';

/**
 * Firebase's phone verification stands in here, below the checkout's phone step: what the step
 * asks of the SDK (a link of the number to the signed-in user behind an invisible reCAPTCHA, the
 * code confirmed, a fresh ID token) and what it does with the answers. The code is 123456; a
 * number in `taken` is another account's. e2e/phone-proof.e2e.ts does the same on the Auth emulator.
 */
const firebase = vi.hoisted(() => {
  const state = {
    user: null as null | { uid: string; phoneNumber: string | null; getIdToken: (force?: boolean) => Promise<string> },
    taken: new Set<string>(),
    verifiers: [] as Array<{
      container: HTMLElement;
      placedIn: HTMLElement | null;
      params: { size?: string };
      cleared: boolean;
    }>,
  };
  class RecaptchaVerifier {
    cleared = false;
    readonly placedIn: HTMLElement | null;
    constructor(
      _auth: unknown,
      readonly container: HTMLElement,
      readonly params: { size?: string },
    ) {
      this.placedIn = container.parentElement;
      state.verifiers.push(this);
    }
    clear() {
      this.cleared = true;
    }
  }
  const refusal = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
  return { state, RecaptchaVerifier, refusal };
});

vi.mock('../src/lib/firebase-auth', () => ({
  getAuthClient: () => Promise.resolve({ currentUser: firebase.state.user }),
  hasSessionHint: () => true,
  setSessionHint: () => {},
  onAuthClientRequested: () => {},
  checkSignInAvailable: () => {},
}));

vi.mock('firebase/auth', () => ({
  RecaptchaVerifier: firebase.RecaptchaVerifier,
  linkWithPhoneNumber: vi.fn((user: NonNullable<typeof firebase.state.user>, phone: string) =>
    Promise.resolve({
      confirm: (code: string) => {
        if (code !== '123456') return Promise.reject(firebase.refusal('auth/invalid-verification-code'));
        if (firebase.state.taken.has(phone))
          return Promise.reject(firebase.refusal('auth/account-exists-with-different-credential'));
        user.phoneNumber = phone;
        return Promise.resolve({ user });
      },
    }),
  ),
}));

const PROVEN = '+919876543210';

beforeEach(() => {
  firebase.state.user = { uid: 'u1', phoneNumber: null, getIdToken: vi.fn(() => Promise.resolve('token')) };
  firebase.state.taken.clear();
  firebase.state.verifiers = [];
  vi.mocked(linkWithPhoneNumber).mockClear();
});

const placed = () => json(makeOrder('o1', { email: SIGNED_IN.email!, phone: PROVEN }), 201);

async function openCheckout(phoneProof: PhoneProofPolicy, answerOrder: () => Response = placed) {
  const calls = mockApi({
    '/api/books': () => [],
    ...checkoutApi(undefined, storeDetails({ phoneProof })),
    '/api/orders/create-order': answerOrder,
    '/api/orders/email/': () => [],
  });
  fillCheckoutCart();
  const user = userEvent.setup();
  renderApp('/checkout', SIGNED_IN);
  await screen.findByRole('button', { name: 'Place an Order' });
  return { calls, user };
}

/** Everything but the phone, and the terms agreed: only the phone can then hold the order back. */
async function fillAllButThePhone(user: UserEvent) {
  await typeInto(user, {
    'Address / Street': '12 MG Road',
    City: 'Pune',
    'Country / region': 'India',
    'State / province': 'Maharashtra',
    Zipcode: '411001',
  });
  await screen.findByTestId('breakdown-total');
  await user.click(screen.getByLabelText(/I agree to the/));
}

/** The proven number as the checkout offers it. */
const verifiedPhone = async () => (await screen.findByTestId('verified-phone')).textContent;
const step = () => screen.findByRole('group', { name: 'Verify a number' });
const placeButton = () => screen.getByRole('button', { name: 'Place an Order' });
const orderBody = (calls: ReturnType<typeof mockApi>) =>
  sentBody(calls.find((call) => call.url === '/api/orders/create-order')!);

describe('checkout: a proven phone for cash on delivery', () => {
  it('verifies a number in place with the SMS code, keeps what was typed, and orders with the proven number', async () => {
    const { calls, user } = await openCheckout('cod');
    const verify = await step();
    expect(screen.queryByLabelText('Phone Number')).not.toBeInTheDocument();
    await fillAllButThePhone(user);
    expect(placeButton()).toBeDisabled();
    expect(screen.getByText('Verify your phone number (see above) to place the order.')).toBeInTheDocument();

    await user.type(within(verify).getByLabelText('Phone number to verify'), '98765 43210');
    await user.click(within(verify).getByRole('button', { name: 'Send code' }));
    expect(await within(verify).findByText('We sent a code to +91 98765 43210.')).toBeInTheDocument();
    // Ten digits are an Indian mobile: Firebase is given E.164, behind an invisible reCAPTCHA on the page.
    expect(linkWithPhoneNumber).toHaveBeenCalledWith(firebase.state.user, PROVEN, firebase.state.verifiers[0]);
    expect(firebase.state.verifiers[0]!.params).toEqual({ size: 'invisible' });
    // Drawn in an element of its own inside the step, cleared and taken away once the code is sent.
    expect(verify).toContainElement(firebase.state.verifiers[0]!.placedIn);
    expect(firebase.state.verifiers[0]!.cleared).toBe(true);
    expect(firebase.state.verifiers[0]!.container.isConnected).toBe(false);

    const code = within(verify).getByLabelText('Code from the SMS');
    expect(code).toHaveFocus();
    await user.type(code, '000000');
    await user.click(within(verify).getByRole('button', { name: 'Confirm' }));
    expect(await within(verify).findByRole('alert')).toHaveTextContent(
      'That code is not the one we sent. Check the SMS and type it again.',
    );
    await user.clear(code);
    // Enter confirms the code; it does not submit the checkout.
    await user.type(code, '123456{Enter}');

    expect(await verifiedPhone()).toBe('Phone: +91 98765 43210 (verified)');
    expect(screen.queryByRole('group', { name: 'Verify a number' })).not.toBeInTheDocument();
    // The API reads the phone from the ID token: a fresh one after the link.
    expect(firebase.state.user!.getIdToken).toHaveBeenCalledWith(true);
    expect(screen.getByLabelText('Address / Street')).toHaveValue('12 MG Road');
    expect(screen.getByLabelText('Zipcode')).toHaveValue('411001');
    expect(screen.getByLabelText(/I agree to the/)).toBeChecked();
    expect(calls.filter((call) => call.url === '/api/orders/create-order')).toEqual([]);

    await user.click(placeButton());
    expect(await screen.findByText('Confirmed Order')).toBeInTheDocument();
    expect(orderBody(calls)).toMatchObject({ phone: PROVEN, paymentMethod: 'cod', address: { street: '12 MG Road' } });
  });

  it('offers the account’s proven number without a code; UPI, which the shop does not ask for, has the phone field', async () => {
    firebase.state.user!.phoneNumber = PROVEN;
    const { calls, user } = await openCheckout('cod');
    expect(await verifiedPhone()).toBe('Phone: +91 98765 43210 (verified)');
    expect(screen.queryByRole('group', { name: 'Verify a number' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /UPI/ }));
    expect(await screen.findByLabelText('Phone Number')).toHaveValue(PROVEN);
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    expect(await verifiedPhone()).toBe('Phone: +91 98765 43210 (verified)');

    await fillAllButThePhone(user);
    await user.click(placeButton());
    expect(await screen.findByText('Confirmed Order')).toBeInTheDocument();
    expect(orderBody(calls)).toMatchObject({ phone: PROVEN, paymentMethod: 'cod' });
    expect(linkWithPhoneNumber).not.toHaveBeenCalled();
  });

  it('asks for every order when the shop says so, UPI too', async () => {
    const { user } = await openCheckout('always');
    await step();
    await user.click(screen.getByRole('radio', { name: /UPI/ }));
    await step();
    expect(screen.queryByLabelText('Phone Number')).not.toBeInTheDocument();
  });

  it('a shop that never asks (a new shop) shows the phone field as before, and never touches phone verification', async () => {
    const { calls, user } = await openCheckout('never');
    await typeInto(user, { 'Phone Number': '+91 91234 56789' });
    await fillAllButThePhone(user);
    await user.click(placeButton());
    expect(await screen.findByText('Confirmed Order')).toBeInTheDocument();
    expect(orderBody(calls)).toMatchObject({ phone: '+91 91234 56789' });
    expect(screen.queryByText(/Verify a number/)).not.toBeInTheDocument();
    expect(firebase.state.verifiers).toEqual([]);
  });

  it('says so in words when the number is another account’s', async () => {
    firebase.state.taken.add(PROVEN);
    const { user } = await openCheckout('cod');
    const verify = await step();
    await user.type(within(verify).getByLabelText('Phone number to verify'), '+91 98765 43210{Enter}');
    await user.type(await within(verify).findByLabelText('Code from the SMS'), '123456');
    await user.click(within(verify).getByRole('button', { name: 'Confirm' }));
    expect(await within(verify).findByRole('alert')).toHaveTextContent(
      'This number is already verified on another account.',
    );
    expect(firebase.state.user!.phoneNumber).toBeNull();
    // Another number can be tried.
    await user.click(within(verify).getByRole('button', { name: 'Use another number' }));
    expect(within(verify).getByLabelText('Phone number to verify')).toHaveValue('+91 98765 43210');
  });

  it.each([
    ['auth/too-many-requests', 'Too many codes were asked for. Please wait a while and try again.'],
    [
      'auth/invalid-phone-number',
      'That phone number is not valid. Type it with its country code, like +91 98765 43210.',
    ],
    ['auth/captcha-check-failed', 'The check that you are not a robot failed. Please try again.'],
  ])('says what Firebase’s %s refusal of the code means, and sends again when asked', async (code, words) => {
    vi.mocked(linkWithPhoneNumber).mockRejectedValueOnce(firebase.refusal(code));
    const { user } = await openCheckout('cod');
    const verify = await step();
    await user.type(within(verify).getByLabelText('Phone number to verify'), '98765 43210');
    await user.click(within(verify).getByRole('button', { name: 'Send code' }));
    expect(await within(verify).findByRole('alert')).toHaveTextContent(words);
    await user.click(within(verify).getByRole('button', { name: 'Send code' }));
    await within(verify).findByLabelText('Code from the SMS');
    // A fresh reCAPTCHA element for each attempt, each cleared after it.
    expect(firebase.state.verifiers).toHaveLength(2);
    expect(firebase.state.verifiers.every((verifier) => verifier.cleared)).toBe(true);
  });

  it('asks Firebase nothing for a number too short to be one', async () => {
    const { user } = await openCheckout('cod');
    const verify = await step();
    await user.type(within(verify).getByLabelText('Phone number to verify'), '12345');
    await user.click(within(verify).getByRole('button', { name: 'Send code' }));
    expect(await within(verify).findByRole('alert')).toHaveTextContent(
      'Type a phone number with its country code, like +91 98765 43210.',
    );
    expect(linkWithPhoneNumber).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal of a phone that is not the proven one in its own words', async () => {
    firebase.state.user!.phoneNumber = PROVEN;
    const { user } = await openCheckout('cod', () =>
      json({ message: PHONE_PROOF_MISMATCH_MESSAGE, errors: { phone: PHONE_PROOF_MISMATCH_MESSAGE } }, 400),
    );
    await verifiedPhone();
    await fillAllButThePhone(user);
    await user.click(placeButton());
    expect(await screen.findByText('Failed to place an order')).toBeInTheDocument();
    expect(screen.getByText(PHONE_PROOF_MISMATCH_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Zipcode')).toHaveValue('411001'));
  });
});
