import { VERIFY_EMAIL_MESSAGE } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOrder, mockApi, renderApp, SIGNED_IN } from './render-app';
import { failure, fileAnswer, watchDownloads } from './support/downloads';

const PDF = '%PDF-1.7\n% a bill\n%%EOF\n';
const pdfAnswer = (filename: string) => fileAnswer(PDF, 'application/pdf', filename);

const billed = makeOrder('ord-1', {
  email: SIGNED_IN.email!,
  number: 1042,
  status: 'shipped',
  bill: { number: 'BS/26-27/000001', issuedAt: '2026-11-20T06:00:00.000Z' },
});

function ordersApi(orders = [billed], papers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ '/api/orders/email/': () => orders, '/api/books': () => [], ...papers });
}

const paperCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => /\/(bill|credit-note)$/.test(call.url));

describe('the customer’s bill of supply and credit note', () => {
  it('downloads the bill with the customer’s ID token, saved under the server’s name', async () => {
    const calls = ordersApi([billed], { '/api/orders/ord-1/bill': () => pdfAnswer('BS-26-27-000001.pdf') });
    const downloads = watchDownloads();
    const user = userEvent.setup();
    renderApp('/orders', SIGNED_IN);
    const card = await screen.findByTestId('order');
    expect(card).toHaveTextContent('Bill of supply BS/26-27/000001');
    expect(within(card).queryByRole('button', { name: 'Download credit note' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Download bill' }));
    await waitFor(() => expect(downloads.saved).toEqual(['BS-26-27-000001.pdf']));
    expect(await downloads.lastFile()).toBe(PDF);
    const [call] = paperCalls(calls);
    expect(call!.url).toBe('/api/orders/ord-1/bill');
    expect(call!.init?.method ?? 'GET').toBe('GET');
    expect(new Headers(call!.init?.headers).get('authorization')).toBe('Bearer test-id-token');
  });

  it('offers no download for an order without a bill', async () => {
    const calls = ordersApi([makeOrder('ord-2', { email: SIGNED_IN.email!, number: 1043 })]);
    renderApp('/orders', SIGNED_IN);
    const card = await screen.findByTestId('order');
    expect(card).toHaveTextContent('Order #1043');
    expect(within(card).queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('Bill of supply');
    expect(paperCalls(calls)).toEqual([]);
  });

  it('downloads the credit note of a returned order from its own address', async () => {
    const returned = {
      ...billed,
      status: 'returned' as const,
      creditNote: { number: 'CN/26-27/000004', issuedAt: '2026-11-25T06:00:00.000Z' },
    };
    const calls = ordersApi([returned], {
      '/api/orders/ord-1/credit-note': () => pdfAnswer('CN-26-27-000004.pdf'),
    });
    const downloads = watchDownloads();
    const user = userEvent.setup();
    renderApp('/orders', SIGNED_IN);
    const card = await screen.findByTestId('order');
    expect(card).toHaveTextContent('Bill of supply BS/26-27/000001');
    expect(card).toHaveTextContent('Credit note CN/26-27/000004');

    await user.click(within(card).getByRole('button', { name: 'Download credit note' }));
    await waitFor(() => expect(downloads.saved).toEqual(['CN-26-27-000004.pdf']));
    expect(paperCalls(calls).map((call) => call.url)).toEqual(['/api/orders/ord-1/credit-note']);
  });

  it('says why a bill could not be downloaded, in the server’s words, and saves nothing', async () => {
    ordersApi([billed], { '/api/orders/ord-1/bill': () => failure(404, 'This order has no bill of supply yet.') });
    const downloads = watchDownloads();
    const user = userEvent.setup();
    renderApp('/orders', SIGNED_IN);
    const card = await screen.findByTestId('order');
    await user.click(within(card).getByRole('button', { name: 'Download bill' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This order has no bill of supply yet.');
    expect(downloads.saved).toEqual([]);
    expect(within(card).getByRole('button', { name: 'Download bill' })).toBeEnabled();
  });

  it('asks again with a fresh token when the API still thinks the e-mail unverified', async () => {
    let asked = 0;
    const calls = ordersApi([billed], {
      '/api/orders/ord-1/bill': () =>
        ++asked === 1 ? failure(403, VERIFY_EMAIL_MESSAGE) : pdfAnswer('BS-26-27-000001.pdf'),
    });
    const downloads = watchDownloads();
    const user = userEvent.setup();
    renderApp('/orders', SIGNED_IN);
    await user.click(await screen.findByRole('button', { name: 'Download bill' }));
    await waitFor(() => expect(downloads.saved).toEqual(['BS-26-27-000001.pdf']));
    expect(paperCalls(calls)).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is offered on the dashboard too', async () => {
    const calls = ordersApi([billed], { '/api/orders/ord-1/bill': () => pdfAnswer('BS-26-27-000001.pdf') });
    const downloads = watchDownloads();
    const user = userEvent.setup();
    renderApp('/user-dashboard', SIGNED_IN);
    const card = await screen.findByTestId('dashboard-order');
    expect(card).toHaveTextContent('Bill of supply BS/26-27/000001');
    await user.click(within(card).getByRole('button', { name: 'Download bill' }));
    await waitFor(() => expect(downloads.saved).toEqual(['BS-26-27-000001.pdf']));
    expect(new Headers(paperCalls(calls)[0]!.init?.headers).get('authorization')).toBe('Bearer test-id-token');
  });
});
