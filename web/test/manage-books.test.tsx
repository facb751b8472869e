import type { Book } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../src/features/admin/session';
import { makeBook, mockApi, OWNER_LOGIN, renderApp } from './render-app';

const STATS = { totalBooks: 0, totalSales: 0, totalOrders: 0, trendingBooks: [], lowStockBooks: [], monthlySales: [] };

/** 500 books; every tenth is an 'Ocean' title, so a search for it finds 50 (two pages). */
const CATALOG = Array.from({ length: 500 }, (_, i) =>
  makeBook(`b${i}`, { title: i % 10 === 0 ? `Ocean Notes ${i}` : `Plain Book ${i}`, newPrice: 100 + i }),
);

/** The owner's book list (asked for again after each change), plus the stats every admin page reads. */
function mockBooks(list: () => Book[]) {
  return mockApi({
    '/api/admin/books': () => list(),
    '/api/books/': () => ({ message: 'Book deleted.' }),
    '/api/admin': () => STATS,
  });
}

const rows = () => screen.getAllByTestId('book-row');
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const pageLabel = () => within(screen.getByRole('navigation', { name: 'Pages' })).getByText(/^Page /).textContent;

describe('Manage Books', () => {
  it('has the columns #, Book Title, Category, Price and Actions, with the price as ₹ newPrice', async () => {
    saveSession(OWNER_LOGIN);
    mockBooks(() => [makeBook('b1', { title: 'The Salt Road', category: 'fiction', oldPrice: 500, newPrice: 349.5 })]);
    renderApp('/dashboard/manage-books');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Book Title', 'Category', 'Price', 'Actions']);
    const [row] = rows();
    expect(cells(row!).slice(0, 4)).toEqual(['1', 'The Salt Road', 'Fiction', '₹349.50']);
    expect(within(row!).getByRole('link', { name: 'Edit The Salt Road' })).toHaveAttribute(
      'href',
      '/dashboard/edit-book/b1',
    );
    expect(within(row!).getByRole('button', { name: 'Delete The Salt Road' })).toBeInTheDocument();
  });

  it('pages through 500 books 25 at a time', async () => {
    saveSession(OWNER_LOGIN);
    mockBooks(() => CATALOG);
    const user = userEvent.setup();
    renderApp('/dashboard/manage-books');
    await screen.findByRole('table');
    expect(rows()).toHaveLength(25);
    expect(pageLabel()).toBe('Page 1 of 20 (500 books)');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(pageLabel()).toBe('Page 2 of 20 (500 books)');
    expect(cells(rows()[0]!).slice(0, 2)).toEqual(['26', 'Plain Book 25']);
    expect(cells(rows()[24]!).slice(0, 2)).toEqual(['50', 'Plain Book 49']);
  });

  it("the header's search box filters the table, and a new search starts at the first page", async () => {
    saveSession(OWNER_LOGIN);
    mockBooks(() => CATALOG);
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/manage-books');
    await screen.findByRole('table');
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(pageLabel()).toBe('Page 5 of 20 (500 books)');

    await user.type(screen.getByLabelText('Search books'), 'ocean');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ocean'));
    expect(pageLabel()).toBe('Page 1 of 2 (50 books)');
    expect(cells(rows()[0]!).slice(0, 2)).toEqual(['1', 'Ocean Notes 0']);
    expect(rows().every((row) => row.textContent.includes('Ocean Notes'))).toBe(true);

    await user.clear(screen.getByLabelText('Search books'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(pageLabel()).toBe('Page 1 of 20 (500 books)');

    await user.type(screen.getByLabelText('Search books'), 'no such title');
    expect(await screen.findByText('No books found.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('book-row')).toHaveLength(0);
  });

  it("Delete asks first, then shows 'Book Deleted' and fetches the list again", async () => {
    saveSession(OWNER_LOGIN);
    let books = [makeBook('b1', { title: 'Keep Me' }), makeBook('b2', { title: 'Remove Me' })];
    const calls = mockBooks(() => books);
    const user = userEvent.setup();
    renderApp('/dashboard/manage-books');
    await screen.findByRole('table');
    const listFetches = () => calls.filter((call) => call.url === '/api/admin/books').length;
    expect(listFetches()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Delete Remove Me' }));
    expect(await screen.findByText('Delete this book?')).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(false);
    books = books.filter((book) => book._id !== 'b2');
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Book Deleted')).toBeInTheDocument();
    expect(calls.filter((call) => call.init?.method === 'DELETE').map((call) => call.url)).toEqual(['/api/books/b2']);
    await waitFor(() => expect(listFetches()).toBe(2));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(rows().map((row) => cells(row)[1])).toEqual(['Keep Me']));
  });
});

describe('Manage Books when a delete fails', () => {
  it("shows 'The book could not be deleted' with the server's message, and keeps the book", async () => {
    saveSession(OWNER_LOGIN);
    mockApi({
      '/api/admin/books': () => [makeBook('b1', { title: 'Stubborn' })],
      '/api/books/': () => new Response(JSON.stringify({ message: 'Book not found.' }), { status: 404 }),
      '/api/admin': () => STATS,
    });
    const user = userEvent.setup();
    renderApp('/dashboard/manage-books');
    await user.click(await screen.findByRole('button', { name: 'Delete Stubborn' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The book could not be deleted')).toBeInTheDocument();
    expect(screen.getByText('Book not found.')).toBeInTheDocument();
    expect(screen.queryByText('Book Deleted')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(rows().map((row) => cells(row)[1])).toEqual(['Stubborn']));
  });
});
