import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../src/features/admin/session';
import { held, makeBook, mockApi, OWNER_TOKEN, renderApp, sentBody, typeInto } from './render-app';

// happy-dom has no image decoding: the chosen file goes up as it is.
vi.mock('../src/features/admin/cover-image', async (original) => ({ ...(await original<typeof import('../src/features/admin/cover-image')>()), resizeCover: async (file: Blob) => file }));

const STATS = { totalBooks: 0, totalSales: 0, totalOrders: 0, trendingBooks: [], lowStockBooks: [], monthlySales: [] };

async function fillBook(user: ReturnType<typeof userEvent.setup>) {
  await typeInto(user, { 'Book Number': '978-0-306-40615-7', Title: 'The Salt Road', Description: 'A long walk along the coast.', Author: 'Asha Rao' });
  await user.selectOptions(screen.getByLabelText('Category'), 'Fiction');
  await typeInto(user, { 'Old Price (₹)': '300', 'New Price (₹)': '250', Stock: '5' });
}

describe('Add New Book', () => {
  it("reads 'Adding..' while the create request is in flight", async () => {
    saveSession(OWNER_TOKEN);
    const answer = held();
    mockApi({
      '/api/books/create-book': () => answer.promise.then(() => ({ message: 'ok', book: makeBook('new') })),
      '/api/admin/books': () => [],
      '/api/admin': () => STATS,
    });
    const user = userEvent.setup();
    renderApp('/dashboard/add-new-book');
    await screen.findByRole('button', { name: 'Add Book' });
    await fillBook(user);
    await user.type(screen.getByLabelText('or enter an image URL'), '/covers/salt-road.webp');
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    const busy = await screen.findByRole('button', { name: 'Adding..' });
    expect(busy).toBeDisabled();
    answer.release();
    expect(await screen.findByText('Book added')).toBeInTheDocument();
  });

  it("after 'Book added' the form is empty, the file is cleared, and closing the popup opens Manage Books", async () => {
    saveSession(OWNER_TOKEN);
    const calls = mockApi({
      '/api/admin/covers': () => ({ url: '/api/covers/abc123.webp' }),
      '/api/books/create-book': (_url, init) => new Response(JSON.stringify({ message: 'ok', book: { ...makeBook('new'), ...(sentBody({ init }) as object) } }), { status: 201 }),
      '/api/admin/books': () => [],
      '/api/admin': () => STATS,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/add-new-book');
    await screen.findByRole('button', { name: 'Add Book' });
    await fillBook(user);
    const picker = screen.getByLabelText<HTMLInputElement>('Upload an image');
    await user.upload(picker, new File(['png'], 'cover.png', { type: 'image/png' }));
    expect(screen.getByText('Selected: cover.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Book' }));

    expect(await screen.findByText('Book added')).toBeInTheDocument();
    const created = sentBody(calls.find((call) => call.url === '/api/books/create-book')!);
    expect(created).toMatchObject({ title: 'The Salt Road', category: 'fiction', coverImage: '/api/covers/abc123.webp', oldPrice: 300, newPrice: 250, stock: 5 });
    // The page under the popup (hidden from the accessibility tree while it is open).
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    for (const label of ['Book Number', 'Description', 'Author', 'Category', 'or enter an image URL']) expect(screen.getByLabelText(label)).toHaveValue('');
    for (const label of ['Old Price (₹)', 'New Price (₹)', 'Stock']) expect(screen.getByLabelText(label)).toHaveValue(null);
    expect(picker.value).toBe('');
    expect(screen.queryByText('Selected: cover.png')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/add-new-book');

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/manage-books'));
  });
});
