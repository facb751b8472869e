import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TOKEN_TTL_SECONDS } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { checkCoverFile, MAX_SOURCE_BYTES } from '@web/features/admin/catalog/components/cover-image';
import {
  MONTH_LABELS,
  monthlyRevenue,
  REVENUE_GREEN,
  revenueChart,
} from '@web/features/admin/statistics/components/monthly-revenue';
import {
  currentToken,
  DEVICE_KEY,
  OWNER_NAME_KEY,
  SAVED_AT_KEY,
  saveSession,
  SESSION_MS,
  TOKEN_KEY,
} from '@web/features/admin/api/session';
import {
  adminBooksApi,
  adminStats,
  bookAfterWrite,
  held,
  json,
  makeBook,
  mockApi,
  OWNER_LOGIN,
  OWNER_TOKEN,
  ownerLoginAnswer,
  ownerOverviewApi,
  renderApp,
  sentBody,
} from './render-app';

const TOKEN = OWNER_TOKEN;
const login = (token: string, username = 'owner') => ({ token, user: { username, role: 'admin' as const } });
const STATS = adminStats({
  totalBooks: 2,
  totalSales: 1234.5,
  totalOrders: 3,
  trendingBooks: [{ _id: 'a', title: 'A' }],
});

describe('admin session', () => {
  it("is valid for under the API token's lifetime (60 minutes) from the saved time", () => {
    expect(SESSION_MS).toBe(ADMIN_TOKEN_TTL_SECONDS * 1000);
    expect(SESSION_MS).toBe(60 * 60 * 1000);
    const now = Date.now();
    saveSession(login('t'), now - SESSION_MS + 1);
    expect(currentToken(now)).toBe('t');
    saveSession(login('t'), now - SESSION_MS);
    expect(currentToken(now)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('refuses a missing, garbled or future save time', () => {
    localStorage.setItem(TOKEN_KEY, 't');
    expect(currentToken()).toBeNull();
    localStorage.setItem(TOKEN_KEY, 't');
    localStorage.setItem(SAVED_AT_KEY, 'yesterday');
    expect(currentToken()).toBeNull();
    saveSession(login('t'), Date.now() + 60_000);
    expect(currentToken()).toBeNull();
  });

  it('sends an expired session from any admin page to /admin', async () => {
    saveSession(OWNER_LOGIN, Date.now() - SESSION_MS - 1);
    mockApi(ownerOverviewApi(STATS));
    const { router } = renderApp('/dashboard/manage-books');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard Login' })).toBeInTheDocument();
  });

  it.each([401, 403])('a %i from an admin call ends the session and returns to /admin', async (status) => {
    saveSession(OWNER_LOGIN);
    mockApi({ '/api/admin': () => new Response(JSON.stringify({ message: 'no' }), { status }) });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('shows the real figures and the owner, and logs out to /', async () => {
    saveSession(OWNER_LOGIN);
    mockApi(ownerOverviewApi(STATS));
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    expect(await screen.findByTestId('stat-sales')).toHaveTextContent('₹1,234.50');
    expect(screen.getByTestId('stat-products')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-trending')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-orders')).toHaveTextContent('3');
    expect(screen.getByText('BookStore owner')).toBeInTheDocument();
    expect(screen.getByText('owner')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("the login page stores the token and its time, and shows 'Please provide a valid email and password' on failure", async () => {
    let accept = false;
    mockApi({
      '/api/auth/admin': () =>
        accept ? ownerLoginAnswer(TOKEN) : json({ message: 'Invalid username or password.' }, 401),
      ...ownerOverviewApi(STATS),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please provide a valid email and password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'owner');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid username or password.')).toBeInTheDocument();
    accept = true;
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe(TOKEN);
    expect(Number(localStorage.getItem(SAVED_AT_KEY))).toBeGreaterThan(Date.now() - 10_000);
  });

  it("shows the owner's name from the login answer, a non-ASCII name intact, and forgets it on log out", async () => {
    const name = 'Zoë राज';
    // A real token's payload is UTF-8 in base64url, which atob would have read as Latin-1.
    const payload = btoa(
      String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ sub: name, role: 'admin' }))),
    ).replace(/=+$/, '');
    const token = `h.${payload}.s`;
    mockApi({
      '/api/auth/admin/logout': () => ({ message: 'Signed out.' }),
      '/api/auth/admin': () => ownerLoginAnswer(token, name),
      ...ownerOverviewApi(STATS),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin');
    await user.type(await screen.findByLabelText('Username'), name);
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem(OWNER_NAME_KEY)).toBe(name);
    expect(await screen.findByText(name, { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(OWNER_NAME_KEY)).toBeNull();
  });

  it('keeps the device credential the login answers, across a log out, and sends it with the next sign-in', async () => {
    const bodies: unknown[] = [];
    const calls = mockApi({
      '/api/auth/admin/logout': () => ({ message: 'Signed out.' }),
      '/api/auth/admin': (_url, init) => {
        bodies.push(sentBody({ init }));
        return ownerLoginAnswer(TOKEN, 'owner', 'device-1');
      },
      ...ownerOverviewApi(STATS),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin');
    const signIn = async () => {
      await user.type(await screen.findByLabelText('Username'), 'owner');
      await user.type(screen.getByLabelText('Password'), 'right password');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    };
    await signIn();
    expect(localStorage.getItem(DEVICE_KEY)).toBe('device-1');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(DEVICE_KEY)).toBe('device-1');
    await router.navigate('/admin');
    await signIn();
    expect(bodies).toEqual([
      { username: 'owner', password: 'right password' },
      { username: 'owner', password: 'right password', device: 'device-1' },
    ]);
    expect(calls.some((call) => call.url === '/api/auth/admin/logout')).toBe(true);
  });
});

/** A month's figures with its revenue, as the API answers them (decision 051). */
const month = (_id: string, totalSales: number) => ({
  _id,
  totalSales,
  totalOrders: 1,
  bills: 1,
  creditNotes: 0,
  refunds: 0,
});

describe('monthly revenue', () => {
  it('puts each month on its own month (no off-by-one) and ignores other years', () => {
    const months = [
      { ...month('2026-01', 100), refunds: 20 },
      { ...month('2026-03', -300), refunds: 0 },
      month('2026-12', 1200),
      { ...month('2025-03', 999), refunds: 5 },
    ];
    // A month whose credit notes outweigh its bills shows below 0.
    expect(monthlyRevenue(months, 2026)).toEqual([100, 0, -300, 0, 0, 0, 0, 0, 0, 0, 0, 1200]);
    expect(monthlyRevenue(months, 2026, 'refunds')).toEqual([20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('the revenue chart settings', () => {
  it("draws 'Revenue (IND)' in green bars over Jan to Dec, the y axis from zero, with legend and tooltips", () => {
    const { data, options } = revenueChart([{ ...month('2026-02', 250), refunds: 40 }], 2026);
    expect(data.labels).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(data.labels).toEqual([...MONTH_LABELS]);
    expect(data.datasets).toHaveLength(1);
    const [dataset] = data.datasets;
    expect(dataset!.label).toBe('Revenue (IND)');
    expect(dataset!.backgroundColor).toBe(REVENUE_GREEN);
    // Green: the green channel leads (rgba(34, 197, 94, …)).
    const [red, green, blue] = REVENUE_GREEN.match(/\d+/g)!.map(Number);
    expect(green).toBeGreaterThan(red! + 100);
    expect(green).toBeGreaterThan(blue! + 100);
    expect(dataset!.data).toEqual([0, 250, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(options.scales?.y).toMatchObject({ beginAtZero: true });
    expect(options.plugins?.legend?.display).toBe(true);
    expect(options.plugins?.tooltip?.enabled).toBe(true);
  });
});

describe('book form', () => {
  it('shows the shared schema messages and refuses a new price above the old one, and a negative or fractional stock', async () => {
    saveSession(OWNER_LOGIN);
    mockApi({ '/api/admin/books': adminBooksApi(() => []) });
    const user = userEvent.setup();
    renderApp('/dashboard/add-new-book');
    await user.click(await screen.findByRole('button', { name: 'Add Book' }));
    for (const message of [
      'Book number is required.',
      'Title is required.',
      'Description is required.',
      'Author is required.',
      'Category is required.',
      'Old price is required.',
      'New price is required.',
      'Stock is required.',
      'Cover image is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Old Price (₹)'), '100');
    await user.type(screen.getByLabelText('New Price (₹)'), '150');
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByText('New price must not be more than the old price.')).toBeInTheDocument();
    const stock = screen.getByLabelText('Stock');
    await user.type(stock, '-1');
    expect(await screen.findByText('Stock must not be negative.')).toBeInTheDocument();
    await user.clear(stock);
    await user.type(stock, '2.5');
    expect(await screen.findByText('Stock must be a whole number.')).toBeInTheDocument();
  });

  it('prefills the edit form from the loaded book', async () => {
    saveSession(OWNER_LOGIN);
    mockApi({
      '/api/admin/books/b1': () =>
        makeBook('b1', {
          title: 'Editable',
          author: 'Asha Rao',
          ISBN: '978-0-306-40615-7',
          category: 'horror',
          trending: true,
          oldPrice: 300,
          newPrice: 250,
          stock: 4,
          coverImage: '/covers/b1.svg',
        }),
      '/api/admin/books': adminBooksApi(() => []),
    });
    renderApp('/dashboard/edit-book/b1');
    expect(await screen.findByLabelText('Title')).toHaveValue('Editable');
    expect(screen.getByLabelText('Book Number')).toHaveValue('978-0-306-40615-7');
    expect(screen.getByLabelText('Author')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Description')).toHaveValue(makeBook('b1').description);
    expect(screen.getByLabelText('Category')).toHaveValue('horror');
    expect(screen.getByLabelText('Trending')).toBeChecked();
    expect(screen.getByLabelText('Old Price (₹)')).toHaveValue(300);
    expect(screen.getByLabelText('New Price (₹)')).toHaveValue(250);
    expect(screen.getByLabelText('Stock')).toHaveValue(4);
    expect(screen.getByLabelText('or keep / enter an image URL')).toHaveValue('/covers/b1.svg');
    expect(screen.getByRole('button', { name: 'Update Book' })).toBeInTheDocument();
  });

  it('asks for the author of a book stored without one, and sends nothing until it is given', async () => {
    saveSession(OWNER_LOGIN);
    const { author: _none, ...withoutAuthor } = makeBook('b1', { title: 'No Author Yet', ISBN: '978-0-306-40615-7' });
    const calls = mockApi({
      '/api/books/edit/b1': (_url, init) => ({ message: 'ok', book: bookAfterWrite(withoutAuthor, init) }),
      '/api/admin/books/b1': () => withoutAuthor,
      ...ownerOverviewApi(STATS),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/edit-book/b1');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('No Author Yet'));
    expect(screen.getByLabelText('Author')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Update Book' }));
    expect(await screen.findByText('Author is required.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/books/edit/b1')).toBe(false);

    await user.type(screen.getByLabelText('Author'), 'प्रेमचंद <b>$&</b>');
    await user.click(screen.getByRole('button', { name: 'Update Book' }));
    expect(await screen.findByText('Book Updated')).toBeInTheDocument();
    const sent = sentBody(calls.find((call) => call.url === '/api/books/edit/b1')!);
    expect(sent).toMatchObject({ author: 'प्रेमचंद <b>$&</b>', stock: 10 });
  });

  it("keeps the current cover when the cover field is left empty; after 'Book Updated' the page stays and the book is fetched again", async () => {
    saveSession(OWNER_LOGIN);
    const calls = mockApi({
      '/api/books/edit/b1': (_url, init) => ({ message: 'ok', book: bookAfterWrite(makeBook('b1'), init) }),
      '/api/admin/books/b1': () =>
        makeBook('b1', { title: 'Editable', coverImage: '/covers/current.svg', ISBN: '978-0-306-40615-7' }),
      '/api/admin/books': adminBooksApi(() => []),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/edit-book/b1');
    const cover = await screen.findByLabelText('or keep / enter an image URL');
    const bookFetches = () => calls.filter((call) => call.url === '/api/admin/books/b1').length;
    expect(bookFetches()).toBe(1);
    await user.clear(cover);
    await user.click(screen.getByRole('button', { name: 'Update Book' }));
    expect(await screen.findByText('Book Updated')).toBeInTheDocument();
    const sent = sentBody(calls.find((call) => call.url === '/api/books/edit/b1')!);
    expect(sent.coverImage).toBe('/covers/current.svg');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(bookFetches()).toBeGreaterThanOrEqual(2));
    expect(router.state.location.pathname).toBe('/dashboard/edit-book/b1');
    expect(await screen.findByLabelText('Title')).toHaveValue('Editable');
    expect(screen.getByRole('button', { name: 'Update Book' })).toBeEnabled();
  });

  it("a refused update shows 'The book could not be updated' with the server's message, and the form stays", async () => {
    saveSession(OWNER_LOGIN);
    mockApi({
      '/api/books/edit/b1': () =>
        new Response(JSON.stringify({ message: 'Copies were sold meanwhile: the stock is now 3.' }), { status: 409 }),
      '/api/admin/books/b1': () => makeBook('b1', { title: 'Editable', ISBN: '978-0-306-40615-7' }),
      '/api/admin/books': adminBooksApi(() => []),
      ...ownerOverviewApi(STATS),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/edit-book/b1');
    await user.click(await screen.findByRole('button', { name: 'Update Book' }));
    expect(await screen.findByText('The book could not be updated')).toBeInTheDocument();
    expect(screen.getByText('Copies were sold meanwhile: the stock is now 3.')).toBeInTheDocument();
    expect(screen.queryByText('Book Updated')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Editable');
  });

  it("keeps the loaded form when the refetch after 'Book Updated' fails", async () => {
    saveSession(OWNER_LOGIN);
    let loads = 0;
    mockApi({
      '/api/books/edit/b1': (_url, init) => ({ message: 'ok', book: bookAfterWrite(makeBook('b1'), init) }),
      '/api/admin/books/b1': () =>
        ++loads === 1
          ? makeBook('b1', { title: 'Editable', ISBN: '978-0-306-40615-7' })
          : new Response('{"message":"The server is busy."}', { status: 503 }),
      '/api/admin/books': adminBooksApi(() => []),
      ...ownerOverviewApi(STATS),
    });
    const user = userEvent.setup();
    const { queryClient } = renderApp('/dashboard/edit-book/b1');
    await user.click(await screen.findByRole('button', { name: 'Update Book' }));
    expect(await screen.findByText('Book Updated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(queryClient.getQueryState(['admin', 'books', 'b1'])?.status).toBe('error'));
    expect(loads).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('Error fetching book data')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Editable');
    expect(screen.getByRole('button', { name: 'Update Book' })).toBeEnabled();
  });

  it('shows a spinner, then the heading "Error getting book data" and "Error fetching book data" when the book cannot be loaded', async () => {
    saveSession(OWNER_LOGIN);
    const answer = held();
    mockApi({
      '/api/admin/books/missing': () =>
        answer.promise.then(() => new Response('{"message":"Book not found."}', { status: 404 })),
      ...ownerOverviewApi(STATS),
    });
    renderApp('/dashboard/edit-book/missing');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Error fetching book data')).not.toBeInTheDocument();
    answer.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Error getting book data' })).toBeInTheDocument();
    expect(within(main).getByRole('alert')).toHaveTextContent(/^Error fetching book dataBook not found\.$/);
    expect(within(main).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Update Book' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });
});

describe('cover checks', () => {
  it('accepts images and refuses other files and oversized images with a clear message', () => {
    expect(checkCoverFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkCoverFile({ type: 'application/pdf', size: 1000 })).toMatch(/image file/);
    expect(checkCoverFile({ type: 'image/svg+xml', size: 1000 })).toMatch(/image file/);
    expect(checkCoverFile({ type: 'image/jpeg', size: MAX_SOURCE_BYTES + 1 })).toMatch(/too large/);
  });

  it('the picker accepts images only and shows the chosen name, or the reason it was refused', async () => {
    saveSession(OWNER_LOGIN);
    mockApi({ '/api/admin/books': adminBooksApi(() => []) });
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/dashboard/add-new-book');
    const picker = await screen.findByLabelText('Upload an image');
    expect(picker).toHaveAttribute('accept', 'image/*');
    await user.upload(picker, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an image file');
    await user.upload(picker, new File(['png'], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByText('Selected: cover.png')).toBeInTheDocument();
  });
});

describe('low-stock card', () => {
  it('lists the books running low, fewest first as sent, each linking to its edit page', async () => {
    saveSession(OWNER_LOGIN);
    const lowStockBooks = [
      { _id: 'salt-road', title: 'The Salt Road', stock: 0 },
      { _id: 'ink', title: 'A Short History of Ink', stock: 2 },
    ];
    mockApi({
      '/api/admin/books/salt-road': () => makeBook('salt-road', { title: 'The Salt Road', stock: 0 }),
      '/api/admin/books': adminBooksApi(() => []),
      ...ownerOverviewApi({ ...STATS, lowStockBooks }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Low Stock' });
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'The Salt RoadOut of stock',
      'A Short History of Ink2 left',
    ]);
    expect(within(card).getByRole('link', { name: 'A Short History of Ink' })).toHaveAttribute(
      'href',
      '/dashboard/edit-book/ink',
    );
    await user.click(within(card).getByRole('link', { name: 'The Salt Road' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/edit-book/salt-road'));
    expect(await screen.findByLabelText('Stock')).toHaveValue(0);
  });

  it('says so when no book is running low', async () => {
    saveSession(OWNER_LOGIN);
    mockApi(ownerOverviewApi(STATS));
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Low Stock' });
    expect(card).toHaveTextContent('No book has 3 or fewer copies left.');
    expect(within(card).queryAllByRole('link')).toHaveLength(0);
  });
});

describe('stock field', () => {
  it('loads the current stock when editing and sends the new one as a number', async () => {
    saveSession(OWNER_LOGIN);
    const calls = mockApi({
      '/api/books/edit/b1': (_url, init) => ({ message: 'ok', book: bookAfterWrite(makeBook('b1'), init) }),
      '/api/admin/books/b1': () => makeBook('b1', { title: 'Editable', stock: 7, ISBN: '978-0-306-40615-7' }),
      '/api/admin/books': adminBooksApi(() => []),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/edit-book/b1');
    const stock = await screen.findByLabelText('Stock');
    expect(stock).toHaveValue(7);
    await user.clear(stock);
    await user.type(stock, '0');
    await user.click(screen.getByRole('button', { name: 'Update Book' }));
    expect(await screen.findByText('Book Updated')).toBeInTheDocument();
    const sent = sentBody(calls.find((call) => call.url === '/api/books/edit/b1')!);
    expect(sent.stock).toBe(0);
    // The stock the form was loaded with, so the server can keep orders placed meanwhile.
    expect(sent.expectedStock).toBe(7);
  });
});
