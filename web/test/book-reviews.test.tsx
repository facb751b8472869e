import type { OwnerReviewList, Review, ReviewPage } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookSocialHead } from '@web/features/books/book-social-head';
import { saveSession } from '@web/features/admin/session';
import { makeBook, mockApi, OWNER_LOGIN, ownerOverviewApi, renderApp, SIGNED_IN } from './render-app';

// Issue 43 §1 on the book page: the rating near the price and in the JSON-LD, the reviews below
// (escaped), the buyer's form; and the owner's list with the hide.

const ODD = "$& $' <script>alert(1)</script> =cmd पुस्तक अच्छी है";
const review = (id: string, overrides: Partial<Review> = {}): Review => ({
  id,
  stars: 4,
  title: '',
  text: '',
  author: 'Asha',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const page = (reviews: Review[], rest: Partial<ReviewPage> = {}): ReviewPage => ({
  average: 4.3,
  count: reviews.length,
  reviews,
  nextCursor: null,
  ...rest,
});
const jsonLd = () => JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);

describe('a book’s rating', () => {
  it('shows the average and count near the price, and gives the JSON-LD its aggregateRating', async () => {
    mockApi({
      '/api/books/a/rating': () => ({ average: 4.3, count: 12 }),
      '/api/books/a': () => makeBook('a', { title: 'Alpha' }),
    });
    renderApp('/books/a');
    expect(await screen.findByText('12 reviews')).toHaveAttribute('href', '#reviews');
    expect(screen.getByText('4.3').parentElement).toHaveTextContent('4.3 of 5');
    await waitFor(() =>
      expect(jsonLd().aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: '4.3',
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      }),
    );
  });

  it('says there are none yet, and leaves aggregateRating out of the JSON-LD', async () => {
    mockApi({ '/api/books/a': () => makeBook('a', { title: 'Alpha' }) });
    renderApp('/books/a');
    expect(await screen.findByRole('link', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(bookSocialHead(makeBook('a'), 'https://shop.test', { average: null, count: 0 }).jsonLd).not.toHaveProperty(
      'aggregateRating',
    );
    expect(bookSocialHead(makeBook('a'), 'https://shop.test').jsonLd).not.toHaveProperty('aggregateRating');
  });
});

describe('the reviews below the book', () => {
  it('lists them newest first as written, escaped, and pages on with Show more', async () => {
    const calls = mockApi({
      '/api/books/a/reviews': (url) =>
        url.includes('cursor=')
          ? page([review('r3', { title: 'Older one' })], { count: 3 })
          : page([review('r1', { title: ODD, text: ODD, stars: 5 }), review('r2', { author: 'राम' })], {
              count: 3,
              nextCursor: 'next-1',
            }),
      '/api/books/a': () => makeBook('a', { title: 'Alpha' }),
    });
    renderApp('/books/a');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    const first = (await within(section).findByText('5 of 5 stars')).closest('article')!;
    expect(first).toHaveTextContent(ODD);
    expect(document.querySelector('article script')).toBeNull();
    expect(within(section).getByText(/राम/)).toBeInTheDocument();
    expect(within(section).getByText('3 reviews, newest first.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(section).findByText('Older one')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/books/a/reviews?cursor=next-1');
    expect(within(section).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    // Signed out: how to write one.
    expect(within(section).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('lets a signed-in customer write one, checked by the shared schema, and shows the server’s refusal as it comes', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/api/books/a/reviews/mine': () =>
        new Response(JSON.stringify({ message: 'You have not reviewed this book.' }), { status: 404 }),
      '/api/books/a/reviews': (url, init) => {
        if (init?.method !== 'POST') return page([]);
        sent.push(JSON.parse(init.body as string));
        return new Response(
          JSON.stringify({
            message:
              'Reviews come from buyers: only a customer whose order with this book has been delivered can review it.',
          }),
          { status: 403, headers: { 'content-type': 'application/json' } },
        );
      },
      '/api/books/a': () => makeBook('a', { title: 'Alpha' }),
    });
    renderApp('/books/a', SIGNED_IN);
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await userEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await within(form).findByText('Please give the book 1 to 5 stars.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.click(within(form).getByRole('radio', { name: /4 – Very good/ }));
    await userEvent.type(within(form).getByLabelText('Your review (optional)'), ODD);
    expect(within(form).getByText(`${ODD.length} of 2,000 characters`)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Reviews come from buyers/);
    expect(sent).toEqual([{ stars: 4, title: '', text: ODD }]);
  });

  it('shows the customer’s own review with Edit and Delete, and the shop’s reason when hidden', async () => {
    const calls = mockApi({
      '/api/books/a/reviews/mine': (_, init) =>
        init?.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : { ...review('mine', { stars: 2, text: 'Pages missing' }), hidden: true, hiddenReason: 'Names a person' },
      '/api/books/a': () => makeBook('a', { title: 'Alpha' }),
    });
    renderApp('/books/a', SIGNED_IN);
    const mine = await screen.findByRole('region', { name: 'Your review' });
    expect(await within(mine).findByText('Pages missing')).toBeInTheDocument();
    expect(within(mine).getByRole('note')).toHaveTextContent('The shop has hidden this review: Names a person');
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit your review' });
    expect(within(form).getByRole('radio', { name: /2 – Fair/ })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/books/a/reviews/mine' && call.init?.method === 'DELETE')).toBe(
        true,
      ),
    );
  });
});

describe('the owner’s reviews of a book', () => {
  it('lists them with the hidden ones marked, and hides one with a reason', async () => {
    const list: OwnerReviewList = {
      average: 4,
      count: 1,
      reviews: [
        {
          ...review('r1', { title: ODD }),
          email: 'asha@example.com',
          hidden: false,
          hiddenReason: '',
          hiddenAt: null,
        },
        {
          ...review('r2', { stars: 1, text: 'Rude words' }),
          email: 'x@example.com',
          hidden: true,
          hiddenReason: 'Abusive',
          hiddenAt: '2026-11-21T10:00:00.000Z',
        },
      ],
    };
    const hides: unknown[] = [];
    mockApi({
      ...ownerOverviewApi(),
      '/api/admin/books/a/reviews': () => list,
      '/api/admin/books/a': () => makeBook('a', { title: 'Alpha' }),
      '/api/admin/reviews/r1/hide': (_, init) => {
        hides.push(JSON.parse(init!.body as string));
        return { message: 'Hidden.', review: review('r1'), rating: { average: null, count: 0 } };
      },
    });
    saveSession(OWNER_LOGIN);
    renderApp('/dashboard/edit-book/a');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    const hidden = (await within(section).findByText('Rude words')).closest('article')!;
    expect(hidden).toHaveTextContent('Hidden');
    expect(hidden).toHaveTextContent('Abusive');
    const shown = within(section).getByText(ODD).closest('article')!;
    await userEvent.click(within(shown).getByRole('button', { name: 'Hide' }));
    const form = within(shown).getByRole('form', { name: 'Hide this review' });
    await userEvent.click(within(form).getByRole('button', { name: 'Hide review' }));
    expect(await within(form).findByText(/Please say why/)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox'), 'Off topic $&');
    await userEvent.click(within(form).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(hides).toEqual([{ reason: 'Off topic $&' }]));
  });
});
