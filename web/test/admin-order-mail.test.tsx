import type { OrderMail, OrderStatus } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import {
  adminBooksApi,
  adminStats,
  json,
  makeOrder,
  mockApi,
  OWNER_LOGIN,
  OWNER_TOKEN,
  ownerOverviewApi,
  renderApp,
  sentBody,
} from './render-app';

const STATS = adminStats({ totalBooks: 2 });

function makeMail(id: string, overrides: Partial<OrderMail> = {}): OrderMail {
  return {
    _id: id,
    kind: 'order-placed',
    orderStatus: null,
    to: ['priya@example.com'],
    subject: 'Your order o1',
    state: 'SUCCESS',
    attempts: 1,
    error: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    endedAt: '2026-03-01T10:00:01.000Z',
    nextAttemptAt: null,
    ...overrides,
  };
}

/** One e-mail of each kind the order page names, and each delivery state. */
const MAIL: OrderMail[] = [
  makeMail('m1'),
  makeMail('m2', {
    kind: 'owner-new-order',
    to: ['owner@bookstore.test'],
    state: 'ERROR',
    attempts: 5,
    error: 'connect ECONNREFUSED 127.0.0.1:1025',
    endedAt: '2026-03-01T10:16:00.000Z',
  }),
  makeMail('m3', {
    kind: 'low-stock',
    to: ['owner@bookstore.test'],
    state: 'RETRY',
    attempts: 2,
    error: 'Greeting never received',
    nextAttemptAt: '2026-03-01T10:04:00.000Z',
  }),
  makeMail('m4', { kind: 'order-status', orderStatus: 'shipped', state: 'PROCESSING', endedAt: null }),
  makeMail('m5', { kind: 'order-status', orderStatus: 'delivered', state: 'PENDING', endedAt: null }),
];

/** None in flight, so the list is read again only because of what the test does (no polling). */
const SETTLED = MAIL.filter((mail) => mail.state !== 'PENDING' && mail.state !== 'PROCESSING');

type Calls = ReturnType<typeof mockApi>;
const mailReads = (calls: Calls) => calls.filter((call) => call.url === '/api/admin/orders/o1/mail').length;
const resends = (calls: Calls) => calls.filter((call) => call.url.startsWith('/api/admin/mail/'));

/**
 * The owner's API for order o1 and its e-mails. Resend answers with `resendAnswer` (by default
 * the e-mail sent) and, as the server would, the list then shows the new state. A status move
 * queues a status e-mail.
 */
function mockOrderMail(start: OrderMail[], resendAnswer?: (mail: OrderMail) => Response | object) {
  let order = makeOrder('o1', { status: 'confirmed', email: 'priya@example.com' });
  let mail = start;
  const calls = mockApi({
    '/api/admin/mail/': (url) => {
      const id = decodeURIComponent(url.split('/')[4]!);
      const target = mail.find((item) => item._id === id)!;
      if (resendAnswer) return resendAnswer(target);
      const sent = {
        ...target,
        state: 'SUCCESS' as const,
        attempts: 1,
        error: null,
        endedAt: '2026-03-01T11:00:00.000Z',
      };
      mail = mail.map((item) => (item._id === id ? sent : item));
      return { message: 'Sent again.', mail: sent };
    },
    '/api/admin/orders/o1/mail': () => mail,
    '/api/admin/orders/o1/status': (_url, init) => {
      const { status } = sentBody({ init }) as { status: OrderStatus };
      order = { ...order, status };
      mail = [...mail, makeMail('m9', { kind: 'order-status', orderStatus: status, state: 'SUCCESS' })];
      return { message: `The order is now ${status}.`, order };
    },
    '/api/admin/orders/o1': () => order,
    '/api/admin/books': adminBooksApi(() => []),
    ...ownerOverviewApi(STATS),
  });
  return calls;
}

async function openOrder(start: OrderMail[], resendAnswer?: Parameters<typeof mockOrderMail>[1]) {
  saveSession(OWNER_LOGIN);
  const calls = mockOrderMail(start, resendAnswer);
  renderApp('/dashboard/orders/o1');
  await within(await findSection()).findAllByTestId('mail-item');
  return calls;
}

// The order page is a lazy chunk: under a full run's load the first test's import can take over
// the default second (seen once), as in the other lazy-chunk tests.
const findSection = () => screen.findByRole('region', { name: 'E-mails' });
const section = () => within(screen.getByRole('region', { name: 'E-mails' }));
const items = () => section().getAllByTestId('mail-item');
const itemOf = (title: string) => items().find((item) => within(item).getByTestId('mail-title').textContent === title)!;

