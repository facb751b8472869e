import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookSocialHead } from '@web/features/books/book-social-head';
import { descriptionSnippet } from '@web/features/books/components/book-card';
import { searchPage, held, makeBook, mockApi, renderApp, bookDetail, NO_REVIEWS } from './render-app';

const LONG = 'A tale of two cities, three rivers and one stubborn ferryman who would not take money.';

describe('the book page', () => {
  it('shows the author, the category label, the published date, the full description and the old price struck through', async () => {
    const book = makeBook('a', {
      title: 'Alpha',
      author: 'Priya Menon',
      category: 'selfHelp',
      description: LONG,
      createdAt: '2025-11-04T19:30:00.000Z',
      oldPrice: 499,
      newPrice: 349.5,
    });
    mockApi({ '/api/books/a/reviews': () => NO_REVIEWS, '/api/books/a': () => bookDetail(book) });
    renderApp('/books/a');
    const page = (await screen.findByRole('heading', { name: 'Alpha', level: 1 })).closest('article')!;
    const field = (label: string) => within(page).getByText(label, { selector: 'strong' }).parentElement;
    expect(field('Author:')).toHaveTextContent(/^Author: Priya Menon$/);
    expect(field('Category:')).toHaveTextContent(/^Category: Self-Help$/);
    // The genre leads to its page.
    expect(within(field('Category:')!).getByRole('link', { name: 'Self-Help' })).toHaveAttribute(
      'href',
      '/genres/self-help',
    );
    // 19:30 UTC is already 1 am the next day in the shop's time zone (Asia/Kolkata).
    expect(field('Published:')).toHaveTextContent(/^Published: 5 Nov 2025$/);
    expect(field('Published:')!.querySelector('time')).toHaveAttribute('dateTime', book.createdAt);
    expect(within(page).getByText(LONG)).toBeInTheDocument();
    expect(within(page).getByText('₹349.50').tagName).not.toBe('S');
    const old = within(page).getByText('₹499.00');
    expect(old.tagName).toBe('S');
    expect(old).toHaveTextContent(/^was ₹499\.00$/);
    expect(within(page).getByRole('img', { name: /Alpha/ })).toHaveAttribute('src', book.coverImage);
  });

  it("shows a book stored without an author (the specification's create body) as by 'admin'", async () => {
    const { author: _none, ...withoutAuthor } = makeBook('s', { title: 'Seeded Without Author' });
    mockApi({ '/api/books/s/reviews': () => NO_REVIEWS, '/api/books/s': () => bookDetail(withoutAuthor) });
    renderApp('/books/s');
    const page = (await screen.findByRole('heading', { name: 'Seeded Without Author', level: 1 })).closest('article')!;
    const field = (label: string) => within(page).getByText(label, { selector: 'strong' }).parentElement;
    expect(field('Author:')).toHaveTextContent(/^Author: admin$/);
    expect(page).not.toHaveTextContent('undefined');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^Seeded Without Author by admin\. /),
    );
    // For search engines no Person is made up; a book with an author names them.
    const head = bookSocialHead(withoutAuthor, 'https://shop.test');
    expect(head.jsonLd).not.toHaveProperty('author');
    expect(bookSocialHead(makeBook('a', { author: 'Priya Menon' }), 'https://shop.test').jsonLd).toMatchObject({
      author: { '@type': 'Person', name: 'Priya Menon' },
    });
  });

  it('does not strike through an old price that is not higher', async () => {
    const book = makeBook('a', { title: 'Alpha', oldPrice: 150, newPrice: 150 });
    mockApi({ '/api/books/a/reviews': () => NO_REVIEWS, '/api/books/a': () => bookDetail(book) });
    renderApp('/books/a');
    const page = (await screen.findByRole('heading', { name: 'Alpha', level: 1 })).closest('article')!;
    expect(page.querySelector('s')).toBeNull();
  });
});

describe('the book card', () => {
  it("cuts a description longer than 60 characters to 60 and '...', and keeps a shorter one whole", () => {
    expect(descriptionSnippet(LONG)).toBe(`${LONG.slice(0, 60)}...`);
    expect(descriptionSnippet(LONG)).toHaveLength(63);
    const sixty = 'x'.repeat(60);
    expect(descriptionSnippet(sixty)).toBe(sixty);
    expect(descriptionSnippet('Short and sweet.')).toBe('Short and sweet.');
  });

  it('shows the cut description, the prices and links the cover and the title to the book', async () => {
    const books = [
      makeBook('long', { title: 'Long tale', description: LONG }),
      makeBook('short', { title: 'Short tale', description: 'Short and sweet.' }),
    ];
    mockApi({ '/api/catalog/search': () => searchPage(books) });
    renderApp('/search?q=tale');
    const cards = await screen.findAllByTestId('book-card');
    expect(cards.map((card) => card.querySelector('p')!.textContent)).toEqual([
      `${LONG.slice(0, 60)}...`,
      'Short and sweet.',
    ]);
    for (const [card, book] of cards.map((card, i) => [card, books[i]!] as const)) {
      expect([...card.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
        `/books/${book._id}`,
        `/books/${book._id}`,
      ]);
      expect(within(card).getByText('₹200.00').tagName).toBe('S');
      expect(within(card).getByRole('button', { name: `Add to Cart: ${book.title}` })).toBeInTheDocument();
    }
  });
});

describe('the book page from a list', () => {
  it('shows a book the shopper found in a search at once, while its own request is on its way', async () => {
    const book = makeBook('a', { title: 'Alpha' });
    const answer = held<void>();
    const calls = mockApi({
      '/api/catalog/search': () => searchPage([book]),
      '/api/books/a/reviews': () => NO_REVIEWS,
      '/api/books/a': () => answer.promise.then(() => bookDetail({ ...book, title: 'Alpha (fresh)' })),
    });
    const { router } = renderApp('/search?q=alp');
    await screen.findByTestId('book-card');
    await act(() => router.navigate('/books/a'));
    expect(await screen.findByRole('heading', { name: 'Alpha', level: 1 })).toBeInTheDocument();
    answer.release();
    expect(await screen.findByRole('heading', { name: 'Alpha (fresh)', level: 1 })).toBeInTheDocument();
    // The book is asked for once; the reviews below it are their own request.
    expect(calls.map((call) => call.url).filter((url) => !url.endsWith('/reviews'))).toEqual([
      '/api/catalog/search?q=alp&page=1',
      '/api/books/a',
    ]);
  });
});
