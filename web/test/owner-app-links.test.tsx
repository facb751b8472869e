import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import { adminBooksApi, mockApi, OWNER_LOGIN, ownerOverviewApi, renderApp } from './render-app';

// The owner's pages (the sign-in at /admin and /dashboard…) name the home-screen
// app's manifest, its theme colour and iOS's icon in the head; the storefront names none of them.

const headTags = () =>
  [
    ...document.head.querySelectorAll('link[rel="manifest"], meta[name="theme-color"], link[rel="apple-touch-icon"]'),
  ].map((element) => element.outerHTML);
const OWNER_TAGS = [
  '<link rel="manifest" href="/api/owner-app.webmanifest" data-owner-app="">',
  '<meta name="theme-color" content="#1e3a5f" data-owner-app="">',
  '<link rel="apple-touch-icon" href="/owner-app/apple-touch-icon.png" data-owner-app="">',
];

describe('the owner app’s manifest link', () => {
  it('is on the sign-in page, once', async () => {
    mockApi({});
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Admin Dashboard Login' });
    expect(headTags()).toEqual(OWNER_TAGS);
  });

  it('is on the dashboard’s pages, once, and gone when the owner leaves for the storefront', async () => {
    saveSession(OWNER_LOGIN);
    mockApi({ ...ownerOverviewApi(), '/api/admin/books': adminBooksApi(() => []), '/api/books': () => [] });
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(headTags()).toEqual(OWNER_TAGS);
    await act(() => router.navigate('/dashboard/manage-books'));
    await screen.findByRole('heading', { name: /All Books/ });
    expect(headTags()).toEqual(OWNER_TAGS);
    await act(() => router.navigate('/cart'));
    await screen.findByRole('heading', { name: 'Shopping cart' });
    await waitFor(() => expect(headTags()).toEqual([]));
  });

  it('is not on a storefront page', async () => {
    mockApi({ '/api/books': () => [] });
    renderApp('/cart');
    await screen.findByRole('heading', { name: 'Shopping cart' });
    expect(headTags()).toEqual([]);
  });
});
