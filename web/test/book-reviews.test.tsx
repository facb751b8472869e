import type { OwnerReviewList, Review, ReviewPage } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookSocialHead } from '@web/features/books/book-social-head';
import { scrollAllIntoView, viewport } from './intersection-observer';
import { saveSession } from '@web/features/admin/api/session';
import {
  SIGNED_IN,
  bookDetail,
  makeBook,
  mockApi,
  renderApp,
  NO_REVIEWS,
  OWNER_LOGIN,
  ownerOverviewApi,
} from './render-app';

// Decision 061: the book page's rating near the price.

describe("the book page's rating", () => {
  it('shows the stars, "4.3 of 5" and "12 reviews" linked to the reviews', async () => {
    mockApi({
      '/api/books/a/reviews': () => NO_REVIEWS,
      '/api/books/a': () => bookDetail(makeBook('a', { title: 'Alpha' }), { average: 4.3, count: 12 }),
    });
    renderApp('/books/a');
    const line = await screen.findByTestId('book-rating');
    expect(line).toHaveTextContent('★★★★★4.3 of 5');
    expect(within(line).getByText('4.3 of 5')).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: '12 reviews' })).toHaveAttribute('href', '#reviews');
  });

  it('says "1 review" for one, and shows nothing before the first', async () => {
    mockApi({
      '/api/books/one/reviews': () => NO_REVIEWS,
      '/api/books/one': () => bookDetail(makeBook('one', { title: 'One' }), { average: 2, count: 1 }),
      '/api/books/none/reviews': () => NO_REVIEWS,
      '/api/books/none': () => bookDetail(makeBook('none', { title: 'None' })),
    });
    renderApp('/books/one');
    expect(
      within(await screen.findByTestId('book-rating')).getByRole('link', { name: '1 review' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('book-rating')).toHaveTextContent('2.0 of 5');
  });

  it('has no rating line for a book nobody has reviewed', async () => {
    mockApi({
      '/api/books/none/reviews': () => NO_REVIEWS,
      '/api/books/none': () => bookDetail(makeBook('none', { title: 'None' })),
    });
    renderApp('/books/none');
    await screen.findByRole('heading', { name: 'None', level: 1 });
    expect(screen.queryByTestId('book-rating')).toBeNull();
  });

  it('gives the JSON-LD an aggregateRating only from the first review on', () => {
    const book = makeBook('a');
    const head = (rating?: { average: number | null; count: number }) =>
      bookSocialHead(rating ? bookDetail(book, rating) : book, 'https://shop.example').jsonLd as Record<
        string,
        unknown
      >;
    expect(head()).not.toHaveProperty('aggregateRating');
    expect(head({ average: null, count: 0 })).not.toHaveProperty('aggregateRating');
    expect(head({ average: 4.3, count: 12 }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 12,
      bestRating: 5,
    });
  });
});

