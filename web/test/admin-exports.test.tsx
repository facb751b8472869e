import { EXPORT_RANGE_MESSAGE } from '@bookstore/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import {
  adminBooksApi,
  adminStats,
  held,
  makeBook,
  mockApi,
  OWNER_LOGIN,
  OWNER_TOKEN,
  ownerOverviewApi,
  renderApp,
} from './render-app';
import { failure, fileAnswer, watchDownloads } from './support/downloads';

const STATS = adminStats({ totalBooks: 1 });
const CSV = '\uFEFF"isbn","title"\r\n"978-0-306-40615-7","The Salt Road"\r\n';

const csvAnswer = (filename: string) => fileAnswer(CSV, 'text/csv; charset=utf-8', filename);

const downloadsOf = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.url.includes('/export'));

afterEach(() => {
  vi.useRealTimers();
});

describe('Manage Books → Export CSV', () => {
  it('downloads every book with the owner’s token, and is busy meanwhile', async () => {
    saveSession(OWNER_LOGIN);
    const answer = held<Response>();
    const calls = mockApi({
      '/api/admin/books/export': () => answer.promise,
      '/api/admin/books': adminBooksApi(() => [makeBook('b1', { title: 'The Salt Road' })]),
      ...ownerOverviewApi(STATS),
    });
    const downloads = watchDownloads();
    const user = userEvent.setup();
    renderApp('/dashboard/manage-books');
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    // Beside the count, in the header row.
    expect(button.parentElement).toContainElement(screen.getByTestId('book-total'));

    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Exporting…');
    answer.release(csvAnswer('books-2026-11-24.csv'));

    await waitFor(() => expect(downloads.saved).toEqual(['books-2026-11-24.csv']));
    expect(await downloads.lastFile()).toBe(CSV);
    const [call] = downloadsOf(calls);
    expect(call!.url).toBe('/api/admin/books/export');
    expect(new Headers(call!.init?.headers).get('authorization')).toBe(`Bearer ${OWNER_TOKEN}`);
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveTextContent('Export CSV');
  });

  it('says the books could not be exported, with the server’s message', async () => {
    saveSession(OWNER_LOGIN);
    mockApi({
      '/api/admin/books/export': () => failure(500, 'Something went wrong'),
      '/api/admin/books': adminBooksApi(() => [makeBook('b1')]),
      ...ownerOverviewApi(STATS),
    });
    const downloads = watchDownloads();
    const user = userEvent.setup();
    renderApp('/dashboard/manage-books');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The books could not be exported')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});

describe('Orders → Export CSV', () => {
  function renderOrders(exportAnswer: () => Response | Promise<Response>) {
    saveSession(OWNER_LOGIN);
    const calls = mockApi({
      '/api/admin/orders/export': exportAnswer,
      '/api/admin/orders': () => ({ orders: [], nextCursor: null }),
      ...ownerOverviewApi(STATS),
    });
    const downloads = watchDownloads();
    renderApp('/dashboard/orders');
    return { calls, downloads, user: userEvent.setup() };
  }

  const form = async () => within(await screen.findByRole('form', { name: 'Export orders' }));
  const setDate = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('starts at this month on the store calendar, which is a day ahead of UTC late in the evening', async () => {
    // 19:00 UTC on 30 November is 00:30 on 1 December in India.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T19:00:00Z'));
    renderOrders(() => csvAnswer('unused.csv'));
    const range = await form();
    expect(range.getByLabelText('From')).toHaveValue('2026-12-01');
    expect(range.getByLabelText('To')).toHaveValue('2026-12-01');
    expect(range.getByLabelText('From')).toHaveAttribute('type', 'date');
  });

  it('refuses a range the shared schema refuses, with its message, and asks the server nothing', async () => {
    const { calls, user } = renderOrders(() => csvAnswer('unused.csv'));
    const range = await form();
    setDate('From', '2026-03-10');
    setDate('To', '2026-03-09');
    await user.click(range.getByRole('button', { name: 'Export CSV' }));
    expect(await range.findByText('The To date must not be before the From date.')).toBeInTheDocument();
    expect(range.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');

    setDate('From', '');
    await user.click(range.getByRole('button', { name: 'Export CSV' }));
    expect(await range.findByText('From date is required.')).toBeInTheDocument();
    expect(range.queryByText('The To date must not be before the From date.')).not.toBeInTheDocument();
    expect(downloadsOf(calls)).toEqual([]);
  });

  it('refuses a range of more than a year with the schema’s message, and takes a year whole', async () => {
    const answer = held<Response>();
    const { calls, downloads, user } = renderOrders(() => answer.promise);
    const range = await form();
    setDate('From', '2024-01-01');
    setDate('To', '2025-12-31');
    await user.click(range.getByRole('button', { name: 'Export CSV' }));
    expect(await range.findByText(EXPORT_RANGE_MESSAGE)).toBeInTheDocument();
    expect(range.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    // One day over a leap year is too long; the leap year itself is not.
    setDate('To', '2025-01-01');
    await user.click(range.getByRole('button', { name: 'Export CSV' }));
    expect(await range.findByText(EXPORT_RANGE_MESSAGE)).toBeInTheDocument();
    expect(downloadsOf(calls)).toEqual([]);

    setDate('To', '2024-12-31');
    await user.click(range.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(range.queryByText(EXPORT_RANGE_MESSAGE)).not.toBeInTheDocument());
    answer.release(csvAnswer('orders-2024-01-01-to-2024-12-31.csv'));
    await waitFor(() => expect(downloads.saved).toEqual(['orders-2024-01-01-to-2024-12-31.csv']));
    expect(downloadsOf(calls).map((call) => call.url)).toEqual([
      '/api/admin/orders/export?from=2024-01-01&to=2024-12-31',
    ]);
  });

  it('downloads the range the owner chose, and is busy meanwhile', async () => {
    const answer = held<Response>();
    const { calls, downloads, user } = renderOrders(() => answer.promise);
    const range = await form();
    setDate('From', '2026-03-01');
    setDate('To', '2026-03-31');
    await user.click(range.getByRole('button', { name: 'Export CSV' }));
    const busy = await range.findByRole('button', { name: 'Exporting…' });
    expect(busy).toBeDisabled();
    answer.release(csvAnswer('orders-2026-03-01-to-2026-03-31.csv'));

    await waitFor(() => expect(downloads.saved).toEqual(['orders-2026-03-01-to-2026-03-31.csv']));
    const [call] = downloadsOf(calls);
    expect(call!.url).toBe('/api/admin/orders/export?from=2026-03-01&to=2026-03-31');
    expect(new Headers(call!.init?.headers).get('authorization')).toBe(`Bearer ${OWNER_TOKEN}`);
    expect(await range.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says the orders could not be exported, with the server’s message', async () => {
    const { downloads, user } = renderOrders(() => failure(400, 'From date is not a real date.'));
    const range = await form();
    await user.click(range.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The orders could not be exported')).toBeInTheDocument();
    expect(screen.getByText('From date is not a real date.')).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
  });
});
