import { MIN_SEARCH_LENGTH, pageCount, type BookPage } from '@bookstore/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BooksError } from '@web/components/query-error';
import { paths } from '@web/config/paths';
import { BookCard } from '@web/features/books/components/book-card';
import { catalogSearchQuery } from '@web/features/search/api/search';
import { usePageMeta } from '@web/lib/page-meta';
import { searchPageFrom } from '@web/features/search/search-page-number';
import type { ServedRoute } from '../server/served-route';

export const served: ServedRoute = {
  async prefetch({ url, data, queryClient }) {
    const q = url.searchParams.get('q')?.trim() ?? '';
    const page = searchPageFrom(url.searchParams.get('page'));
    const results = q.length >= MIN_SEARCH_LENGTH ? await data.search(q, page) : null;
    if (results) queryClient.setQueryData(catalogSearchQuery(q, page).queryKey, results);
    return { found: true };
  },
  canonicalKeepsQuery: true,
};

export function Component() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = searchPageFrom(params.get('page'));
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
        <p>No books match “{q}”.</p>
      ) : (
        <Results q={q} results={results.data} />
      )}
    </section>
  );
}

function Results({ q, results }: { q: string; results: BookPage }) {
  const pages = pageCount(results);
  return (
    <>
      {/* The list's heading: the cards' titles are h3, and a page's headings go down one level at a time. */}
      <h2 className="mb-6 text-base font-normal text-gray-700" data-testid="result-count">
        {results.total} {results.total === 1 ? 'book' : 'books'}
      </h2>
      {results.books.length === 0 ? (
        <p>
          There is no page {results.page}: the results end at{' '}
          <Link to={paths.search(q, pages)} className="text-blue-700 underline">
            page {pages}
          </Link>
          .
        </p>
      ) : (
        <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {results.books.map((book) => (
            <li key={book._id}>
              <BookCard book={book} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && <PageLinks q={q} page={results.page} pages={pages} />}
    </>
  );
}

/** Real links (?q=…&page=2), so a page of results can be opened in a tab, shared and reloaded. */
function PageLinks({ q, page, pages }: { q: string; page: number; pages: number }) {
  const link = 'rounded-md border border-gray-300 px-4 py-2 font-medium hover:bg-gray-100';
  return (
    <nav aria-label="Result pages" className="mt-10 flex items-center justify-center gap-4">
      {page > 1 && (
        <Link to={paths.search(q, Math.min(page - 1, pages))} rel="prev" className={link}>
          <span aria-hidden="true">← </span>Previous<span className="sr-only"> page</span>
        </Link>
      )}
      <p>
        Page {page} of {pages}
      </p>
      {page < pages && (
        <Link to={paths.search(q, page + 1)} rel="next" className={link}>
          Next<span className="sr-only"> page</span>
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </nav>
  );
}
