import { LINK_INCOMPLETE } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminStats, held, mockApi, OWNER_LOGIN, renderApp, sentBody } from './render-app';
import { saveSession } from '@web/features/admin/api/session';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-ABCDE';

const answer = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const newsletterCalls = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.url.includes('/newsletter'));

async function footerBox() {
  const footer = await screen.findByRole('contentinfo');
  const input = await within(footer).findByRole('textbox', { name: 'E-mail address' });
  const form = input.closest('form')!;
  return {
    input,
    submit: within(form).getByRole('button', { name: 'Subscribe' }),
    note: within(form).getByRole('status'),
  };
}

describe('the footer newsletter box', () => {
  it('checks the address with the shared schema first, then says in words that the link was sent', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      '/api/books': () => [],
      '/api/newsletter/subscribe': () => ({
        outcome: 'confirmation-sent',
        message: 'Almost done: we have sent a link to reader@example.com.',
      }),
    });
    renderApp('/cart');
    const { input, submit, note } = await footerBox();
    // The message is announced, and tied to the box.
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(input).toHaveAttribute('aria-describedby', note.id);

    await user.type(input, 'not-an-address');
    await user.click(submit);
    await waitFor(() => expect(note).toHaveTextContent('Email is not valid.'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(newsletterCalls(calls)).toEqual([]);

    await user.clear(input);
    await user.type(input, '  Reader@Example.com ');
    await user.click(submit);
    await waitFor(() => expect(note).toHaveTextContent('Almost done: we have sent a link to reader@example.com.'));
    expect(input).toHaveAttribute('aria-invalid', 'false');
    const [call] = newsletterCalls(calls);
    expect(call!.init?.method).toBe('POST');
    expect(sentBody(call!)).toEqual({ email: 'Reader@Example.com' });
  });

  it('asks for an address when the box is empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ '/api/books': () => [] });
    renderApp('/cart');
    const { input, submit, note } = await footerBox();
    await user.click(submit);
    await waitFor(() => expect(note).toHaveTextContent('Please enter your e-mail address.'));
    expect(note).toHaveAttribute('data-outcome', 'error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(newsletterCalls(calls)).toEqual([]);
  });

  it('says an address is subscribed already', async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/books': () => [],
      '/api/newsletter/subscribe': () => ({
        outcome: 'already-subscribed',
        message: 'reader@example.com is already subscribed, so we have sent nothing new.',
      }),
    });
    renderApp('/cart');
    const { input, submit, note } = await footerBox();
    await user.type(input, 'reader@example.com');
    await user.click(submit);
    await waitFor(() => expect(note).toHaveTextContent(/already subscribed, so we have sent nothing new/));
  });

  it('passes on the limit and the server’s own field message in words', async () => {
    const user = userEvent.setup();
    const answers = [
      answer(429, { message: 'Too many subscribe requests from your network: at most 10 an hour.' }),
      answer(400, { message: 'Must be at most 254 characters.', errors: { email: 'Must be at most 254 characters.' } }),
    ];
    mockApi({ '/api/books': () => [], '/api/newsletter/subscribe': () => answers.shift() });
    renderApp('/cart');
    const { input, submit, note } = await footerBox();
    await user.type(input, 'reader@example.com');
    await user.click(submit);
    await waitFor(() => expect(note).toHaveTextContent('Too many subscribe requests from your network'));
    await user.click(submit);
    await waitFor(() => expect(note).toHaveTextContent('Must be at most 254 characters.'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the box usable while the answer is on its way, and says so', async () => {
    const user = userEvent.setup();
    const later = held<object>();
    mockApi({ '/api/books': () => [], '/api/newsletter/subscribe': () => later.promise });
    renderApp('/cart');
    const { input, submit, note } = await footerBox();
    await user.type(input, 'reader@example.com');
    await user.click(submit);
    await waitFor(() => expect(note).toHaveTextContent('Sending…'));
    expect(submit).toBeDisabled();
    later.release({ outcome: 'confirmation-sent', message: 'Sent.' });
    await waitFor(() => expect(note).toHaveTextContent('Sent.'));
    expect(submit).toBeEnabled();
  });
});

