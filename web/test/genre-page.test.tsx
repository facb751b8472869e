import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookPage, makeBook, mockApi, pagedBooksApi, renderApp } from './render-app';

/** 26 mystery books, ranked by the API: pages of 12. */
const ranked = Array.from({ length: 26 }, (_, i) =>
  makeBook(`m${i}`, { title: `Mystery ${i}`, category: 'mysteryThriller' }),
);
const topSellersApi = pagedBooksApi(ranked);

describe('the genre page', () => {
  it("is titled with the genre, lists its books in the API's ranking, and links the pages with ?page=", async () => {
    const calls = mockApi({ '/api/catalog/top-sellers': topSellersApi });
    const { router } = renderApp('/genres/mystery-thriller');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mystery/Thriller' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Mystery\/Thriller/));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Mystery/Thriller books, best sellers first.',
    );
    expect(screen.getByTestId('result-count')).toHaveTextContent(/^26 books$/);
    const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles()).toEqual(ranked.slice(0, 12).map((book) => book.title));
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/genres/mystery-thriller?page=2',
    );

    await act(() => router.navigate('/genres/mystery-thriller?page=3'));
    await waitFor(() => expect(titles()).toEqual(['Mystery 24', 'Mystery 25']));
    const last = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(last).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(last).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/genres/mystery-thriller?page=2',
    );
    expect(within(last).queryByRole('link', { name: 'Next page' })).toBeNull();
    // The genre is asked by its id, one page at a time.
    expect(calls.map((call) => call.url)).toEqual([
      '/api/catalog/top-sellers?category=mysteryThriller&page=1',
      '/api/catalog/top-sellers?category=mysteryThriller&page=3',
    ]);
  });

  it('reads a page past the end as such, with a link to the last page', async () => {
    mockApi({ '/api/catalog/top-sellers': topSellersApi });
    renderApp('/genres/mystery-thriller?page=7');
    expect(await screen.findByText(/There is no page 7/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'page 3' })).toHaveAttribute('href', '/genres/mystery-thriller?page=3');
  });

  it('says so when the genre has no books yet', async () => {
    mockApi({ '/api/catalog/top-sellers': () => bookPage([]) });
    renderApp('/genres/poetry');
    expect(await screen.findByText('No Poetry books yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it.each(['/genres/mysteryThriller', '/genres/Fiction', '/genres/%3Cscript%3E', '/genres/%E0%A4%95'])(
    '%s is no genre: the not-found page, asking the API nothing',
    async (path) => {
      const calls = mockApi({ '/api/catalog/top-sellers': topSellersApi });
      renderApp(path);
      expect(await screen.findByRole('heading', { name: '404: Page not found' })).toBeInTheDocument();
      expect(calls).toHaveLength(0);
    },
  );
});
