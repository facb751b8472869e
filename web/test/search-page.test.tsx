import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookPage, makeBook, mockApi, pagedBooksApi, renderApp } from './render-app';

/** 30 books match "salt": pages of 12. */
const matches = Array.from({ length: 30 }, (_, i) => makeBook(`s${i}`, { title: `Salt ${i}` }));
const searchApi = pagedBooksApi(matches);

describe('the search page', () => {
  it('asks for one page, says how many books match, and links the pages with ?page=', async () => {
    const calls = mockApi({ '/api/catalog/search': searchApi });
    const { router } = renderApp('/search?q=salt');
    expect(await screen.findByTestId('result-count')).toHaveTextContent(/^30 books$/);
    expect(screen.getAllByTestId('book-card')).toHaveLength(12);
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/search?q=salt&page=2');

    await act(() => router.navigate('/search?q=salt&page=3'));
    await waitFor(() => expect(screen.getAllByTestId('book-card')).toHaveLength(6));
    expect(screen.getByRole('heading', { level: 3, name: 'Salt 24' })).toBeInTheDocument();
    const last = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(last).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(last).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/search?q=salt&page=2');
    expect(within(last).queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/catalog/search?q=salt&page=1',
      '/api/catalog/search?q=salt&page=3',
    ]);
  });

  it('keeps its words for a short text (asking nothing) and for no match', async () => {
    const calls = mockApi({ '/api/catalog/search': () => bookPage([]) });
    renderApp('/search?q=s');
    expect(await screen.findByText('Type at least 2 characters in the search box.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    renderApp('/search?q=zzz');
    expect(await screen.findByText('No books match “zzz”.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it('reads a page past the end as such, with a link to the last page; a page that is not a number is page 1', async () => {
    const calls = mockApi({ '/api/catalog/search': searchApi });
    renderApp('/search?q=salt&page=9');
    expect(await screen.findByText(/There is no page 9/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'page 3' })).toHaveAttribute('href', '/search?q=salt&page=3');
    renderApp('/search?q=salt&page=two');
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/catalog/search?q=salt&page=1'));
  });
});