describe('the e-mails on the owner’s order page', () => {
  it('names each e-mail, its recipient and its delivery state in words, with the error of a failing one', async () => {
    await openOrder(MAIL);
    expect(items().map((item) => within(item).getByTestId('mail-title').textContent)).toEqual([
      'Order confirmation to customer',
      'New-order alert to owner',
      'Low-stock alert',
      'Status: shipped',
      'Status: delivered',
    ]);
    // The store's clock: UTC+5:30, day first.
    expect(items().map((item) => within(item).getByTestId('mail-state').textContent)).toEqual([
      expect.stringMatching(/^Sent at 1 Mar 2026, 3:30\spm$/),
      'Failed',
      expect.stringMatching(/^Will retry at 1 Mar 2026, 3:34\spm$/),
      'Sending',
      'Queued',
    ]);
    expect(items()[0]).toHaveTextContent('To priya@example.com');
    expect(items()[1]).toHaveTextContent('To owner@bookstore.test');
    expect(within(items()[1]!).getByTestId('mail-error')).toHaveTextContent(
      'Error: connect ECONNREFUSED 127.0.0.1:1025',
    );
    expect(within(items()[2]!).getByTestId('mail-error')).toHaveTextContent('Error: Greeting never received');
    expect(within(items()[0]!).queryByTestId('mail-error')).toBeNull();
  });

  it('offers Resend only for a failed e-mail and one waiting for its retry, each named by its e-mail', async () => {
    await openOrder(MAIL);
    expect(
      section()
        .getAllByRole('button', { name: /^Resend/ })
        .map((button) => button.textContent),
    ).toEqual(['Resend New-order alert to owner', 'Resend Low-stock alert']);
    expect(within(itemOf('New-order alert to owner')).getByRole('button')).toHaveAccessibleName(
      'Resend New-order alert to owner',
    );
  });

  it('Resend posts to the API with the owner’s token, shows the outcome and reads the list again', async () => {
    const calls = await openOrder(SETTLED);
    const user = userEvent.setup();
    const readsBefore = mailReads(calls);
    await user.click(section().getByRole('button', { name: 'Resend New-order alert to owner' }));

    expect(await screen.findByText('Sent again.')).toBeInTheDocument();
    expect(resends(calls).map((call) => [call.url, call.init?.method])).toEqual([
      ['/api/admin/mail/m2/resend', 'POST'],
    ]);
    expect(sentBody(resends(calls)[0]!)).toEqual({});
    expect((resends(calls)[0]!.init!.headers as Record<string, string>).authorization).toBe(`Bearer ${OWNER_TOKEN}`);
    await waitFor(() => expect(mailReads(calls)).toBeGreaterThan(readsBefore));
    await waitFor(() =>
      expect(within(itemOf('New-order alert to owner')).getByTestId('mail-state')).toHaveTextContent(/^Sent at /),
    );
    expect(within(itemOf('New-order alert to owner')).queryByRole('button')).toBeNull();
    expect(within(itemOf('New-order alert to owner')).queryByTestId('mail-error')).toBeNull();
  });

  it('says so when the e-mail still fails', async () => {
    const message = 'Still failing: connect ECONNREFUSED 127.0.0.1:1025; it will be retried at 1 Mar 2026, 4:31 pm.';
    await openOrder(SETTLED, (mail) => ({ message, mail: { ...mail, state: 'RETRY', attempts: 1 } }));
    await userEvent.setup().click(section().getByRole('button', { name: 'Resend New-order alert to owner' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows the API’s reason when Resend is refused (409), and reads the list again', async () => {
    const calls = await openOrder(SETTLED, () =>
      json({ message: 'This e-mail was delivered already; it is not sent twice.' }, 409),
    );
    const readsBefore = mailReads(calls);
    await userEvent.setup().click(section().getByRole('button', { name: 'Resend Low-stock alert' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The e-mail could not be resent');
    expect(dialog).toHaveTextContent('This e-mail was delivered already; it is not sent twice.');
    await waitFor(() => expect(mailReads(calls)).toBeGreaterThan(readsBefore));
  });

  it('shows the e-mail a status change queues', async () => {
    await openOrder([makeMail('m1')]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    // Marking shipped asks for the courier and the AWB first.
    const form = screen.getByRole('form', { name: 'Ship this order' });
    await user.selectOptions(within(form).getByLabelText('Courier'), 'Delhivery');
    await user.type(within(form).getByLabelText('AWB (consignment number)'), 'DL123456');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()[1]).toHaveTextContent('Status: shipped');
  });

  it('asks again while an e-mail is queued or being sent, and stops once all have left', async () => {
    saveSession(OWNER_LOGIN);
    let answers = 0;
    const calls = mockApi({
      '/api/admin/orders/o1/mail': () => {
        answers += 1;
        return [makeMail('m1', answers === 1 ? { state: 'PENDING', endedAt: null } : {})];
      },
      '/api/admin/orders/o1': () => makeOrder('o1'),
      ...ownerOverviewApi(STATS),
    });
    renderApp('/dashboard/orders/o1');
    expect(await within(await findSection()).findByText('Queued')).toBeInTheDocument();
    expect(await section().findByText(/^Sent at /)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(mailReads(calls)).toBe(2);
  });

  it('says so when the list cannot be read, and the rest of the order stays', async () => {
    saveSession(OWNER_LOGIN);
    mockApi({
      '/api/admin/orders/o1/mail': () => json({ message: 'Something went wrong on our side.' }, 500),
      '/api/admin/orders/o1': () => makeOrder('o1'),
      ...ownerOverviewApi(STATS),
    });
    renderApp('/dashboard/orders/o1');
    expect(await within(await findSection()).findByRole('alert')).toHaveTextContent('The e-mails could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Order o1' })).toBeInTheDocument();
  });
});