const review = (n: number, overrides: Partial<Review> = {}): Review => ({
  id: `r${n}`,
  stars: 4,
  title: `Title ${n}`,
  text: `Text ${n}`,
  author: 'Asha',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const page = (reviews: Review[], nextCursor: string | null): ReviewPage => ({
  average: 4,
  count: 21,
  reviews,
  nextCursor,
});

describe("the book page's reviews", () => {
  it('lists the newest 20, then the next by the cursor on "Show more", with stars, title, text, first name and date', async () => {
    const first = Array.from({ length: 20 }, (_, index) => review(index + 1));
    const calls = mockApi({
      '/api/books/a/reviews': (url) =>
        new URL(url, 'http://x').searchParams.get('cursor') === 'c1' ? page([review(21)], null) : page(first, 'c1'),
      '/api/books/a': () => bookDetail(makeBook('a', { title: 'Alpha' }), { average: 4, count: 21 }),
    });
    renderApp('/books/a');
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByTestId('review')).toHaveLength(20);
    const firstReview = within(list).getAllByTestId('review')[0]!;
    expect(firstReview).toHaveTextContent('4 of 5 stars');
    expect(firstReview).toHaveTextContent('Title 1');
    expect(firstReview).toHaveTextContent('Text 1');
    expect(firstReview).toHaveTextContent('Asha, 20 Nov 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByText('Title 21')).toBeInTheDocument();
    expect(within(list).getAllByTestId('review')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls.some((call) => call.url.includes('cursor=c1'))).toBe(true);
  });

  it('shows markup, replacement patterns and Devanagari as typed', async () => {
    const odd = review(1, { title: '<script>alert(1)</script>', text: "$& and $' गोदान अच्छी है", author: 'प्रिया' });
    mockApi({
      '/api/books/a/reviews': () => page([odd], null),
      '/api/books/a': () => bookDetail(makeBook('a', { title: 'Alpha' })),
    });
    renderApp('/books/a');
    const item = await screen.findByTestId('review');
    expect(within(item).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(within(item).getByText("$& and $' गोदान अच्छी है")).toBeInTheDocument();
    expect(item).toHaveTextContent('प्रिया');
    expect(document.querySelectorAll('#reviews script')).toHaveLength(0);
  });

  it('says so when there are none', async () => {
    mockApi({
      '/api/books/a/reviews': () => NO_REVIEWS,
      '/api/books/a': () => bookDetail(makeBook('a', { title: 'Alpha' })),
    });
    renderApp('/books/a');
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('asks for the reviews only when their section nears the screen', async () => {
    viewport.onScreen = false;
    try {
      const calls = mockApi({
        '/api/books/a/reviews': () => page([review(1)], null),
        '/api/books/a': () => bookDetail(makeBook('a', { title: 'Alpha' })),
      });
      renderApp('/books/a');
      await screen.findByRole('heading', { name: 'Reviews', level: 2 });
      expect(calls.some((call) => call.url.includes('/reviews'))).toBe(false);
      scrollAllIntoView();
      expect(await screen.findByText('Title 1')).toBeInTheDocument();
    } finally {
      viewport.onScreen = true;
    }
  });
});

describe('writing a review', () => {
  const book = () => bookDetail(makeBook('a', { title: 'Alpha' }));

  it('opens the form from the e-mail link, checks it with the shared schema, and shows the server’s 403 as it comes', async () => {
    const sentence =
      'Reviews come from buyers: only a customer whose order with this book has been delivered can review it.';
    const calls = mockApi({
      '/api/books/a/reviews/mine': () => new Response(null, { status: 204 }),
      '/api/books/a/reviews': (_url, init) =>
        init?.method === 'POST' ? new Response(JSON.stringify({ message: sentence }), { status: 403 }) : NO_REVIEWS,
      '/api/books/a': book,
    });
    renderApp('/books/a#write-review', SIGNED_IN);
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await userEvent.click(within(form).getByRole('button', { name: 'Post your review' }));
    expect(await within(form).findByText('Please give the book 1 to 5 stars.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: '4 stars: very good' }));
    const text = within(form).getByLabelText('Your review (optional)');
    await userEvent.type(text, 'गोदान $&');
    expect(within(form).getByText('8 of 2,000 characters')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Post your review' }));
    expect(await within(form).findByText(sentence)).toBeInTheDocument();
    const posted = calls.find((call) => call.init?.method === 'POST');
    expect(JSON.parse(posted?.init?.body as string)).toEqual({ stars: 4, title: '', text: 'गोदान $&' });
  });

  it('refuses a text over 2,000 characters before asking the server', async () => {
    const calls = mockApi({
      '/api/books/a/reviews/mine': () => new Response(null, { status: 204 }),
      '/api/books/a/reviews': () => NO_REVIEWS,
      '/api/books/a': book,
    });
    renderApp('/books/a#write-review', SIGNED_IN);
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await userEvent.click(within(form).getByRole('radio', { name: '5 stars: excellent' }));
    await userEvent.click(within(form).getByLabelText('Your review (optional)'));
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(within(form).getByRole('button', { name: 'Post your review' }));
    expect(await within(form).findByText('The review must be at most 2,000 characters.')).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'POST')).toBe(false);
  });

  it('shows the customer’s own review with Edit and Delete', async () => {
    mockApi({
      '/api/books/a/reviews/mine': () => ({ ...review(7, { title: 'Mine' }), hidden: false, hiddenReason: '' }),
      '/api/books/a/reviews': () => NO_REVIEWS,
      '/api/books/a': book,
    });
    renderApp('/books/a', SIGNED_IN);
    const mine = await screen.findByRole('region', { name: 'Your review' });
    expect(within(mine).getByText('Mine')).toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit your review' });
    expect(within(form).getByRole('radio', { name: '4 stars: very good' })).toBeChecked();
    expect(within(form).getByLabelText('Title (optional)')).toHaveValue('Mine');
  });
});

const OWNER_ODD = "$& $' <script>alert(1)</script> =cmd पुस्तक";
const ownerReview = (id: string, overrides: Partial<Review> = {}): Review => ({
  id,
  stars: 4,
  title: '',
  text: '',
  author: 'Asha',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('the owner’s reviews of a book', () => {
  it('lists them with the hidden ones marked, and hides one with a reason', async () => {
    const list: OwnerReviewList = {
      average: 4,
      count: 1,
      reviews: [
        {
          ...ownerReview('r1', { title: OWNER_ODD }),
          email: 'asha@example.com',
          hidden: false,
          hiddenReason: '',
          hiddenAt: null,
        },
        {
          ...ownerReview('r2', { stars: 1, text: 'Rude words' }),
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
        return { message: 'Hidden.', review: ownerReview('r1'), rating: { average: null, count: 0 } };
      },
    });
    saveSession(OWNER_LOGIN);
    renderApp('/dashboard/edit-book/a');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    const hidden = (await within(section).findByText('Rude words')).closest('article')!;
    expect(hidden).toHaveTextContent('Hidden');
    expect(hidden).toHaveTextContent('Abusive');
    const shown = within(section).getByText(OWNER_ODD).closest('article')!;
    await userEvent.click(within(shown).getByRole('button', { name: 'Hide' }));
    const form = within(shown).getByRole('form', { name: 'Hide this review' });
    await userEvent.click(within(form).getByRole('button', { name: 'Hide review' }));
    expect(await within(form).findByText(/Please say why/)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox'), 'Off topic $&');
    await userEvent.click(within(form).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(hides).toEqual([{ reason: 'Off topic $&' }]));
  });
});
