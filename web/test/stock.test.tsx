import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@web/features/cart/cart-provider';
import { searchPage, makeBook, mockApi, queryOf, renderApp, bookDetail, NO_REVIEWS } from './render-app';

const soldOut = makeBook('salt-road', { title: 'The Salt Road', stock: 0 });
const twoLeft = makeBook('salt-marsh', { title: 'The Salt Marsh', stock: 2 });
const plenty = makeBook('sea-salt', { title: 'Sea Salt', stock: 40 });
const catalog = [soldOut, twoLeft, plenty];

function storeCart(lines: Array<{ _id: string; title: string; quantity: number }>) {
  localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify(lines.map((line) => ({ ...line, coverImage: `/${line._id}.svg`, newPrice: 150 }))),
  );
}

function storedCart(): Array<{ _id: string; quantity: number }> {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
}

describe('out of stock on the storefront', () => {
  it("marks a sold-out card 'Out of stock' and disables its Add to Cart; other cards stay buyable", async () => {
    mockApi({ '/api/catalog/search': () => searchPage(catalog) });
    const user = userEvent.setup();
    renderApp('/search?q=Salt');
    const cards = await screen.findAllByTestId('book-card');
    const card = (title: string) => cards.find((element) => within(element).queryByRole('heading', { name: title }))!;

    expect(within(card('The Salt Road')).getByText('Out of stock')).toBeInTheDocument();
    expect(within(card('The Salt Road')).getByRole('button', { name: 'Add to Cart: The Salt Road' })).toBeDisabled();
    expect(within(card('The Salt Marsh')).queryByText('Out of stock')).toBeNull();
    expect(within(card('The Salt Marsh')).getByRole('button', { name: 'Add to Cart: The Salt Marsh' })).toBeEnabled();

    await user.click(within(card('The Salt Road')).getByRole('button', { name: 'Add to Cart: The Salt Road' }));
    await user.click(within(card('The Salt Marsh')).getByRole('button', { name: 'Add to Cart: The Salt Marsh' }));
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
    expect(storedCart().map((line) => line._id)).toEqual(['salt-marsh']);
  });

  it("says 'Out of stock' on the book's page, disables Add to Cart and tells search engines", async () => {
    mockApi({ '/api/books/salt-road/reviews': () => NO_REVIEWS, '/api/books/salt-road': () => bookDetail(soldOut) });
    renderApp('/books/salt-road');
    expect(await screen.findByRole('heading', { name: 'The Salt Road', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart: The Salt Road' })).toBeDisabled();
    await waitFor(() =>
      expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toContain(
        'https://schema.org/OutOfStock',
      ),
    );
  });
});

describe('cart quantity and stock', () => {
  it('stops + at the stock when fewer than 5 are left, and at 5 otherwise', async () => {
    // The API answers in the order named; the cart asks for its books only, ids sorted.
    const calls = mockApi({
      '/api/catalog/books': (url) =>
        queryOf(url)
          .get('ids')!
          .split(',')
          .map((id) => catalog.find((b) => b._id === id)),
    });
    storeCart([
      { _id: 'salt-marsh', title: 'The Salt Marsh', quantity: 1 },
      { _id: 'sea-salt', title: 'Sea Salt', quantity: 4 },
      { _id: 'salt-road', title: 'The Salt Road', quantity: 1 },
    ]);
    const user = userEvent.setup();
    renderApp('/cart');
    const [marsh, sea, road] = await screen.findAllByTestId('cart-line');
    const marshPlus = within(marsh!).getByRole('button', { name: 'Increase quantity' });
    // The limits come from the catalog's stock: wait for it before pressing +.
    await waitFor(() => expect(within(road!).queryByTestId('stock-note')).not.toBeNull());
    expect(calls.map((call) => call.url)).toEqual(['/api/catalog/books?ids=salt-marsh%2Csalt-road%2Csea-salt']);
    expect(within(road!).getByTestId('stock-note')).toHaveTextContent('Out of stock');
    expect(within(road!).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

    await user.click(marshPlus);
    expect(within(marsh!).getByTestId('quantity')).toHaveTextContent('2');
    expect(marshPlus).toBeDisabled();
    expect(within(marsh!).getByTestId('stock-note')).toHaveTextContent('Only 2 left');
    await user.click(marshPlus);
    expect(within(marsh!).getByTestId('quantity')).toHaveTextContent('2');

    const seaPlus = within(sea!).getByRole('button', { name: 'Increase quantity' });
    await user.click(seaPlus);
    expect(within(sea!).getByTestId('quantity')).toHaveTextContent('5');
    expect(seaPlus).toBeDisabled();
    expect(within(sea!).queryByTestId('stock-note')).toBeNull();
    expect(storedCart().map((line) => line.quantity)).toEqual([2, 5, 1]);
  });
});
