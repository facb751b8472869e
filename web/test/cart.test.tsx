import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@web/features/cart/cart-provider';
import { makeBook, mockApi, renderApp, bookDetail, NO_REVIEWS } from './render-app';

const books = [makeBook('a', { title: 'Alpha', newPrice: 19.99 }), makeBook('b', { title: 'Beta', newPrice: 0.1 })];

function storedCart() {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
}

describe('cart rules', () => {
  it('adds a book once, warns on a duplicate, and counts it in the header', async () => {
    mockApi({
      '/api/books/a/reviews': () => NO_REVIEWS,
      '/api/books/a': () => bookDetail(books[0]!),
      '/api/books': () => books,
      '/api/news': () => [],
    });
    const user = userEvent.setup();
    renderApp('/books/a');
    const button = await screen.findByRole('button', { name: 'Add to Cart: Alpha' });
    await user.click(button);
    expect(await screen.findByText('Item added!')).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    await user.click(button);
    expect(await screen.findByText('Already in cart.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(storedCart()).toHaveLength(1);
  });

  it('keeps quantity between 1 and 5, totals in paise, removes and clears, and persists', async () => {
    mockApi({ '/api/books': () => books });
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { _id: 'a', title: 'Alpha', coverImage: '/a.svg', newPrice: 19.99, quantity: 1 },
        { _id: 'b', title: 'Beta', coverImage: '/b.svg', newPrice: 0.1, quantity: 1 },
      ]),
    );
    const user = userEvent.setup();
    renderApp('/cart');
    const alpha = (await screen.findAllByTestId('cart-line'))[0]!;
    const plus = within(alpha).getByRole('button', { name: 'Increase quantity' });
    const minus = within(alpha).getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toBeDisabled();
    for (let i = 0; i < 6; i++) if (!plus.hasAttribute('disabled')) await user.click(plus);
    expect(within(alpha).getByTestId('quantity')).toHaveTextContent('5');
    expect(plus).toBeDisabled();
    expect(screen.getByTestId('subtotal')).toHaveTextContent('₹100.05');
    expect(storedCart()[0].quantity).toBe(5);

    for (let i = 0; i < 6; i++) if (!minus.hasAttribute('disabled')) await user.click(minus);
    expect(within(alpha).getByTestId('quantity')).toHaveTextContent('1');
    expect(screen.getByTestId('subtotal')).toHaveTextContent('₹20.09');

    await user.click(screen.getByRole('button', { name: 'Remove Alpha' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(screen.queryAllByTestId('cart-line')).toHaveLength(0);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    await waitFor(() => expect(storedCart()).toEqual([]));
  });

  it('ignores a corrupted stored cart instead of crashing', async () => {
    mockApi({ '/api/books': () => books });
    localStorage.setItem(CART_STORAGE_KEY, '{"this is": not json');
    renderApp('/cart');
    expect(await screen.findByText('No product found!')).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
  });
});
