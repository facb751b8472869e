import { CATEGORIES } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBook, mockApi, renderApp } from './render-app';

const catalog = [
  makeBook('h1', { title: 'Haunted', category: 'horror' }),
  makeBook('f1', { title: 'Fable', category: 'fiction' }),
  makeBook('h2', { title: 'Hollow', category: 'Horror' }), // older data with a capital letter
  makeBook('s1', { title: 'Stars', category: 'science', ISBN: '978-93-81013-13-9', author: 'Priya Menon' }),
  ...Array.from({ length: 16 }, (_, i) => makeBook(`x${i}`, { title: `Extra ${i}` })),
];

describe('home', () => {
  it("lists 'Choose genre' then every category's label, and each option shows only that category's books, whatever the case", async () => {
    // Two books a category: one stored by its id, one by its label (older data), so each option must match both.
    const byCategory = CATEGORIES.flatMap((category) => [
      makeBook(`${category.id}-1`, { category: category.id }),
      makeBook(`${category.id}-2`, { category: category.label }),
    ]);
    mockApi({ '/api/books': () => byCategory, '/api/news': () => [] });
    const user = userEvent.setup();
    renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Top Sellers' })).closest('section')!;
    const select = within(section).getByLabelText('Filter by genre');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose genre', ...CATEGORIES.map((category) => category.label)]);
    await within(section).findAllByTestId('book-card'); // the carousel is a lazy chunk

    for (const category of CATEGORIES) {
      await user.selectOptions(select, category.label);
      const titles = within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      expect(titles, category.label).toEqual([`Book ${category.id}-1`, `Book ${category.id}-2`]);
    }
    await user.selectOptions(select, 'Choose genre');
    await waitFor(() => expect(within(section).getAllByTestId('book-card')).toHaveLength(byCategory.length));
  });

  it('recommends the books at positions 8 to 17', async () => {
    mockApi({ '/api/books': () => catalog, '/api/news': () => [] });
    renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Recommended for you' })).closest('section')!;
    // The first three slides render with the page, the rest right after (books-carousel.tsx).
    const titles = async () => (await within(section).findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect((await titles()).length).toBeGreaterThanOrEqual(3);
    await waitFor(async () => expect(await titles()).toEqual(catalog.slice(8, 18).map((b) => b.title)));
  });

  it("shows 'Error fetching books: ' when the list fails", async () => {
    mockApi({
      '/api/books': () => new Response(JSON.stringify({ message: 'Boom' }), { status: 500 }),
      '/api/news': () => [],
    });
    renderApp('/');
    expect(await screen.findByText('Error fetching books: Boom')).toBeInTheDocument();
  });
});

describe('search', () => {
  it('suggests by title, author and ISBN, and Enter opens the results', async () => {
    mockApi({ '/api/books': () => catalog, '/api/news': () => [] });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const box = await screen.findByPlaceholderText('Search here');
    await waitFor(() => expect(screen.getAllByTestId('book-card').length).toBeGreaterThan(0));

    await user.type(box, 'menon');
    expect(await screen.findByRole('option', { name: /Stars/ })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '9789381013');
    expect(await screen.findByRole('option', { name: /Stars/ })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'hau{Enter}');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=hau'));
    expect(await screen.findByRole('heading', { name: 'Results for “hau”' })).toBeInTheDocument();
    expect(screen.getAllByTestId('book-card')).toHaveLength(1);
  });

  it('choosing a suggestion opens the book', async () => {
    mockApi({ '/api/books': () => catalog, '/api/news': () => [] });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const box = await screen.findByPlaceholderText('Search here');
    await waitFor(() => expect(screen.getAllByTestId('book-card').length).toBeGreaterThan(0));
    await user.type(box, 'fab{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/books/f1'));
  });
});
