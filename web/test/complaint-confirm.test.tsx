import { LINK_INCOMPLETE } from '@bookstore/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { mockApi, renderApp, sentBody } from './render-app';

// The Contact page's confirmation link opens the same e-mail link page as the newsletter's and a
// stock alert's: opening it changes nothing, its button opens the ticket and leads to it.
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-ABCDE';
const created = (body: object) =>
  new Response(JSON.stringify(body), { status: 201, headers: { 'content-type': 'application/json' } });
const confirmCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.url.includes('/api/complaints/confirm'));
const opened = {
  message: 'Your complaint T-1042 is open. The shop answers within 2 days.',
  complaint: {
    number: 'T-1042',
    email: 'reader@example.com',
    orderId: null,
    subject: 'A torn cover',
    status: 'open',
    openedAt: '2026-12-08T01:00:00.000Z',
    answerBy: '2026-12-10T01:00:00.000Z',
    resolveBy: '2027-01-08T01:00:00.000Z',
    answerLate: false,
    resolveLate: false,
    answeredAt: null,
    resolvedAt: null,
    closedAt: null,
    messages: [{ from: 'customer', text: 'The cover came torn.', at: '2026-12-08T01:00:00.000Z' }],
  },
};

it('changes nothing when opened; its button opens the ticket and links to it', async () => {
  const user = userEvent.setup();
  const calls = mockApi({ '/api/books': () => [], '/api/complaints/confirm': () => created(opened) });
  renderApp(`/complaints/confirm?token=${TOKEN}`);
  expect(await screen.findByRole('heading', { name: 'Confirm your complaint' })).toBeInTheDocument();
  expect(confirmCalls(calls)).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Open my complaint' }));
  const status = screen.getAllByRole('status').find((region) => region.closest('main'))!;
  await waitFor(() => expect(status).toHaveTextContent(opened.message));
  expect(confirmCalls(calls)).toHaveLength(1);
  expect(sentBody(confirmCalls(calls)[0]!)).toEqual({ token: TOKEN });
  expect(screen.getByRole('link', { name: 'See it (sign in with this address)' })).toHaveAttribute(
    'href',
    '/complaints/T-1042',
  );
});

it('says a link without a whole token is incomplete, with no button and no request', async () => {
  const calls = mockApi({ '/api/books': () => [] });
  renderApp('/complaints/confirm?token=short');
  expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INCOMPLETE);
  expect(screen.queryByRole('button', { name: 'Open my complaint' })).not.toBeInTheDocument();
  expect(confirmCalls(calls)).toEqual([]);
});
