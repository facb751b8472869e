import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminLayout } from '../src/features/admin/components/admin-layout';
import { saveSession } from '../src/features/admin/session';
import { held, mockApi, OWNER_TOKEN, renderApp } from './render-app';

const STATS = { totalBooks: 0, totalSales: 0, totalOrders: 0, trendingBooks: [], lowStockBooks: [], monthlySales: [] };

describe('the admin layout while page code loads', () => {
  it('opening /dashboard directly shows a loading status, not a blank page, until its chunks arrive', async () => {
    saveSession(OWNER_TOKEN);
    mockApi({ '/api/admin': () => STATS });
    renderApp('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows a spinner in place of the page while the next admin page is loading', async () => {
    saveSession(OWNER_TOKEN);
    mockApi({ '/api/admin': () => STATS });
    const code = held();
    const routes = [
      {
        path: '/dashboard',
        Component: AdminLayout,
        children: [
          { index: true, element: <h1>Overview page</h1> },
          { path: 'orders', lazy: () => code.promise.then(() => ({ element: <h1>Orders page</h1> })) },
        ],
      },
    ];
    const user = userEvent.setup();
    renderApp('/dashboard', null, routes);
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Overview page' })).toBeInTheDocument();
    expect(within(main).queryByRole('status')).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Orders' }));
    expect(await within(main).findByRole('status')).toHaveTextContent('Loading...');
    expect(within(main).queryByRole('heading', { name: 'Overview page' })).not.toBeInTheDocument();

    code.release();
    expect(await within(main).findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
    await waitFor(() => expect(within(main).queryByRole('status')).not.toBeInTheDocument());
  });
});

describe('the admin navigation on a phone', () => {
  const setWidth = (width: number) => (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 800 });
  afterEach(() => setWidth(1024));

  /** The nav that is not the sidebar (the sidebar is display: none below `sm` in a real browser). */
  const compactNav = () => screen.queryAllByRole('navigation', { name: 'Admin' }).find((nav) => !nav.closest('aside'));

  it('below the sm width shows a bar with Dashboard, Add Book, Manage Books and Orders', async () => {
    setWidth(375);
    saveSession(OWNER_TOKEN);
    mockApi({ '/api/admin': () => STATS });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    const nav = compactNav()!;
    expect(nav).toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Add Book', '/dashboard/add-new-book'],
      ['Manage Books', '/dashboard/manage-books'],
      ['Orders', '/dashboard/orders'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'));
  });

  it('from the sm width on, the sidebar is the only navigation', async () => {
    setWidth(640);
    saveSession(OWNER_TOKEN);
    mockApi({ '/api/admin': () => STATS });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.getAllByRole('navigation', { name: 'Admin' })).toHaveLength(1);
    expect(compactNav()).toBeUndefined();
  });
});
