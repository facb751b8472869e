import type { RemittanceImportResult } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import {
  json,
  makeOrder,
  mockApi,
  OWNER_LOGIN,
  OWNER_TOKEN,
  ownerOverviewApi,
  renderApp,
  sentBody,
} from './render-app';

const csvFile = (text: string, name = 'remittance.csv') => new File([text], name, { type: 'text/csv' });

// A courier's file: its own column names and order, a BOM, CRLF line ends; the server reads it.
const FILE =
  '\uFEFFRemittance Date,AWB No.,COD Amount,UTR\r\n2026-03-05,DL123,300.00,UTR1\r\n2026-03-05,XX999,50,UTR1\r\n';

const RESULT: RemittanceImportResult = {
  remitted: [
    { line: 2, awb: 'DL123', orderId: 'o1', order: '#1042', amount: 300, due: 300, deduction: 0 },
    {
      line: 5,
      awb: 'DL124',
      orderId: 'o2',
      order: '#1043',
      amount: 260,
      due: 300,
      deduction: 40,
      note: 'short by ₹40.00',
    },
  ],
  mismatches: [
    { line: 3, awb: 'XX999', problem: 'No order has this AWB.' },
    { line: 4, awb: 'DL777', problem: 'The amount ₹250.00 differs from the order’s ₹300.00.', orderId: 'o7' },
  ],
};

function mockImport(answer: () => unknown = () => RESULT) {
  return mockApi({
    '/api/admin/remittances/import': answer,
    '/api/admin/orders': () => ({
      orders: [makeOrder('o1', { number: 1042, status: 'delivered', cashPending: true })],
      nextCursor: null,
    }),
    ...ownerOverviewApi(),
  });
}

async function openCashPending() {
  saveSession(OWNER_LOGIN);
  renderApp('/dashboard/orders?view=cash-pending');
  return screen.findByRole('form', { name: 'Import COD remittance' });
}

describe('Import COD remittance', () => {
  it('sends the chosen file’s text, then lists what was remitted and every mismatch by line', async () => {
    const calls = mockImport();
    const user = userEvent.setup();
    const form = await openCashPending();
    await user.upload(within(form).getByLabelText('Courier’s remittance file (CSV)'), csvFile(FILE));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));

    const result = await screen.findByTestId('remittance-result');
    expect(within(result).getByRole('status')).toHaveTextContent('2 orders marked remitted; 2 lines not matched.');
    const post = calls.find((call) => call.url === '/api/admin/remittances/import')!;
    expect(post.init?.method).toBe('POST');
    expect((post.init!.headers as Record<string, string>).authorization).toBe(`Bearer ${OWNER_TOKEN}`);
    // The file's text as the server's reader decodes it (the BOM goes with the decoding; CRLF stays).
    expect(sentBody(post)).toEqual({ file: FILE.replace(/^\uFEFF/, '') });

    const remitted = within(result).getAllByTestId('remitted-row');
    expect(
      remitted.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', '#1042', 'DL123', '₹300.00'],
      ['5', '#1043', 'DL124', '₹260.00short by ₹40.00'],
    ]);
    expect(within(remitted[0]!).getByRole('link', { name: '#1042' })).toHaveAttribute('href', '/dashboard/orders/o1');
    const mismatches = within(result).getAllByTestId('mismatch-row');
    expect(
      mismatches.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', 'XX999', 'No order has this AWB.', ''],
      ['4', 'DL777', 'The amount ₹250.00 differs from the order’s ₹300.00.', 'View the order of line 4'],
    ]);
    // The orders it remitted leave the cash pending list: the list is read again.
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/admin/orders?'))).toHaveLength(2));
  });

  it('shows the file’s message when the server cannot read it (400), and no result', async () => {
    // As the server answers a file it cannot use: the reason as the message and as the file's field message.
    const reason = 'The file has no AWB column. Its first row must name AWB, Amount, Date and Reference.';
    mockImport(() => json({ message: reason, errors: { file: reason } }, 400));
    const user = userEvent.setup();
    const form = await openCashPending();
    await user.upload(within(form).getByLabelText('Courier’s remittance file (CSV)'), csvFile('name,price\nA,1\n'));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.queryByTestId('remittance-result')).toBeNull();
  });

  it('asks for a file before sending anything', async () => {
    const calls = mockImport();
    const user = userEvent.setup();
    const form = await openCashPending();
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the courier’s remittance file.');
    expect(calls.some((call) => call.url === '/api/admin/remittances/import')).toBe(false);
  });

  it('says so when nothing in the file matched', async () => {
    mockImport(() => ({
      remitted: [],
      mismatches: [{ line: 2, awb: 'DL123', problem: 'Already remitted.', orderId: 'o1' }],
    }));
    const user = userEvent.setup();
    const form = await openCashPending();
    await user.upload(within(form).getByLabelText('Courier’s remittance file (CSV)'), csvFile(FILE));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('0 orders marked remitted; 1 line not matched.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('remitted-row')).toEqual([]);
  });
});
