import { MIN_SEARCH_LENGTH } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BooksError } from '@web/components/query-error';
import { BookPageList } from '@web/features/books/components/book-page-list';
import { catalogSearchQuery } from '@web/features/search/api/search';
import { usePageMeta } from '@web/lib/page-meta';
import { pageNumberFrom } from '@web/lib/page-number';
import type { ServedRoute } from '../server/served-route';

export const served: ServedRoute = {
  async prefetch({ url, data, queryClient }) {
    const q = url.searchParams.get('q')?.trim() ?? '';
    const page = pageNumberFrom(url.searchParams.get('page'));
    const results = q.length >= MIN_SEARCH_LENGTH ? await data.search(q, page) : null;
    if (results) queryClient.setQueryData(catalogSearchQuery(q, page).queryKey, results);
    return { found: true };
  },
  canonicalKeepsQuery: true,
};

export function Component() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = pageNumberFrom(params.get('page'));
  usePageMeta(q ? `Search: ${q}` : 'Search', 'Search books by title, author or ISBN.');
  const searchable = q.length >= MIN_SEARCH_LENGTH;
  const results = useQuery({ ...catalogSearchQuery(q, page), enabled: searchable });
  // The next page's link is at the foot of the list; its results start at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);
  if (searchable && results.isError) return <BooksError error={results.error} />;
  if (searchable && results.isPending) return <p role="status">Loading...</p>;
  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading" className="mb-6 text-2xl font-semibold">
        {q ? `Results for “${q}”` : 'Search'}
      </h1>
      {!searchable || !results.data ? (
        <p>Type at least {MIN_SEARCH_LENGTH} characters in the search box.</p>
      ) : results.data.total === 0 ? (
        <>
          <p>No books match “{q}”.</p>
          {results.data.didYouMean.length > 0 && (
            <p className="mt-4">
              Did you mean{' '}
              {results.data.didYouMean.map((title, index) => (
                <Fragment key={title}>
                  {index > 0 && ', '}
                  <Link to={paths.search(title)} className="text-blue-700 underline">
                    {title}
                  </Link>
                </Fragment>
              ))}
              ?
            </p>
          )}
        </>
      ) : (
        <BookPageList books={results.data} hrefOf={(page) => paths.search(q, page)} />
      )}
    </section>
  );
}
