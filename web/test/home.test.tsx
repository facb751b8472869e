import { GENRE_LABELS, genreSlugOf, toCategoryId } from '@bookstore/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Swiper as SwiperInstance } from 'swiper';
import { describe, expect, it } from 'vitest';
import {
  bookPage,
  booksFound,
  held,
  homeCatalog,
  searchPage,
  makeBook,
  mockApi,
  queryOf,
  renderApp,
  type SearchAnswers,
} from './render-app';

const catalog = [
  makeBook('h1', { title: 'Haunted', category: 'horror' }),
  makeBook('f1', { title: 'Fable', category: 'fiction' }),
  makeBook('h2', { title: 'Hollow', category: 'Horror' }), // older data with a capital letter
  makeBook('s1', { title: 'Stars', category: 'scienceNature', ISBN: '978-93-81013-13-9', author: 'Priya Menon' }),
  ...Array.from({ length: 16 }, (_, i) => makeBook(`x${i}`, { title: `Extra ${i}` })),
];

describe('home', () => {
  it('asks for the home page once and for no catalog list', async () => {
    const calls = mockApi({
      '/api/catalog/home': () => homeCatalog({ topSellers: bookPage(catalog.slice(0, 12), { total: catalog.length }) }),
      '/api/news': () => [],
    });
    renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Top Sellers' })).closest('section')!;
    await within(section).findAllByTestId('book-card');
    expect(calls.map((call) => call.url).filter((url) => url !== '/api/news')).toEqual(['/api/catalog/home']);
  });

  it("lists 'Choose genre' then every category's label, and each option asks for that genre's top sellers", async () => {
    const everyGenre = catalog.slice(0, 3);
    const calls = mockApi({
      '/api/catalog/home': () => homeCatalog({ topSellers: bookPage(everyGenre) }),
      '/api/catalog/top-sellers': (url) => {
        // Asked by label; the books hold the genre's id, and ids are letters, digits, '_' and '-'.
        const label = queryOf(url).get('category')!;
        const category = toCategoryId(label)!;
        const book = (n: number) => makeBook(`${category}-${n}`, { title: `Book ${label}-${n}`, category });
        return bookPage([book(1), book(2)]);
      },
      '/api/news': () => [],
    });
    const user = userEvent.setup();
    renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Top Sellers' })).closest('section')!;
    const select = within(section).getByLabelText('Filter by genre');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose genre', ...GENRE_LABELS]);
    await within(section).findAllByTestId('book-card');
    const titles = () =>
      within(section)
        .queryAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);

    for (const label of GENRE_LABELS) {
      await user.selectOptions(select, label.replace('&', '&amp;')); // user-event matches an option's innerHTML
      await waitFor(() => expect(titles(), label).toEqual([`Book ${label}-1`, `Book ${label}-2`]));
      // The genre's own page, beside its ranking.
      expect(within(section).getByRole('link', { name: `All ${label} books` })).toHaveAttribute(
        'href',
        `/genres/${genreSlugOf(label)}`,
      );
    }
    expect(within(section).getByRole('link', { name: 'All Arts & Photography books' })).toHaveAttribute(
      'href',
      '/genres/arts-photography',
    );
    // The filter asks by label, which the API reads as its genre (decision 031).
    expect(calls.filter((call) => call.url.startsWith('/api/catalog/top-sellers')).map((call) => call.url)).toEqual(
      GENRE_LABELS.map((label) => `/api/catalog/top-sellers?${new URLSearchParams({ page: '1', category: label })}`),
    );
    // Back to every genre: the home page's first page, from the cache.
    await user.selectOptions(select, 'Choose genre');
    await waitFor(() => expect(titles()).toEqual(everyGenre.map((book) => book.title)));
    expect(within(section).queryByRole('link', { name: /^All .* books$/ })).toBeNull();
    expect(calls.filter((call) => call.url.startsWith('/api/catalog/')).length).toBe(1 + GENRE_LABELS.length);
  });

  it('loads the next page of top sellers when the shopper reaches the end of the carousel, and no more after the last', async () => {
    const ranked = Array.from({ length: 26 }, (_, i) => makeBook(`t${i}`, { title: `Top ${i}` }));
    const calls = mockApi({
      '/api/catalog/home': () => homeCatalog({ topSellers: bookPage(ranked.slice(0, 12), { total: 26 }) }),
      '/api/catalog/top-sellers': (url) => {
        const page = Number(queryOf(url).get('page'));
        return bookPage(ranked.slice((page - 1) * 12, page * 12), { total: 26, page });
      },
      '/api/news': () => [],
    });
    renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Top Sellers' })).closest('section')!;
    const cards = () => within(section).queryAllByTestId('book-card').length;
    await waitFor(() => expect(cards()).toBe(12));
    const carousel = () => section.querySelector<HTMLElement & { swiper: SwiperInstance }>('.swiper')!.swiper;
    expect(calls.some((call) => call.url.startsWith('/api/catalog/top-sellers'))).toBe(false);
    // A test DOM has no layout for Swiper to measure, so the test sends the event that reaching the last slide sends.
    const reachEnd = () => act(() => carousel().emit('reachEnd'));
    await reachEnd();
    await waitFor(() => expect(cards()).toBe(24));
    await reachEnd();
    await waitFor(() => expect(cards()).toBe(26));
    await reachEnd();
    expect(calls.filter((call) => call.url.startsWith('/api/catalog/top-sellers')).map((call) => call.url)).toEqual([
      '/api/catalog/top-sellers?page=2',
      '/api/catalog/top-sellers?page=3',
    ]);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(ranked.map((book) => book.title));
  });

  it('recommends the books the home page names, in order', async () => {
    const recommended = catalog.slice(8, 18);
    mockApi({ '/api/catalog/home': () => homeCatalog({ recommended }), '/api/news': () => [] });
    renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Recommended for you' })).closest('section')!;
    // The first three slides render with the page, the rest right after (books-carousel.tsx).
    const titles = async () => (await within(section).findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect((await titles()).length).toBeGreaterThanOrEqual(3);
    await waitFor(async () => expect(await titles()).toEqual(recommended.map((b) => b.title)));
  });

  it("shows 'Error fetching books: ' when the home page's books fail", async () => {
    mockApi({
      '/api/catalog/home': () => new Response(JSON.stringify({ message: 'Boom' }), { status: 500 }),
      '/api/news': () => [],
    });
    renderApp('/');
    expect(await screen.findByText('Error fetching books: Boom')).toBeInTheDocument();
  });
});

