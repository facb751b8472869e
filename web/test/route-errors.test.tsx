import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { lazyRoute } from '@web/app/lazy-route';
import { ownerRoutes } from '@web/app/owner-routes';
import { storefrontRoutes } from '@web/app/router';
import { saveSession } from '@web/features/admin/api/session';
import { mockApi, OWNER_LOGIN, renderApp } from './render-app';

/** The real routes (the storefront's and the owner's), with the code of the page at `path` under `parent` failing to load with `error`. */
function failingAt(parent: string, path: string, error: Error): RouteObject[] {
  const Failing = lazyRoute(() => Promise.reject(error));
  const fail = (route: RouteObject): RouteObject => ({ ...route, element: <Failing /> });
  return [...storefrontRoutes, ...ownerRoutes].map((route) =>
    route.path === parent && path === ''
      ? fail(route)
      : route.path === parent
        ? ({
            ...route,
            children: route.children!.map((child) => (child.path === path ? fail(child) : child)),
          } as RouteObject)
        : route,
  );
}

const chunkGone = new TypeError(
  'Failed to fetch dynamically imported module: http://127.0.0.1:5000/assets/cart-OLD.js',
);
const pageBug = new TypeError("Cannot read properties of undefined (reading 'title')");

let reload: Mock<() => void>;
beforeEach(() => {
  mockApi({ '/api/books': () => [], '/api/news': () => [] });
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  // react-router reports what its error element caught; the element is what is tested here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

it('a page outside any layout (the owner’s sign-in) shows the error in the document, not a blank page', async () => {
  sessionStorage.setItem('bookstore.chunkReloadAt', String(Date.now()));
  renderApp('/admin', null, failingAt('/admin', '', chunkGone));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
});

describe('a page whose chunk will not load (a tab left open over a deploy)', () => {
  it('reloads the page once, showing Loading... meanwhile', async () => {
    renderApp('/cart', null, failingAt('/', 'cart', chunkGone));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('after that reload, fails again: a friendly error inside the store layout with a Reload button, no second reload', async () => {
    const user = userEvent.setup();
    // The first failure reloaded the page; this render is the reloaded page.
    sessionStorage.setItem('bookstore.chunkReloadAt', String(Date.now() - 3_000));
    renderApp('/cart', null, failingAt('/', 'cart', chunkGone));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('The store may have just been updated, or the connection dropped.');
    expect(screen.getByRole('banner')).toBeInTheDocument(); // the header: still the store's layout
    expect(reload).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('in the owner area too: the dashboard keeps its layout around the failed page', async () => {
    sessionStorage.setItem('bookstore.chunkReloadAt', String(Date.now()));
    saveSession(OWNER_LOGIN);
    renderApp('/dashboard/manage-books', null, failingAt('/dashboard', 'manage-books', chunkGone));
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: /Manage Books/ }),
    ).toBeVisible();
  });
});

describe('any other error in a page', () => {
  it('shows "Something went wrong" with a Reload button inside the store layout, and does not reload by itself', async () => {
    renderApp('/cart', null, failingAt('/', 'cart', pageBug));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Store home' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
