import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ServedRoute } from '@web/app/server/served-route';

// The route modules as entry-server.tsx finds them: a served page is one export in one file.
const modules = import.meta.glob<{ served?: ServedRoute }>('../src/app/routes/*.tsx', { eager: true });
const served = Object.entries(modules)
  .filter(([, module]) => module.served)
  .map(([file]) => file.replace('../src/app/routes/', ''));

describe('served routes', () => {
  it('are the route modules that export `served`: home, a book, search, a genre, info and policy pages and not found', () => {
    expect(served.sort()).toEqual(['book.tsx', 'genre.tsx', 'home.tsx', 'info.tsx', 'not-found.tsx', 'search.tsx']);
  });

  it('not found answers 404, and an info page only when it exists', async () => {
    const context = {
      params: { slug: 'no-such-page' },
      url: new URL('http://x/'),
      data: {} as never,
      queryClient: {} as never,
    };
    expect(await modules['../src/app/routes/not-found.tsx']!.served!.prefetch(context)).toEqual({ found: false });
    expect(await modules['../src/app/routes/info.tsx']!.served!.prefetch(context)).toEqual({ found: false });
    // A policy of no such kind: the data says null, the page is not found.
    const info = modules['../src/app/routes/info.tsx']!.served!;
    const data = { policy: (kind: string) => Promise.resolve(kind === 'terms' ? ({ kind } as never) : null) } as never;
    const queryClient = new QueryClient();
    expect(await info.prefetch({ ...context, data, queryClient, params: { kind: 'constructor' } })).toEqual({
      found: false,
    });
    expect(await info.prefetch({ ...context, data, queryClient, params: { kind: 'terms' } })).toEqual({ found: true });
    expect(queryClient.getQueryData(['policy', 'terms'])).toEqual({ kind: 'terms' });
  });

  it("a genre page is found only for a genre's slug, and caches the page of books the URL asks for", async () => {
    const genre = modules['../src/app/routes/genre.tsx']!.served!;
    const asked: Array<[string, number]> = [];
    const books = { books: [], total: 0, page: 2, pageSize: 12 };
    const data = {
      genre: (id: string, page: number) => {
        asked.push([id, page]);
        return Promise.resolve(books);
      },
    } as never;
    const queryClient = new QueryClient();
    const at = (slug: string, search = '') => ({
      params: { slug },
      url: new URL(`http://x/genres/${slug}${search}`),
      data,
      queryClient,
    });
    for (const slug of ['no-such-genre', 'mysteryThriller', '<script>', 'क'])
      expect(await genre.prefetch(at(slug))).toEqual({ found: false });
    expect(asked).toEqual([]);
    expect(await genre.prefetch(at('mystery-thriller', '?page=2'))).toEqual({ found: true });
    expect(await genre.prefetch(at('fiction', '?page=$&'))).toEqual({ found: true });
    expect(asked).toEqual([
      ['mysteryThriller', 2],
      ['fiction', 1],
    ]);
    expect(queryClient.getQueryData(['catalog', 'genre', 'mysteryThriller', 2])).toBe(books);
  });
});
