import type { Book } from '@bookstore/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_SETTLE_MS } from '@web/features/admin/catalog/hooks/manage-books-address';
import { saveSession } from '@web/features/admin/api/session';
import {
  adminBooksApi,
  adminStats,
  bookAfterWrite,
  json,
  makeBook,
  mockApi,
  OWNER_LOGIN,
  ownerOverviewApi,
  renderApp,
} from './render-app';

const STATS = adminStats();
/** The waiting counts GET /api/admin/stock-alerts answers; none unless a test sets them. */
let waiting: Array<{ bookId: string; waiting: number }> = [];

/** 1,234 books, newest first; every tenth is an 'Ocean' title, so a search for it finds 124 (seven pages). */
const CATALOG = Array.from({ length: 1234 }, (_, i) =>
  makeBook(`b${i}`, { title: i % 10 === 0 ? `Ocean Notes ${i}` : `Plain Book ${i}`, newPrice: 100 + i }),
);

/** What the server finds for 'ocean': the Ocean titles, newest first ('no such title' finds nothing). */
const SEARCHES = { ocean: CATALOG.filter((book) => book.title.startsWith('Ocean')).map((book) => book._id) };

/**
 * The owner's API over `list()` (read afresh at each call, so a test can change the catalog):
 * the paged list, one book, its edit and its delete, plus the stats every admin page reads.
 */
function mockBooks(list: () => Book[]) {
  const bookAt = (url: string) => list().find((book) => url.endsWith(`/${book._id}`));
  const notFound = () => json({ message: 'Book not found.' }, 404);
  const calls = mockApi({
    '/api/admin/books/': (url) => bookAt(url) ?? notFound(),
    '/api/admin/books': adminBooksApi(list, SEARCHES),
    '/api/books/edit/': (url, init) => {
      const book = bookAt(url);
      return book ? { message: 'Book updated.', book: bookAfterWrite(book, init) } : notFound();
    },
    // The book as it was, which the test has already taken out of `list()`: any book will do.
    '/api/books/': (url) => ({ message: 'Book deleted.', book: makeBook(url.split('/').at(-1)!) }),
    ...ownerOverviewApi(STATS),
    '/api/admin/stock-alerts': () => ({ waitingByBook: waiting, reorder: [] }),
  });
  /** The list requests so far, as `q page` (q '' for none), in order. */
  const listRequests = () =>
    calls
      .filter((call) => call.url.startsWith('/api/admin/books?'))
      .map((call) => {
        const query = new URL(call.url, 'http://shop.test').searchParams;
        expect(query.get('limit')).toBe('20');
        return `${query.get('q') ?? ''} ${query.get('page')}`;
      });
  return { calls, listRequests };
}

const rows = () => screen.queryAllByTestId('book-row');
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const titles = () => rows().map((row) => cells(row)[1]);
const pageLabel = () => within(screen.getByRole('navigation', { name: 'Pages' })).getByText(/^Page /).textContent;
const total = () => screen.getByTestId('book-total').textContent;
const box = () => screen.getByLabelText('Search books');

function renderManageBooks(list: () => Book[], path = '/dashboard/manage-books') {
  saveSession(OWNER_LOGIN);
  const api = mockBooks(list);
  return { ...api, user: userEvent.setup(), ...renderApp(path) };
}

