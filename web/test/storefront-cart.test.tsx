import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@web/features/cart/cart-provider';
import { makeBook, mockApi, renderApp, bookDetail, NO_REVIEWS } from './render-app';

const alpha = makeBook('a', { title: 'Alpha', newPrice: 19.99 });
const line = { _id: 'a', title: 'Alpha', coverImage: '/a.svg', newPrice: 19.99, quantity: 2 };

/** What another tab does: writes the cart, and this tab hears a `storage` event. */
function changeInAnotherTab(newValue: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue, storageArea: localStorage }));
  });
}

describe('the cart page', () => {
  it('notes that shipping and taxes come at checkout, and links Checkout to /checkout and Continue Shopping to /', async () => {
    mockApi({ '/api/books': () => [alpha] });
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]));
    renderApp('/cart');
    expect(await screen.findByText('Shipping and taxes calculated at checkout.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Continue Shopping →' })).toHaveAttribute('href', '/');
  });

  it('Checkout and Continue Shopping take the shopper there', async () => {
    mockApi({ '/api/books': () => [alpha], '/api/news': () => [] });
    const user = userEvent.setup();
    const { router } = renderApp('/cart');
    await user.click(await screen.findByRole('link', { name: 'Continue Shopping →' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate('/cart'));
    await user.click(await screen.findByRole('link', { name: 'Checkout' }));
    // A visitor is sent on to /login from there, which proves the link went to /checkout first.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/checkout' });
  });

  it('shows a change made in another tab', async () => {
    mockApi({ '/api/books': () => [alpha] });
    renderApp('/cart');
    expect(await screen.findByText('No product found!')).toBeInTheDocument();
    changeInAnotherTab(JSON.stringify([line]));
    expect(await screen.findByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/books/a');
    expect(screen.getByTestId('quantity')).toHaveTextContent('2');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1'); // the header counts titles
    expect(screen.getByTestId('subtotal')).toHaveTextContent('₹39.98');
    changeInAnotherTab(null); // the other tab cleared its storage
    expect(await screen.findByText('No product found!')).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
  });
});

describe('toasts', () => {
  it("'Item added!' and 'Already in cart.' last 1 second", async () => {
    mockApi({
      '/api/books/a/reviews': () => NO_REVIEWS,
      '/api/books/a': () => bookDetail(alpha),
      '/api/books': () => [alpha],
    });
    const user = userEvent.setup();
    renderApp('/books/a');
    const add = await screen.findByRole('button', { name: 'Add to Cart: Alpha' });
    // react-toastify times a toast with its progress bar's animation, whose length is the autoClose.
    const timerOf = async (message: string) => {
      const toast = (await screen.findByText(message)).closest<HTMLElement>('.Toastify__toast')!;
      return toast.querySelector<HTMLElement>('[role="progressbar"]')!.style.animationDuration;
    };
    await user.click(add);
    expect(await timerOf('Item added!')).toBe('1000ms');
    await user.click(add);
    expect(await timerOf('Already in cart.')).toBe('1000ms');
  });
});
