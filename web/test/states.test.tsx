import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder, mockApi, renderApp, SIGNED_IN } from './render-app';

const failure =
  (message: string, status = 500) =>
  () =>
    new Response(JSON.stringify({ message }), { status, headers: { 'content-type': 'application/json' } });

describe('error and empty states, in the words of the spec', () => {
  it("the book page: 'Error happending to load book info' when the book cannot be loaded", async () => {
    mockApi({ '/api/books/broken': failure('Internal error.', 500), '/api/books': () => [], '/api/news': () => [] });
    renderApp('/books/broken');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error happending to load book info$/);
  });

  it('the book page of a book that does not exist is the not-found page (the server answers it with 404)', async () => {
    mockApi({ '/api/books/missing': failure('Book not found.', 404), '/api/books': () => [], '/api/news': () => [] });
    renderApp('/books/missing');
    expect(await screen.findByRole('heading', { name: '404: Page not found' })).toBeInTheDocument();
  });

  it("/orders: 'No orders found!' when there are none", async () => {
    mockApi({ '/api/orders/email/': () => [], '/api/books': () => [] });
    renderApp('/orders', SIGNED_IN);
    expect(await screen.findByText('No orders found!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Orders' })).toBeInTheDocument();
  });

  it("/orders: 'No Order found' when the orders cannot be fetched", async () => {
    mockApi({ '/api/orders/email/': failure('Internal error.'), '/api/books': () => [] });
    renderApp('/orders', SIGNED_IN);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No Order found$/);
  });

  it("/orders: a refusal adds its reason (here a blocked account) to 'No Order found'", async () => {
    const blocked = 'This account has been blocked by the store. Please contact the store.';
    mockApi({ '/api/orders/email/': failure(blocked, 403), '/api/books': () => [] });
    renderApp('/orders', SIGNED_IN);
    expect(await screen.findByRole('alert')).toHaveTextContent(`No Order found${blocked}`);
  });

  it("/user-dashboard: the heading, the welcome, 'Your Orders' and 'You have no recent orders.'", async () => {
    mockApi({ '/api/orders/email/': () => [], '/api/books': () => [] });
    renderApp('/user-dashboard', SIGNED_IN);
    expect(await screen.findByRole('heading', { name: 'User Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Reader One! Here are your recent orders:')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Orders', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('You have no recent orders.')).toBeInTheDocument();
  });

  it("/user-dashboard: 'Welcome, User!' without a name, and each order's id, date, total and books", async () => {
    mockApi({
      '/api/orders/email/': () => [
        makeOrder('o7', {
          subtotal: 1234.5,
          totalPrice: 1234.5,
          productIds: ['a', 'b'],
          createdAt: '2026-02-28T20:00:00.000Z',
        }),
      ],
      '/api/books': () => [],
    });
    renderApp('/user-dashboard', { ...SIGNED_IN, displayName: null });
    const order = await screen.findByTestId('dashboard-order');
    expect(screen.getByText('Welcome, User! Here are your recent orders:')).toBeInTheDocument();
    expect(order).toHaveTextContent('Order o7');
    // 20:00 UTC on 28 February is 1 March in the shop's time zone.
    expect(order).toHaveTextContent('Date: 1 Mar 2026');
    expect(within(order).getByTestId('breakdown-total')).toHaveTextContent('₹1,234.50');
    expect(
      within(within(order).getByRole('list', { name: 'Books in this order' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a', 'b']);
    expect(screen.queryByText('You have no recent orders.')).not.toBeInTheDocument();
  });

  it("/user-dashboard: 'Error getting orders data: ' and the message on a failure", async () => {
    mockApi({ '/api/orders/email/': failure('The orders service is down.'), '/api/books': () => [] });
    renderApp('/user-dashboard', SIGNED_IN);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error getting orders data: The orders service is down\.$/,
    );
  });

  it("/search: 'Error fetching books: ' and the message when the search cannot be fetched", async () => {
    mockApi({ '/api/catalog/search': failure('Boom'), '/api/news': () => [] });
    renderApp('/search?q=salt');
    expect(await screen.findByText('Error fetching books: Boom')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Results for/ })).not.toBeInTheDocument();
  });
});
