import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginWithEmail, loginWithGoogle, registerWithEmail } from '@web/features/auth/auth-actions';
import { describeAuthError } from '@web/features/auth/auth-errors';
import { mockApi, renderApp, typeInto } from './render-app';

// Firebase Auth stands in here as in the other tests: the pages get an auth state from
// renderApp, and the sign-in calls themselves are these mocks.
vi.mock('../src/features/auth/auth-actions', () => ({
  loginWithEmail: vi.fn(),
  registerWithEmail: vi.fn(),
  loginWithGoogle: vi.fn(),
}));

/** An error as the Firebase SDK throws it: what matters is its `code`. */
const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

beforeEach(() => {
  vi.mocked(loginWithEmail).mockReset();
  vi.mocked(registerWithEmail).mockReset();
  vi.mocked(loginWithGoogle).mockReset();
  mockApi({ '/api/books': () => [], '/api/news': () => [] });
});

describe('sign-in failures', () => {
  /** How many times the page says the sentence, anywhere in it. */
  const timesSaid = (sentence: string) => document.body.textContent.split(sentence).length - 1;

  it.each([
    ['/login', 'Login', loginWithEmail],
    ['/register', 'Register', registerWithEmail],
  ])(
    "%s: an empty submit shows 'Please provide a valid email and password' once, each field says what it needs, and asks nobody",
    async (path, button, action) => {
      const user = userEvent.setup();
      renderApp(path);
      await user.click(await screen.findByRole('button', { name: button }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Please provide a valid email and password$/);
      expect(timesSaid('Please provide a valid email and password')).toBe(1);
      expect(screen.getByText('Email is required.')).toBeInTheDocument();
      expect(screen.getByText('Password is required.')).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(action).not.toHaveBeenCalled();
    },
  );

  it('/login: a malformed e-mail says so under the field, and the sentence once', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await typeInto(user, { Email: 'reader@', Password: 'secret123' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is not valid.')).toBeInTheDocument();
    expect(timesSaid('Please provide a valid email and password')).toBe(1);
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();
    expect(loginWithEmail).not.toHaveBeenCalled();
  });

  it('/admin: an empty submit says the sentence once, and each field what it needs', async () => {
    const user = userEvent.setup();
    renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please provide a valid email and password$/);
    expect(timesSaid('Please provide a valid email and password')).toBe(1);
    expect(screen.getByText('Username is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
  });

  it.each([
    ['/login', 'Login', loginWithEmail, 'auth/invalid-credential', 'The e-mail or password is wrong.'],
    [
      '/register',
      'Register',
      registerWithEmail,
      'auth/email-already-in-use',
      'An account with this e-mail already exists. Try logging in.',
    ],
  ])(
    "%s: a refused submit shows 'Please provide a valid email and password' and the reason",
    async (path, button, action, code, reason) => {
      vi.mocked(action).mockRejectedValue(authError(code));
      const user = userEvent.setup();
      const { router } = renderApp(path);
      await screen.findByRole('button', { name: button });
      await typeInto(user, { Email: ' reader@example.com ', Password: 'secret123' });
      await user.click(screen.getByRole('button', { name: button }));
      const alert = await screen.findByRole('alert');
      // The sentence, then one line that says more.
      expect(alert).toHaveTextContent(`Please provide a valid email and password${reason}`);
      expect(timesSaid('Please provide a valid email and password')).toBe(1);
      expect(action).toHaveBeenCalledWith('reader@example.com', 'secret123');
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it.each([
    [
      '/register',
      'Google signup failed',
      'auth/popup-closed-by-user',
      'The Google window was closed before sign-in finished.',
    ],
    [
      '/login',
      'Google login failed',
      'auth/popup-blocked',
      'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
    ],
  ])("%s: a failed Google sign-in shows the popup '%s' with the reason", async (path, title, code, reason) => {
    vi.mocked(loginWithGoogle).mockRejectedValue(authError(code));
    const user = userEvent.setup();
    renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(loginWithGoogle).toHaveBeenCalledTimes(1);
  });

  it('Login and Register link to each other', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(await screen.findByRole('heading', { name: 'Please Register' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Please Login' })).toBeInTheDocument();
  });
});

describe("the identity service's errors", () => {
  it.each([
    ['auth/popup-closed-by-user', 'The Google window was closed before sign-in finished.'],
    [
      'auth/popup-blocked',
      'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
    ],
    ['auth/cancelled-popup-request', 'Another sign-in window is already open.'],
    ['auth/network-request-failed', 'Could not reach the sign-in service. Check your connection and try again.'],
    ['auth/internal-error', 'The Google sign-in service could not be reached. Please try again later.'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a moment and try again.'],
    ['auth/invalid-credential', 'The e-mail or password is wrong.'],
    ['auth/weak-password', 'Choose a password of at least 6 characters.'],
  ])('%s reads: %s', (code, message) => {
    expect(describeAuthError(authError(code))).toBe(message);
  });

  it.each([authError('auth/something-new'), new Error('boom'), 'a string', null, undefined])(
    'anything else gets a general sentence, never silence (%s)',
    (error) => {
      expect(describeAuthError(error)).toBe('Something went wrong while signing in. Please try again.');
    },
  );
});
