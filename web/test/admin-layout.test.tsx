import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
