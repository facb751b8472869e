import { formatRupees } from '@bookstore/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from '@web/features/cart/cart-provider';
import { createQueryClient } from '@web/lib/query-client';
import { checkoutApi, fillCheckoutForm, held, makeOrder, mockApi, renderApp, SIGNED_IN } from './render-app';

describe('the query cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the app’s own, and keeps unused data 60 seconds', async () => {
    mockApi({ '/api/books': () => [] });
    const { queryClient } = renderApp('/cart');
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBe(60_000);

    vi.useFakeTimers();
    const cache = createQueryClient();
    await cache.prefetchQuery({ queryKey: ['books'], queryFn: () => Promise.resolve(['a book']) }); // no screen uses it
    vi.advanceTimersByTime(59_999);
    expect(cache.getQueryData(['books'])).toEqual(['a book']);
    vi.advanceTimersByTime(1);
    expect(cache.getQueryData(['books'])).toBeUndefined();
  });

  it('refetches the cached orders after an order is placed at checkout', async () => {
    const placed = makeOrder('o9', { email: SIGNED_IN.email! });
    let stored: unknown[] = [];
    const calls = mockApi({
      ...checkoutApi(),
      '/api/orders/create-order': () => {
        stored = [placed];
        return new Response(JSON.stringify(placed), { status: 201 });
      },
      '/api/orders/email/': () => stored,
      '/api/books': () => [],
    });
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ _id: 'a', title: 'Alpha', coverImage: '/a.svg', newPrice: 150, quantity: 2 }]),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/orders', SIGNED_IN);
    expect(await screen.findByText('No orders found!')).toBeInTheDocument(); // now cached, and fresh for a while

    await act(() => router.navigate('/checkout'));
    await screen.findByRole('button', { name: 'Place an Order' });
    await fillCheckoutForm(user);
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(await screen.findByRole('heading', { name: 'Order o9' })).toBeInTheDocument();
    expect(screen.queryByText('No orders found!')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/orders/email/'))).toHaveLength(2);
  });
});

describe('/orders', () => {
  it('shows each order’s id, date, name, e-mail, phone, total in rupees, address and books with quantities', async () => {
    const order = makeOrder('o1', {
      name: 'Reader One',
      email: 'reader@example.com',
      phone: '+91 90000 11111',
      address: {
        street: '4 Park Street',
        landmark: 'Opposite the museum',
        city: 'Kolkata',
        state: 'West Bengal',
        country: 'India',
        zipcode: '700016',
      },
      products: [
        { productId: 'a', title: 'Alpha', quantity: 2, price: 499.5 },
        { productId: 'b', title: 'Beta', quantity: 1, price: 1234 },
      ],
      subtotal: 2233,
      totalPrice: 2233,
      createdAt: '2026-02-14T20:15:00.000Z',
    });
    mockApi({ '/api/orders/email/': () => [order, makeOrder('o0')], '/api/books': () => [] });
    renderApp('/orders', SIGNED_IN);
    const [card] = await screen.findAllByTestId('order');
    const value = (term: string) => within(card!).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(within(card!).getByRole('heading', { level: 2 })).toHaveTextContent('Order o1');
    // Day first, on the shop's clock (UTC+5:30), whatever the browser's own zone.
    expect(value('Date')).toHaveTextContent(/^15 Feb 2026, 1:45\sam$/);
    expect(value('Date')!.querySelector('time')).toHaveAttribute('dateTime', order.createdAt);
    expect(value('Name')).toHaveTextContent('Reader One');
    expect(value('Email')).toHaveTextContent('reader@example.com');
    expect(value('Phone')).toHaveTextContent('+91 90000 11111');
    expect(value('Total')).toHaveTextContent(/^₹2,233\.00$/);
    expect(value('Total')).toHaveTextContent(formatRupees(2233));
    expect(value('Address')).toHaveTextContent(
      '4 Park Street, Opposite the museum, Kolkata, West Bengal, India, 700016',
    );
    expect(
      within(card!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Alpha × 2 (₹499.50 each)', 'Beta × 1 (₹1,234.00 each)']);
  });
});

describe('/user-dashboard', () => {
  it("shows 'Loading...' while the orders load", async () => {
    const answer = held<unknown[]>();
    const calls = mockApi({ '/api/orders/email/': () => answer.promise, '/api/books': () => [] });
    renderApp('/user-dashboard', SIGNED_IN);
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/orders/email/'))).toBe(true));
    // In the page: the footer's newsletter box has a (silent) status line of its own.
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
    expect(screen.queryByRole('heading', { name: 'User Dashboard' })).not.toBeInTheDocument();
    answer.release([]);
    expect(await screen.findByRole('heading', { name: 'User Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
