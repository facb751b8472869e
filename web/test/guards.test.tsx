import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutApi, mockApi, renderApp, SIGNED_IN } from './render-app';

describe('guards and redirects', () => {
  it.each(['/checkout', '/orders', '/user-dashboard'])('%s sends a visitor to /login', async (path) => {
    mockApi({ '/api/books': () => [] });
    const { router } = renderApp(path, null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Please Login' })).toBeInTheDocument();
  });

  it("shows 'Loading...' while sign-in is still unknown", async () => {
    mockApi({ '/api/books': () => [] });
    renderApp('/checkout', 'unknown');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });

  it.each(['/login', '/register'])('%s sends a signed-in user home', async (path) => {
    mockApi({ '/api/books': () => [], '/api/news': () => [] });
    const { router } = renderApp(path, SIGNED_IN);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a signed-in user into checkout', async () => {
    mockApi({ ...checkoutApi(), '/api/books': () => [] });
    renderApp('/checkout', SIGNED_IN);
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('shows the not-found page with a way home', async () => {
    mockApi({ '/api/books': () => [], '/api/news': () => [] });
    renderApp('/no/such/page');
    expect(await screen.findByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});
