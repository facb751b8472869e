import { MIN_SEARCH_LENGTH, type StorefrontData } from '@bookstore/domain';
import type { QueryClient } from '@tanstack/react-query';
import { bookQueryKey } from '../../features/books/api/books';
import { homeCatalogQuery } from '../../features/books/api/home-catalog';
import { newsQueryKey } from '../../features/news/api/news';
import { catalogSearchQuery } from '../../features/search/api/search';
import { INFO_PAGES } from '../../features/pages/info-pages';
import { searchPageFrom } from '../../features/search/search-page-number';

/**
 * Puts into the query cache what the matched page shows, under the keys its hooks use, so the
 * render shows it and the browser's hydration starts from it without asking again. Every read
 * is started at once: one Firestore round trip. Answers whether the page exists.
 */
export async function prefetchPage(
  route: { path: string; params: Record<string, string | undefined> },
  url: URL,
  data: StorefrontData,
  queryClient: QueryClient,
): Promise<{ found: boolean }> {
  switch (route.path) {
    case '': {
      const [home, news] = await Promise.all([data.home(), data.news()]);
      queryClient.setQueryData(homeCatalogQuery.queryKey, home);
      queryClient.setQueryData(newsQueryKey, news);
      return { found: true };
    }
    case 'books/:id': {
      const id = route.params.id ?? '';
      const book = await data.book(id);
      queryClient.setQueryData(bookQueryKey(id), book);
      return { found: book !== null };
    }
    case 'search': {
      const q = url.searchParams.get('q')?.trim() ?? '';
      const page = searchPageFrom(url.searchParams.get('page'));
      const results = q.length >= MIN_SEARCH_LENGTH ? await data.search(q, page) : null;
      if (results) queryClient.setQueryData(catalogSearchQuery(q, page).queryKey, results);
      return { found: true };
    }
    case 'info/:slug':
      return { found: (route.params.slug ?? '') in INFO_PAGES };
    default:
      return { found: false };
  }
}
