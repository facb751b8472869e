import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute, type RouteModule } from '@web/app/lazy-route';
import { AdminLayout } from '@web/features/admin/components/admin-layout';
import { saveSession, SESSION_MS } from '@web/features/admin/api/session';
import {
  adminBooksApi,
  adminStats,
  held,
  makeBook,
  mockApi,
  OWNER_LOGIN,
  ownerOverviewApi,
  renderApp,
} from './render-app';

const STATS = adminStats();

/** The admin layout over a stand-in overview and one page at `path` whose code arrives when the test calls `code.release()`. */
function layoutWithHeldPage(path: string, load: () => Promise<RouteModule>) {
  const code = held();
  const HeldPage = lazyRoute(() => code.promise.then(load));
  const routes = [
    {
      path: '/dashboard',
      element: <AdminLayout />,
      children: [
        { index: true, element: <h1>Overview page</h1> },
        { path, element: <HeldPage /> },
      ],
    },
  ];
  return { code, routes };
}

describe('the admin layout while page code loads', () => {
  it('opening /dashboard directly shows a loading status, not a blank page, until its chunks arrive', async () => {
    saveSession(OWNER_LOGIN);
    mockApi(ownerOverviewApi(STATS));
    renderApp('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows a spinner in place of the page while the next admin page is loading', async () => {
    saveSession(OWNER_LOGIN);
    mockApi(ownerOverviewApi(STATS));
    const { code, routes } = layoutWithHeldPage('orders', () =>
      Promise.resolve({ Component: () => <h1>Orders page</h1> }),
    );
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
  const setWidth = (width: number) =>
    (
      window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
    ).happyDOM.setViewport({ width, height: 800 });
  afterEach(() => setWidth(1024));

  /** The nav that is not the sidebar (the sidebar is display: none below `sm` in a real browser). */
  const compactNav = () => screen.queryAllByRole('navigation', { name: 'Admin' }).find((nav) => !nav.closest('aside'));

  it('below the sm width shows a Menu button that opens Dashboard, Add Book, Manage Books, Orders, Coupons and Settings', async () => {
    setWidth(375);
    saveSession(OWNER_LOGIN);
    mockApi({ ...ownerOverviewApi(STATS), '/api/admin/orders': () => ({ orders: [], nextCursor: null }) });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    // Closed at first, so the page's own work is the first thing on the screen.
    expect(compactNav()).toBeUndefined();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = compactNav()!;
    expect(nav).toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Add Book', '/dashboard/add-new-book'],
      ['Manage Books', '/dashboard/manage-books'],
      ['Orders', '/dashboard/orders'],
      ['Coupons', '/dashboard/coupons'],
      ['Settings', '/dashboard/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // The header hides the owner's name on a phone, so the bar names them.
    expect(screen.getByTestId('admin-phone-bar')).toHaveTextContent(/^owner · BookStore owner/);
    await user.click(within(nav).getByRole('link', { name: 'Orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'));
    // Following a link closes the menu.
    await waitFor(() => expect(compactNav()).toBeUndefined());
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('from the sm width on, the sidebar is the only navigation', async () => {
    setWidth(640);
    saveSession(OWNER_LOGIN);
    mockApi(ownerOverviewApi(STATS));
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.getAllByRole('navigation', { name: 'Admin' })).toHaveLength(1);
    expect(compactNav()).toBeUndefined();
  });
});

const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the admin layout', () => {
  it('has the notification button, the sidebar links, and the Manage Books and Add New Book links in the main area', async () => {
    saveSession(OWNER_LOGIN);
    mockApi(ownerOverviewApi(STATS));
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary');
    expect(sidebar.tagName).toBe('ASIDE');
    expect(linksOf(sidebar)).toEqual(
      expect.arrayContaining([
        ['Dashboard', '/dashboard'],
        ['Add Book', '/dashboard/add-new-book'],
        ['Manage Books', '/dashboard/manage-books'],
      ]),
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Manage Books' })).toHaveAttribute('href', '/dashboard/manage-books');
    expect(within(main).getByRole('link', { name: 'Add New Book' })).toHaveAttribute('href', '/dashboard/add-new-book');
  });

  it('sends the owner to /admin when the session runs out while a page stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // 90 seconds left: the check a minute from now still passes, the one after does not.
      saveSession(OWNER_LOGIN, Date.now() - SESSION_MS + 90_000);
      mockApi(ownerOverviewApi(STATS));
      const { router } = renderApp('/dashboard');
      await screen.findByRole('heading', { name: 'Dashboard' });
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(router.state.location.pathname).toBe('/dashboard');
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
      expect(await screen.findByRole('heading', { name: 'Admin Dashboard Login' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the header's search box", () => {
  const BOOKS = [
    makeBook('a', { title: 'Ocean Notes' }),
    makeBook('b', { title: 'Plain Book' }),
    makeBook('c', { title: 'Quiet Hills' }),
  ];
  /** What the server finds for each text these tests type. */
  const SEARCHES = { ocean: ['a'], qu: ['c'], quiet: ['c'], 'plain book': ['b'] };
  const box = () => screen.getByLabelText('Search books');
  const titles = () => screen.getAllByTestId('book-row').map((row) => within(row).getAllByRole('cell')[1]!.textContent);

  function renderAdmin(path: string) {
    saveSession(OWNER_LOGIN);
    mockApi({ '/api/admin/books': adminBooksApi(() => BOOKS, SEARCHES), ...ownerOverviewApi(STATS) });
    return { user: userEvent.setup(), ...renderApp(path) };
  }

  it('follows the address: other pages show an empty box and the whole list, Back shows the search again', async () => {
    const { user, router } = renderAdmin('/dashboard/manage-books');
    await screen.findByRole('table');
    await user.type(box(), 'ocean');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ocean'));
    // The server is asked once the text rests (manage-books.test.tsx times it).
    await waitFor(() => expect(titles()).toEqual(['Ocean Notes']));

    await user.click(within(screen.getByRole('complementary')).getByRole('link', { name: 'Dashboard' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(box()).toHaveValue('');

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Manage Books' }));
    await waitFor(() => expect(titles()).toEqual(['Ocean Notes', 'Plain Book', 'Quiet Hills']));
    expect(router.state.location.search).toBe('');
    expect(box()).toHaveValue('');

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?q=ocean'));
    expect(box()).toHaveValue('ocean');
    await waitFor(() => expect(titles()).toEqual(['Ocean Notes']));
  });

  it('typing on the Dashboard opens Manage Books as one new page, even while its code loads, then refines the search in place; Back returns', async () => {
    saveSession(OWNER_LOGIN);
    mockApi({ '/api/admin/books': adminBooksApi(() => BOOKS, SEARCHES), ...ownerOverviewApi(STATS) });
    const { code, routes } = layoutWithHeldPage('manage-books', () => import('@web/app/routes/admin/manage-books'));
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', null, routes);
    await screen.findByRole('heading', { name: 'Overview page' });
    // Two letters while Manage Books' code is still on its way.
    await user.type(box(), 'qu');
    expect(router.state.location.pathname).toBe('/dashboard');
    code.release();
    await waitFor(() => expect(router.state.location.search).toBe('?q=qu'));
    await waitFor(() => expect(titles()).toEqual(['Quiet Hills']));
    await user.type(box(), 'iet');
    await waitFor(() => expect(router.state.location.search).toBe('?q=quiet'));
    expect(box()).toHaveValue('quiet');

    // One Back past everything typed.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('');
    expect(box()).toHaveValue('');
  });

  it('keeps a space typed between words', async () => {
    const { user, router } = renderAdmin('/dashboard/manage-books');
    await screen.findByRole('table');
    await user.type(box(), 'plain book');
    expect(box()).toHaveValue('plain book');
    await waitFor(() => expect(router.state.location.search).toBe('?q=plain%20book'));
    await waitFor(() => expect(titles()).toEqual(['Plain Book']));
  });
});