describe.each([
  {
    path: '/newsletter/confirm',
    heading: 'Confirm your subscription',
    button: 'Confirm subscription',
    api: '/api/newsletter/confirm',
    done: 'Thank you: reader@example.com is now subscribed to the newsletter.',
    outcome: { outcome: 'subscribed' },
    // A link used already, expired, or replaced by a newer one.
    failure: { status: 404, message: 'This confirmation link has already been used, has expired.' },
  },
  {
    path: '/newsletter/unsubscribe',
    heading: 'Unsubscribe from the newsletter',
    button: 'Unsubscribe',
    api: '/api/newsletter/unsubscribe',
    done: 'You are unsubscribed: the store will send you no more newsletters.',
    outcome: {},
    // Every well-formed token is answered 200, used or unknown (the address is not subscribed
    // either way): what fails is the server itself.
    failure: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  },
])('the page $path?token=…', ({ path, heading, button, api, done, outcome, failure }) => {
  it('changes nothing when opened; its button posts the token and shows the outcome', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ '/api/books': () => [], [api]: () => ({ message: done, ...outcome }) });
    renderApp(`${path}?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} | Book Store`);
    expect(newsletterCalls(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: button }));
    const status = screen.getAllByRole('status').find((region) => region.closest('main'))!;
    await waitFor(() => expect(status).toHaveTextContent(done));
    expect(newsletterCalls(calls)).toHaveLength(1);
    expect(sentBody(newsletterCalls(calls)[0]!)).toEqual({ token: TOKEN });
    expect(screen.queryByRole('button', { name: button })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/');
  });

  it('shows the server’s words when the request fails, and lets the reader try again', async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/books': () => [],
      [api]: () => answer(failure.status, { message: failure.message }),
    });
    renderApp(`${path}?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(failure.message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toBeEnabled();
  });

  it.each(['', '?token=', '?token=short', `?token=${TOKEN}x`])(
    'says a link without a whole token (%j) is incomplete, with no button',
    async (search) => {
      const calls = mockApi({ '/api/books': () => [] });
      renderApp(`${path}${search}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INCOMPLETE);
      expect(screen.queryByRole('button', { name: button })).not.toBeInTheDocument();
      expect(newsletterCalls(calls)).toEqual([]);
    },
  );
});

it('answers any other /newsletter/… path with the not-found page', async () => {
  mockApi({ '/api/books': () => [] });
  renderApp(`/newsletter/resubscribe?token=${TOKEN}`);
  expect(await screen.findByRole('heading', { name: '404: Page not found' })).toBeInTheDocument();
});

describe('the owner’s newsletter card', () => {
  it('shows the subscriber count and downloads the list with the owner’s token', async () => {
    const user = userEvent.setup();
    saveSession(OWNER_LOGIN);
    const csv = '"email","confirmedAt"\r\n"reader@example.com","2026-11-24T01:26:24+05:30"\r\n';
    const calls = mockApi({
      '/api/admin/newsletter/subscribers': () =>
        new Response(csv, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="newsletter-subscribers-2026-11-24.csv"',
          },
        }),
      '/api/admin/newsletter': () => ({ subscribers: 42 }),
      '/api/admin/stock-alerts': () => ({ waitingByBook: [], reorder: [] }),
      '/api/admin': () => adminStats(),
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:subscribers');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('newsletter-subscribers-2026-11-24.csv');
      expect(this.href).toBe('blob:subscribers');
    });
    renderApp('/dashboard');
    const card = (await screen.findByRole('heading', { name: 'Newsletter' })).closest('section')!;
    await waitFor(() => expect(within(card).getByTestId('stat-subscribers')).toHaveTextContent(/^42$/));

    await user.click(within(card).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const download = calls.find((call) => call.url.endsWith('/api/admin/newsletter/subscribers'))!;
    expect(new Headers(download.init?.headers).get('authorization')).toBe(`Bearer ${OWNER_LOGIN.token}`);
    expect(await (created.mock.calls[0]![0] as Blob).text()).toBe(csv);
  });
});
