import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookSocialHead } from '@web/features/books/book-social-head';
import { bookDetail, makeBook, mockApi, renderApp } from './render-app';

// Issue 43 §1 (decision 061): the book page's rating near the price.

describe("the book page's rating", () => {
  it('shows the stars, "4.3 of 5" and "12 reviews" linked to the reviews', async () => {
    mockApi({ '/api/books/a': () => bookDetail(makeBook('a', { title: 'Alpha' }), { average: 4.3, count: 12 }) });
    renderApp('/books/a');
    const line = await screen.findByTestId('book-rating');
    expect(line).toHaveTextContent('★★★★★4.3 of 5');
    expect(within(line).getByText('4.3 of 5')).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: '12 reviews' })).toHaveAttribute('href', '#reviews');
  });

  it('says "1 review" for one, and shows nothing before the first', async () => {
    mockApi({
      '/api/books/one': () => bookDetail(makeBook('one', { title: 'One' }), { average: 2, count: 1 }),
      '/api/books/none': () => bookDetail(makeBook('none', { title: 'None' })),
    });
    renderApp('/books/one');
    expect(
      within(await screen.findByTestId('book-rating')).getByRole('link', { name: '1 review' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('book-rating')).toHaveTextContent('2.0 of 5');
  });

  it('has no rating line for a book nobody has reviewed', async () => {
    mockApi({ '/api/books/none': () => bookDetail(makeBook('none', { title: 'None' })) });
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
