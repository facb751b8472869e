import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { adminRoutes } from '@web/app/admin-routes';
import { withErrorElements } from '@web/app/route-elements';
import { storefrontRoutes } from '@web/app/router';
import { saveSession } from '@web/features/admin/session';
import { mockApi, OWNER_LOGIN, renderApp } from './render-app';

/**
 * The real routes, with the code of the child at `path` under `parent` failing to load with
 * `error`, given their error handling again as the router does.
 */
function failingAt(parent: string, path: string, error: Error): RouteObject[] {
  const lazy = () => Promise.reject(error);
  return withErrorElements(
    [...storefrontRoutes, ...adminRoutes].map((route) =>
      route.path === parent
        ? { ...route, children: route.children!.map((child) => (child.path === path ? { ...child, lazy } : child)) }
        : route,
    ) as RouteObject[],
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

it('every route, storefront and owner area alike, has an error element', () => {
  const missing: string[] = [];
  const visit = (routes: RouteObject[], prefix: string) => {
    for (const route of routes) {
      const path = route.index ? `${prefix}(index)` : `${prefix}${route.path ?? ''}`;
      if (!route.errorElement) missing.push(path);
      if (route.children) visit(route.children, `${path}/`);
    }
  };
  visit([...storefrontRoutes, ...adminRoutes], '');
  expect(missing).toEqual([]);
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
