import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBook, mockApi, renderApp, NO_REVIEWS, bookDetail } from './render-app';

// The production build after its retries: /__/firebase/init.json could not be had.
vi.mock('../src/config/firebase-config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@web/config/firebase-config')>();
  return {
    ...actual,
    loadFirebaseConfig: vi.fn(() => Promise.reject(new actual.SignInUnavailableError('init.json failed'))),
  };
});

const BOOK = makeBook('b1', { title: 'The Quiet Shelf' });

beforeEach(() => {
  mockApi({ '/api/books': () => [BOOK], '/api/news': () => [] });
});

describe('when the sign-in service cannot be set up', () => {
  it.each(['/login', '/register'])(
    '%s says sign-in is unavailable right now instead of the form, and the header says so',
    async (path) => {
      renderApp(path);
      const notice = await screen.findByRole('alert');
      expect(within(notice).getByRole('heading', { name: 'Sign-in is unavailable right now' })).toBeInTheDocument();
      expect(notice).toHaveTextContent('You can still browse the books and fill your cart.');
      expect(within(notice).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
      expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
      const header = screen.getByRole('banner');
      expect(within(header).getByText('Sign-in unavailable')).toBeInTheDocument();
      expect(within(header).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    },
  );

  it('shopping goes on: from the notice to a book, into the cart', async () => {
    mockApi({
      [`/api/books/${BOOK._id}/reviews`]: () => NO_REVIEWS,
      [`/api/books/${BOOK._id}`]: () => bookDetail(BOOK),
      '/api/books': () => [BOOK],
      '/api/news': () => [],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Continue shopping' }));
    expect(router.state.location.pathname).toBe('/');
    await router.navigate(`/books/${BOOK._id}`);
    await user.click(await screen.findByRole('button', { name: `Add to Cart: ${BOOK.title}` }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });
});