/** The header's suggestions (the genre select's options are options too). */
const suggestions = () => within(screen.getByRole('listbox', { name: 'Suggestions', hidden: true }));

/**
 * What the server finds for each text these tests type (ids in its order): 'ha' finds more than
 * 'haunt' does, so an answer to the earlier text shown over the later one would show.
 */
const SEARCHES: SearchAnswers = {
  menon: ['s1'],
  '9789381013': ['s1'],
  hau: ['h1'],
  ha: ['h1', 'h2'],
  haunt: ['h1'],
  fa: ['f1'],
  fab: ['f1'],
};

/** Answers the header's suggestions and the results page from the table above. */
function searchApi(url: string) {
  const found = booksFound(catalog, SEARCHES, queryOf(url).get('q')!);
  const limit = Number(queryOf(url).get('limit') ?? 12);
  return searchPage(found.slice(0, limit), { pageSize: limit, total: found.length });
}

/**
 * Turns to the header search as a shopper does (a click), which brings in the combobox; answers
 * it once it has taken over the plain field.
 */
async function openSearch(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(await screen.findByPlaceholderText('Search here'));
  return screen.findByRole('combobox', { name: 'Search books' });
}

describe('search', () => {
  it('suggests by title, author and ISBN once typing pauses, and Enter opens the results', async () => {
    const calls = mockApi({
      '/api/catalog/search': searchApi,
      '/api/catalog/home': () => homeCatalog(),
      '/api/news': () => [],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const box = await openSearch(user);
    expect(box).toHaveFocus();

    await user.type(box, 'menon');
    expect(await screen.findByRole('option', { name: /Stars/ })).toBeInTheDocument();
    // One request for the pause, not one a key.
    const suggestions = () =>
      calls.filter((call) => call.url.startsWith('/api/catalog/search')).map((call) => call.url);
    expect(suggestions()).toEqual(['/api/catalog/search?q=menon&page=1&limit=6']);
    await user.clear(box);
    await user.type(box, '9789381013');
    expect(await screen.findByRole('option', { name: /Stars/ })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'hau{Enter}');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=hau'));
    expect(await screen.findByRole('heading', { name: 'Results for “hau”' })).toBeInTheDocument();
    expect(screen.getAllByTestId('book-card')).toHaveLength(1);
  });

  it('asks nothing for one character, and shows no suggestions for it', async () => {
    const calls = mockApi({
      '/api/catalog/search': searchApi,
      '/api/catalog/home': () => homeCatalog(),
      '/api/news': () => [],
    });
    const user = userEvent.setup();
    renderApp('/');
    const box = await openSearch(user);
    await user.type(box, 'fa');
    expect(await suggestions().findByRole('option', { name: /Fable/ })).toBeInTheDocument();
    await user.type(box, '{Backspace}');
    await waitFor(() => expect(suggestions().queryByRole('option')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.filter((call) => call.url.startsWith('/api/catalog/search'))).toHaveLength(1);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('never shows the answer to an earlier text over a later one', async () => {
    const slow = held();
    const asked = held();
    mockApi({
      '/api/catalog/search': async (url) => {
        if (queryOf(url).get('q') === 'ha') {
          asked.release();
          await slow.promise;
        }
        return searchApi(url);
      },
      '/api/catalog/home': () => homeCatalog(),
      '/api/news': () => [],
    });
    const user = userEvent.setup();
    renderApp('/');
    const box = await openSearch(user);
    await user.type(box, 'ha');
    await asked.promise; // 'ha' is asked for and held back
    await user.type(box, 'unt');
    expect(await suggestions().findByRole('option', { name: /Haunted/ })).toBeInTheDocument();
    slow.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      suggestions()
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Haunted by Author h1']);
  });

  it('choosing a suggestion opens the book', async () => {
    mockApi({ '/api/catalog/search': searchApi, '/api/catalog/home': () => homeCatalog(), '/api/news': () => [] });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const box = await openSearch(user);
    await user.type(box, 'fab');
    await screen.findByRole('option', { name: /Fable/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/books/f1'));
  });
});