describe('Manage Books', () => {
  it('has the columns #, Book Title, Category, Price, Waiting and Actions, with the price as ₹ newPrice', async () => {
    waiting = [];
    renderManageBooks(() => [
      makeBook('b1', { title: 'The Salt Road', category: 'fiction', oldPrice: 500, newPrice: 349.5 }),
    ]);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Book Title', 'Category', 'Price', 'Waiting', 'Actions']);
    const [row] = rows();
    expect(cells(row!).slice(0, 5)).toEqual(['1', 'The Salt Road', 'Fiction', '₹349.50', '0']);
    expect(within(row!).getByRole('link', { name: 'Edit The Salt Road' })).toHaveAttribute(
      'href',
      '/dashboard/edit-book/b1',
    );
    expect(within(row!).getByRole('button', { name: 'Delete The Salt Road' })).toBeInTheDocument();
    expect(total()).toBe('1 book');
    expect(pageLabel()).toBe('Page 1 of 1');
  });

  it('shows how many shoppers wait for each book, from the per-book counters', async () => {
    waiting = [{ bookId: 'b2', waiting: 12 }];
    renderManageBooks(() => [makeBook('b1', { title: 'On the Shelf' }), makeBook('b2', { title: 'Sold Out' })]);
    await waitFor(() =>
      expect(screen.getAllByTestId('book-waiting').map((cell) => cell.textContent)).toEqual(['0', '12']),
    );
    waiting = [];
  });

  it('asks the server for one page of 20 at a time, with the total, and keeps the page in the address', async () => {
    const { user, router, listRequests } = renderManageBooks(() => CATALOG);
    await screen.findByRole('table');
    expect(rows()).toHaveLength(20);
    expect(total()).toBe('1,234 books');
    expect(pageLabel()).toBe('Page 1 of 62');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(listRequests()).toEqual([' 1']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(titles()[0]).toBe('Ocean Notes 20'));
    expect(router.state.location.search).toBe('?page=2');
    expect(pageLabel()).toBe('Page 2 of 62');
    expect(cells(rows()[0]!).slice(0, 2)).toEqual(['21', 'Ocean Notes 20']);
    expect(cells(rows()[19]!).slice(0, 2)).toEqual(['40', 'Plain Book 39']);
    expect(listRequests()).toEqual([' 1', ' 2']);

    // Back returns to the first page (from the cache), and Forward to the second.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(titles()[0]).toBe('Ocean Notes 0'));
    expect(router.state.location.search).toBe('');
    expect(pageLabel()).toBe('Page 1 of 62');
    await act(() => router.navigate(1));
    await waitFor(() => expect(pageLabel()).toBe('Page 2 of 62'));
    expect(titles()[0]).toBe('Ocean Notes 20');
  });

  it('opens at the page in the address (a reload), and Next is disabled on the last page', async () => {
    const { user, router, listRequests } = renderManageBooks(() => CATALOG, '/dashboard/manage-books?page=61');
    await screen.findByRole('table');
    expect(listRequests()).toEqual([' 61']);
    expect(cells(rows()[0]!).slice(0, 2)).toEqual(['1201', 'Ocean Notes 1200']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pageLabel()).toBe('Page 62 of 62'));
    await waitFor(() => expect(rows()).toHaveLength(14));
    expect(cells(rows()[13]!).slice(0, 2)).toEqual(['1234', 'Plain Book 1233']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(router.state.location.search).toBe('?page=62');
  });

  it.each(['0', 'abc', '-2', '1.5'])('reads ?page=%s as the first page', async (page) => {
    const { listRequests } = renderManageBooks(() => CATALOG, `/dashboard/manage-books?page=${page}`);
    await screen.findByRole('table');
    expect(pageLabel()).toBe('Page 1 of 62');
    expect(listRequests()).toEqual([' 1']);
  });

  it('goes to the last page there is when the address asks for one past the end', async () => {
    const { router } = renderManageBooks(() => CATALOG, '/dashboard/manage-books?page=900');
    await waitFor(() => expect(router.state.location.search).toBe('?page=62'));
    await waitFor(() => expect(rows()).toHaveLength(14));
  });

  it("searches on the server once the header's text rests, from the first page, with the text in the address", async () => {
    const { user, router, listRequests } = renderManageBooks(() => CATALOG, '/dashboard/manage-books?page=5');
    await screen.findByRole('table');
    expect(pageLabel()).toBe('Page 5 of 62');

    await user.type(box(), 'ocean');
    // The address follows every key at once; the server is asked only when the typing stops.
    expect(router.state.location.search).toBe('?q=ocean');
    expect(listRequests()).toEqual([' 5']);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'All Books matching “ocean”' })).toBeInTheDocument(),
    );
    await waitFor(() => expect(total()).toBe('124 books'));
    expect(listRequests()).toEqual([' 5', 'ocean 1']);
    expect(pageLabel()).toBe('Page 1 of 7');
    expect(cells(rows()[0]!).slice(0, 2)).toEqual(['1', 'Ocean Notes 0']);
    expect(titles().every((title) => title!.startsWith('Ocean Notes'))).toBe(true);

    // Paging through a search keeps it; Back returns to its first page.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(titles()[0]).toBe('Ocean Notes 200'));
    expect(router.state.location.search).toBe('?q=ocean&page=2');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(titles()[0]).toBe('Ocean Notes 0'));
    expect(box()).toHaveValue('ocean');

    await user.clear(box());
    await waitFor(() => expect(total()).toBe('1,234 books'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { name: 'All Books' })).toBeInTheDocument();
  });

  it('See all clears the search, shows every book from the first page, and Back returns to the search', async () => {
    const { user, router, listRequests } = renderManageBooks(() => CATALOG, '/dashboard/manage-books?q=ocean&page=3');
    await screen.findByRole('table');
    expect(pageLabel()).toBe('Page 3 of 7');

    await user.click(screen.getByRole('button', { name: 'See all' }));
    await waitFor(() => expect(total()).toBe('1,234 books'));
    expect(router.state.location.search).toBe('');
    expect(box()).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'All Books' })).toBeInTheDocument();
    expect(pageLabel()).toBe('Page 1 of 62');
    expect(cells(rows()[0]!).slice(0, 2)).toEqual(['1', 'Ocean Notes 0']);
    expect(titles()).toContain('Plain Book 1');
    // Asked at once, not after the typing pause: See all is not a keystroke.
    expect(listRequests()).toEqual(['ocean 3', ' 1']);

    // Every book, page by page.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pageLabel()).toBe('Page 2 of 62'));
    await waitFor(() => expect(titles()[0]).toBe('Ocean Notes 20'));

    await act(() => router.navigate(-2));
    await waitFor(() => expect(pageLabel()).toBe('Page 3 of 7'));
    expect(box()).toHaveValue('ocean');
  });

  it('See all while a search is still being typed shows every book at once, and the box empties', async () => {
    const { router, listRequests } = renderManageBooks(() => CATALOG, '/dashboard/manage-books?page=4');
    await screen.findByRole('table');
    // The box's pause on the test's clock, so the press comes within it however slow the machine:
    // on the wall clock, a loaded run took longer than the pause between the last key and the press
    // and asked for 'notes 1'. fireEvent, as user-event waits on a real-time timer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(box(), { target: { value: 'notes 1' } });
      fireEvent.click(screen.getByRole('button', { name: 'See all' }));
      // Long past the pause: the half-typed search was never asked for.
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_SETTLE_MS + 100));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(pageLabel()).toBe('Page 1 of 62'));
    expect(router.state.location.search).toBe('');
    expect(box()).toHaveValue('');
    expect(listRequests()).toEqual([' 4', ' 1']);
    expect(total()).toBe('1,234 books');
  });

  it('See all on the first page of every book adds no history entry', async () => {
    const { user, router } = renderManageBooks(() => CATALOG);
    await screen.findByRole('table');
    const before = router.state.historyAction;
    await user.click(screen.getByRole('button', { name: 'See all' }));
    expect(router.state.historyAction).toBe(before);
    expect(pageLabel()).toBe('Page 1 of 62');
  });

  it('waits for the text to rest before asking, and asks once for what was typed', async () => {
    const { listRequests } = renderManageBooks(() => CATALOG);
    await screen.findByRole('table');
    // On the test's clock, a key every 50 ms (the whole text takes longer than the pause), then
    // the pause to the millisecond: timed on the wall clock from after user-event's last key, a
    // loaded run saw the pause 20 ms short.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (let typed = 1; typed <= 'notes 12'.length; typed += 1) {
        fireEvent.change(box(), { target: { value: 'notes 12'.slice(0, typed) } });
        await act(() => vi.advanceTimersByTimeAsync(50));
      }
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_SETTLE_MS - 51));
      expect(listRequests()).toEqual([' 1']);
      await act(() => vi.advanceTimersByTimeAsync(1));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(listRequests()).toEqual([' 1', 'notes 12 1']));
  });

  it('opens a search in the address (a reload) at once, at its page', async () => {
    const { listRequests } = renderManageBooks(() => CATALOG, '/dashboard/manage-books?q=ocean&page=3');
    await screen.findByRole('table');
    expect(listRequests()).toEqual(['ocean 3']);
    expect(pageLabel()).toBe('Page 3 of 7');
    expect(box()).toHaveValue('ocean');
  });

  it('says plainly when no book matches, with no pages', async () => {
    const { user } = renderManageBooks(() => CATALOG);
    await screen.findByRole('table');
    await user.type(box(), 'no such title');
    expect(await screen.findByText('No books match “no such title”.')).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
    expect(total()).toBe('0 books');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says when there are no books at all', async () => {
    renderManageBooks(() => []);
    expect(await screen.findByText('No books yet: add the first one with Add New Book.')).toBeInTheDocument();
    expect(total()).toBe('0 books');
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    saveSession(OWNER_LOGIN);
    mockApi({
      '/api/admin/books': () => new Response(JSON.stringify({ message: 'q is too long.' }), { status: 400 }),
      ...ownerOverviewApi(STATS),
    });
    renderApp('/dashboard/manage-books');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching books: q is too long.');
  });

  it("Delete asks first, then shows 'Book Deleted' and fetches the page on screen again", async () => {
    let books = CATALOG.slice(0, 45);
    const { user, calls, listRequests } = renderManageBooks(() => books, '/dashboard/manage-books?page=2');
    await screen.findByRole('table');
    expect(listRequests()).toEqual([' 2']);
    expect(titles()[0]).toBe('Ocean Notes 20');

    await user.click(screen.getByRole('button', { name: 'Delete Plain Book 21' }));
    expect(await screen.findByText('Delete this book?')).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(false);
    books = books.filter((book) => book._id !== 'b21');
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Book Deleted')).toBeInTheDocument();
    expect(calls.filter((call) => call.init?.method === 'DELETE').map((call) => call.url)).toEqual(['/api/books/b21']);
    await waitFor(() => expect(listRequests()).toEqual([' 2', ' 2']));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    // The next book moved up from page 3, and the numbering is the page's.
    await waitFor(() => expect(cells(rows()[19]!).slice(0, 2)).toEqual(['40', 'Ocean Notes 40']));
    expect(titles().slice(0, 2)).toEqual(['Ocean Notes 20', 'Plain Book 22']);
    expect(total()).toBe('44 books');
  });

  it('goes back a page when the last book of the last page is deleted', async () => {
    let books = CATALOG.slice(0, 41);
    const { user, router } = renderManageBooks(() => books, '/dashboard/manage-books?page=3');
    await screen.findByRole('table');
    expect(titles()).toEqual(['Ocean Notes 40']);
    expect(pageLabel()).toBe('Page 3 of 3');

    await user.click(screen.getByRole('button', { name: 'Delete Ocean Notes 40' }));
    books = books.slice(0, 40);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Book Deleted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(pageLabel()).toBe('Page 2 of 2'));
    expect(rows()).toHaveLength(20);
    expect(titles()[19]).toBe('Plain Book 39');
    // The emptied page was replaced, not added to: Back leaves Manage Books' history as it was.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the edited book on the page the owner comes back to', async () => {
    const books = CATALOG.slice(0, 30).map((book) =>
      book._id === 'b25' ? { ...book, title: 'To Edit', ISBN: '978-0-306-40615-7' } : book,
    );
    const { user, router, listRequests } = renderManageBooks(() => books, '/dashboard/manage-books?page=2');
    await screen.findByRole('table');
    await user.click(screen.getByRole('link', { name: 'Edit To Edit' }));
    const title = await screen.findByLabelText('Title');
    await waitFor(() => expect(title).toHaveValue('To Edit'));
    await user.clear(title);
    await user.type(title, 'Edited Title');
    await user.click(screen.getByRole('button', { name: 'Update Book' }));
    expect(await screen.findByText('Book Updated')).toBeInTheDocument();
    books[25] = { ...books[25]!, title: 'Edited Title' };
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(titles()).toContain('Edited Title'));
    expect(router.state.location.search).toBe('?page=2');
    expect(listRequests()).toEqual([' 2', ' 2']);
  });
});

describe('Manage Books when a delete fails', () => {
  it("shows 'The book could not be deleted' with the server's message, and keeps the book", async () => {
    saveSession(OWNER_LOGIN);
    mockApi({
      '/api/admin/books': adminBooksApi(() => [makeBook('b1', { title: 'Stubborn' })]),
      '/api/books/': () => new Response(JSON.stringify({ message: 'Book not found.' }), { status: 404 }),
      ...ownerOverviewApi(STATS),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/manage-books');
    await user.click(await screen.findByRole('button', { name: 'Delete Stubborn' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The book could not be deleted')).toBeInTheDocument();
    expect(screen.getByText('Book not found.')).toBeInTheDocument();
    expect(screen.queryByText('Book Deleted')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(titles()).toEqual(['Stubborn']));
  });
});
