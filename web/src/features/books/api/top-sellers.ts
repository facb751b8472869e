import { type Book, type BookPage } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { CATALOG_KEY } from '@web/lib/catalog-key';
import { homeCatalogQuery } from './home-catalog';

/** The next page while the pages so far hold fewer books than the total. */
const nextPage = (last: BookPage) =>
  last.books.length > 0 && last.page * last.pageSize < last.total ? last.page + 1 : undefined;

/**
 * Top Sellers of one genre ('' for all), a page at a time as the shopper reaches the end of the
 * carousel. The first page of all genres came with the home page, so it is not asked for again.
 */
export function useTopSellers(genre: string) {
  const queryClient = useQueryClient();
  const home = () => (genre ? undefined : queryClient.getQueryState(homeCatalogQuery.queryKey));
  return useInfiniteQuery({
    queryKey: [...CATALOG_KEY, 'top-sellers', genre],
    queryFn: ({ pageParam, signal }) =>
      call(routes.listTopSellers, { query: { page: pageParam, category: genre || undefined }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    initialData: () => {
      const first = home()?.data?.topSellers;
      return first && { pages: [first], pageParams: [1] };
    },
    initialDataUpdatedAt: () => home()?.dataUpdatedAt,
    // A book that moved up a place between two pages would otherwise show twice.
    select: (data) => uniqueBooks(data.pages.flatMap((page) => page.books)),
  });
}

function uniqueBooks(books: Book[]): Book[] {
  const seen = new Set<string>();
  return books.filter((book) => !seen.has(book._id) && seen.add(book._id));
}
