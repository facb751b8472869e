import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import {
  adminStats,
  makeOrder,
  mockApi,
  OWNER_LOGIN,
  OWNER_TOKEN,
  ownerOverviewApi,
  renderApp,
  sentBody,
} from './render-app';
import { failure, fileAnswer, watchDownloads } from './support/downloads';

const STATS = adminStats({ totalBooks: 2 });
const PDF = '%PDF-1.7\n% slips\n%%EOF\n';
const pdfAnswer = (filename: string) => fileAnswer(PDF, 'application/pdf', filename);
const CSV = '\uFEFF"number","date"\r\n';

const bearer = (call: { init?: RequestInit }) => new Headers(call.init?.headers).get('authorization');
const callsTo = (calls: ReturnType<typeof mockApi>, part: string) => calls.filter((call) => call.url.includes(part));

afterEach(() => {
  vi.useRealTimers();
});

describe('the owner’s bill of supply and credit note', () => {
  function renderOrder(order: ReturnType<typeof makeOrder>, papers: Parameters<typeof mockApi>[0] = {}) {
    saveSession(OWNER_LOGIN);
    const calls = mockApi({
      [`/api/admin/orders/${order._id}/mail`]: () => [],
      [`/api/admin/orders/${order._id}`]: () => order,
      ...ownerOverviewApi(STATS),
      ...papers,
    });
    const downloads = watchDownloads();
    renderApp(`/dashboard/orders/${order._id}`);
    return { calls, downloads, user: userEvent.setup() };
  }

  it('downloads the bill and the credit note with the owner’s token, each named by its number', async () => {
    const order = makeOrder('o1', {
      number: 1042,
      status: 'returned',
      bill: { number: 'BS/26-27/000001', issuedAt: '2026-11-20T06:00:00.000Z' },
      creditNote: { number: 'CN/26-27/000004', issuedAt: '2026-11-25T06:00:00.000Z' },
    });
    const { calls, downloads, user } = renderOrder(order, {
      '/api/admin/orders/o1/bill': () => pdfAnswer('BS-26-27-000001.pdf'),
      '/api/admin/orders/o1/credit-note': () => pdfAnswer('CN-26-27-000004.pdf'),
    });
    const section = await screen.findByRole('region', { name: 'Bill of supply' });
    expect(section).toHaveTextContent('Bill of supply BS/26-27/000001');
    expect(section).toHaveTextContent('Credit note CN/26-27/000004');

    await user.click(within(section).getByRole('button', { name: 'Download bill' }));
    await waitFor(() => expect(downloads.saved).toEqual(['BS-26-27-000001.pdf']));
    await user.click(within(section).getByRole('button', { name: 'Download credit note' }));
    await waitFor(() => expect(downloads.saved).toEqual(['BS-26-27-000001.pdf', 'CN-26-27-000004.pdf']));
    const papers = [...callsTo(calls, '/bill'), ...callsTo(calls, '/credit-note')];
    expect(papers.map((call) => call.url)).toEqual(['/api/admin/orders/o1/bill', '/api/admin/orders/o1/credit-note']);
    expect(papers.map(bearer)).toEqual([`Bearer ${OWNER_TOKEN}`, `Bearer ${OWNER_TOKEN}`]);
  });

  it('offers neither before a bill is issued', async () => {
    renderOrder(makeOrder('o2', { number: 1043, status: 'confirmed' }));
    expect(await screen.findByRole('heading', { name: 'Order #1043' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bill of supply' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Download (bill|credit note)$/ })).toBeNull();
  });

  it('says why a bill could not be downloaded, with the server’s message', async () => {
    const order = makeOrder('o1', {
      number: 1042,
      status: 'shipped',
      bill: { number: 'BS/26-27/000001', issuedAt: '2026-11-20T06:00:00.000Z' },
    });
    const { downloads, user } = renderOrder(order, {
      '/api/admin/orders/o1/bill': () => failure(404, 'This order has no bill of supply.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Download bill' }));
    expect(await screen.findByText('The bill of supply could not be downloaded')).toBeInTheDocument();
    expect(screen.getByText('This order has no bill of supply.')).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
  });
});

describe('packing slips and address labels from the orders list', () => {
  const LIST = [
    makeOrder('o3', { number: 1044, status: 'confirmed' }),
    makeOrder('o2', { number: 1043, status: 'confirmed' }),
    makeOrder('o1', { number: 1042, status: 'pending' }),
  ];

  function renderList(print: () => Response = () => pdfAnswer('parcels-2026-11-26.pdf')) {
    saveSession(OWNER_LOGIN);
    const calls = mockApi({
      '/api/admin/orders/paperwork': print,
      '/api/admin/orders?cursor=o2': () => ({ orders: [LIST[2]], nextCursor: null }),
      '/api/admin/orders?status=': () => ({ orders: LIST.slice(0, 2), nextCursor: null }),
      '/api/admin/orders': () => ({ orders: LIST.slice(0, 2), nextCursor: 'o2' }),
      ...ownerOverviewApi(STATS),
    });
    const downloads = watchDownloads();
    renderApp('/dashboard/orders');
    return { calls, downloads, user: userEvent.setup() };
  }

  const printSelected = (count: number) => screen.getByRole('button', { name: `Print slips and labels (${count})` });
  const box = (name: string) => screen.getByRole('checkbox', { name });

  it('prints exactly the orders ticked, with the owner’s token, and saves the PDF the server names', async () => {
    const { calls, downloads, user } = renderList();
    await screen.findAllByTestId('order-row');
    expect(printSelected(0)).toBeDisabled();

    await user.click(box('Select order #1044'));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    // More pages keep what was ticked.
    expect(box('Select order #1044')).toBeChecked();
    await user.click(box('Select order #1042'));
    await user.click(printSelected(2));

    await waitFor(() => expect(downloads.saved).toEqual(['parcels-2026-11-26.pdf']));
    const [call] = callsTo(calls, '/paperwork');
    expect(call!.url).toBe('/api/admin/orders/paperwork');
    expect(call!.init?.method).toBe('POST');
    expect(new Headers(call!.init?.headers).get('content-type')).toBe('application/json');
    expect(bearer(call!)).toBe(`Bearer ${OWNER_TOKEN}`);
    expect(sentBody(call!)).toEqual({ orderIds: ['o3', 'o1'] });
  });

  it('ticks every order on the page at once, and starts afresh when the list asked for changes', async () => {
    const { user } = renderList();
    await screen.findAllByTestId('order-row');
    const all = box('Select all orders on this page');
    await user.click(box('Select order #1043'));
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);

    await user.click(all);
    expect(box('Select order #1044')).toBeChecked();
    expect(box('Select order #1043')).toBeChecked();
    expect(printSelected(2)).toBeEnabled();
    await user.click(all);
    expect(printSelected(0)).toBeDisabled();

    await user.click(all);
    await user.selectOptions(screen.getByLabelText('Status'), 'Confirmed');
    await waitFor(() => expect(printSelected(0)).toBeDisabled());
    expect(box('Select order #1044')).not.toBeChecked();
  });

  it('prints every confirmed order with Print all confirmed', async () => {
    const { calls, downloads, user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Print all confirmed' }));
    await waitFor(() => expect(downloads.saved).toEqual(['parcels-2026-11-26.pdf']));
    const [call] = callsTo(calls, '/paperwork');
    expect(sentBody(call!)).toEqual({ allConfirmed: true });
    expect(bearer(call!)).toBe(`Bearer ${OWNER_TOKEN}`);
  });

  it('shows the server’s reason when nothing can be printed', async () => {
    const { downloads, user } = renderList(() => failure(400, 'No confirmed order is waiting to be packed.'));
    await user.click(await screen.findByRole('button', { name: 'Print all confirmed' }));
    expect(await screen.findByText('The slips and labels could not be printed')).toBeInTheDocument();
    expect(screen.getByText('No confirmed order is waiting to be packed.')).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
  });
});

describe('the bills register', () => {
  function renderRegister(answer: () => Response = () => fileAnswer(CSV, 'text/csv; charset=utf-8', 'bills.csv')) {
    saveSession(OWNER_LOGIN);
    const calls = mockApi({
      '/api/admin/reports/bills': answer,
      '/api/admin/orders': () => ({ orders: [], nextCursor: null }),
      ...ownerOverviewApi(STATS),
    });
    const downloads = watchDownloads();
    renderApp('/dashboard/orders');
    return { calls, downloads, user: userEvent.setup() };
  }

  const form = async () => within(await screen.findByRole('form', { name: 'Bills register (CSV)' }));
  const registerCalls = (calls: ReturnType<typeof mockApi>) =>
    callsTo(calls, '/api/admin/reports/bills').map((call) => call.url);

  it('starts at this month on the store’s calendar and downloads its days, 1 to 30 November', async () => {
    // 19:00 UTC on 31 October is 00:30 on 1 November in India.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-31T19:00:00Z'));
    const { calls, downloads, user } = renderRegister(() =>
      fileAnswer(CSV, 'text/csv; charset=utf-8', 'bills-2026-11-01-to-2026-11-30.csv'),
    );
    const register = await form();
    expect(register.getByLabelText('Month')).toHaveValue('2026-11');
    expect(register.getByLabelText('Month')).toHaveAttribute('type', 'month');
    await user.click(register.getByRole('button', { name: 'Download register' }));
    await waitFor(() => expect(downloads.saved).toEqual(['bills-2026-11-01-to-2026-11-30.csv']));
    expect(registerCalls(calls)).toEqual(['/api/admin/reports/bills?from=2026-11-01&to=2026-11-30']);
    expect(bearer(callsTo(calls, '/reports/bills')[0]!)).toBe(`Bearer ${OWNER_TOKEN}`);
  });

  it('ends February on the 29th in a leap year and on the 28th in another', async () => {
    const { calls, downloads, user } = renderRegister();
    const register = await form();
    fireEvent.change(register.getByLabelText('Month'), { target: { value: '2028-02' } });
    await user.click(register.getByRole('button', { name: 'Download register' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    fireEvent.change(register.getByLabelText('Month'), { target: { value: '2027-02' } });
    await user.click(register.getByRole('button', { name: 'Download register' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(2));
    expect(registerCalls(calls)).toEqual([
      '/api/admin/reports/bills?from=2028-02-01&to=2028-02-29',
      '/api/admin/reports/bills?from=2027-02-01&to=2027-02-28',
    ]);
  });

  it('downloads a financial year, 1 April to 31 March, from this year and the ones before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-05-10T06:00:00Z'));
    const { calls, downloads, user } = renderRegister();
    const register = await form();
    const period = register.getByLabelText('Period');
    expect(
      within(period)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'A month',
      'Financial year 2027-28',
      'Financial year 2026-27',
      'Financial year 2025-26',
      'Financial year 2024-25',
      'Financial year 2023-24',
    ]);
    await user.selectOptions(period, 'Financial year 2026-27');
    expect(register.queryByLabelText('Month')).toBeNull();
    await user.click(register.getByRole('button', { name: 'Download register' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(registerCalls(calls)).toEqual(['/api/admin/reports/bills?from=2026-04-01&to=2027-03-31']);
  });

  it('refuses an empty month, and asks the server nothing', async () => {
    const { calls, user } = renderRegister();
    const register = await form();
    fireEvent.change(register.getByLabelText('Month'), { target: { value: '' } });
    await user.click(register.getByRole('button', { name: 'Download register' }));
    expect(await register.findByText('Choose a month, like 2026-11.')).toBeInTheDocument();
    expect(register.getByLabelText('Month')).toHaveAttribute('aria-invalid', 'true');
    expect(registerCalls(calls)).toEqual([]);
  });

  it('shows the server’s message when it refuses the range', async () => {
    const { downloads, user } = renderRegister(() => failure(400, 'The register covers at most 366 days.'));
    const register = await form();
    await user.click(register.getByRole('button', { name: 'Download register' }));
    expect(await screen.findByText('The bills register could not be downloaded')).toBeInTheDocument();
    expect(screen.getByText('The register covers at most 366 days.')).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
  });
});
