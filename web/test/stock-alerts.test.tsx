import { LINK_INCOMPLETE } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookDetail, json, makeBook, mockApi, NO_REVIEWS, renderApp, sentBody } from './render-app';

// "Email me when it's back": the form on an out-of-stock book's page, checked by
// the shared schema before anything is sent, and the pages the alert e-mails link to.

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-ABCDE';
const alertCalls = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.url.includes('stock-alerts'));

describe('an out-of-stock book’s page', () => {
  it('offers the alert to a shopper who is not signed in: the schema refuses a bad address, a good one is sent', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      '/api/books/gone/stock-alerts': () =>
        json({ message: 'Almost done: we have sent a link to reader@example.com.' }, 202),
      '/api/books/gone/reviews': () => NO_REVIEWS,
      '/api/books/gone': () => bookDetail(makeBook('gone', { title: 'Sold Out', stock: 0 })),
    });
    renderApp('/books/gone');
    const form = await screen.findByRole('region', { name: 'Email me when it’s back' });
    expect(within(form).getByText(/first come, first served/)).toBeInTheDocument();
    const input = within(form).getByLabelText('Your e-mail');
    for (const bad of ['<script>', '=cmd', 'पुस्तक', '$&']) {
      await user.clear(input);
      await user.type(input, bad);
      await user.click(within(form).getByRole('button', { name: 'Email me when it’s back' }));
      expect(await within(form).findByText('Email is not valid.')).toBeInTheDocument();
    }
    expect(alertCalls(calls)).toEqual([]);
    await user.clear(input);
    await user.type(input, 'reader@example.com');
    await user.click(within(form).getByRole('button', { name: 'Email me when it’s back' }));
    expect(await screen.findByTestId('stock-alert-done')).toHaveTextContent(
      /we have sent a link to reader@example.com/,
    );
    const [call] = alertCalls(calls);
    expect(call!.init?.method).toBe('POST');
    expect(sentBody(call!)).toEqual({ email: 'reader@example.com' });
  });

  it('is not offered while the book has copies', async () => {
    mockApi({
      '/api/books/here/reviews': () => NO_REVIEWS,
      '/api/books/here': () => bookDetail(makeBook('here', { title: 'On the Shelf', stock: 4 })),
    });
    renderApp('/books/here');
    await screen.findByRole('heading', { name: 'On the Shelf', level: 1 });
    expect(screen.queryByRole('region', { name: 'Email me when it’s back' })).not.toBeInTheDocument();
  });
});

describe('the alert e-mails’ link pages', () => {
  it('confirms with the button, not by being opened', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      '/api/books': () => [],
      '/api/stock-alerts/confirm': () => json({ outcome: 'waiting', message: 'We will e-mail you once.' }, 201),
    });
    renderApp(`/stock-alerts/confirm?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Confirm your alert' })).toBeInTheDocument();
    expect(alertCalls(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm alert' }));
    expect(await screen.findByText('We will e-mail you once.')).toBeInTheDocument();
    expect(sentBody(alertCalls(calls)[0]!)).toEqual({ token: TOKEN });
  });

  it('cancels with the button, and says a broken link is incomplete without sending it', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      '/api/books': () => [],
      '/api/stock-alerts/unsubscribe': () => ({ message: 'Your back-in-stock alert is cancelled.' }),
    });
    const { unmount } = renderApp(`/stock-alerts/unsubscribe?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel alert' }));
    expect(await screen.findByText('Your back-in-stock alert is cancelled.')).toBeInTheDocument();
    unmount();
    renderApp('/stock-alerts/confirm?token=%3Cscript%3E');
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INCOMPLETE);
    await waitFor(() => expect(alertCalls(calls)).toHaveLength(1));
  });
});
