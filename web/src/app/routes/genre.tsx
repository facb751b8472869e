import { categoryFromSlug } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { BooksError } from '@web/components/query-error';
import { genreBooksQuery } from '@web/features/books/api/genre-books';
import { BookPageList } from '@web/features/books/components/book-page-list';
import { usePageMeta } from '@web/lib/page-meta';
import { pageNumberFrom } from '@web/lib/page-number';
import { Component as NotFound } from './not-found';
import type { ServedRoute } from '../server/served-route';

/** /genres/<slug>: a genre's books, best sellers first, a page at a time. */
export const served: ServedRoute = {
  async prefetch({ params, url, data, queryClient }) {
    const genre = categoryFromSlug(params.slug ?? '');
    if (!genre) return { found: false };
    const page = pageNumberFrom(url.searchParams.get('page'));
    const books = await data.genre(genre.id, page);
    if (books) queryClient.setQueryData(genreBooksQuery(genre.id, page).queryKey, books);
    return { found: true };
  },
  // Page 2 is a page of its own, not a copy of page 1.
  canonicalKeepsQuery: true,
};

export function Component() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const genre = categoryFromSlug(slug);
  const page = pageNumberFrom(params.get('page'));
  usePageMeta(genre?.label ?? 'Page not found', genre && `${genre.label} books, best sellers first.`);
  const books = useQuery({ ...genreBooksQuery(genre?.id ?? '', page), enabled: genre !== undefined });
  // The next page's link is at the foot of the list; its books start at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);
  // No such genre: the not-found page, which the server sends with a 404.
  if (!genre) return <NotFound />;
  if (books.isError) return <BooksError error={books.error} />;
  if (books.isPending) return <p role="status">Loading...</p>;
  return (
    <section aria-labelledby="genre-heading">
      <h1 id="genre-heading" className="mb-6 text-2xl font-semibold">
        {genre.label}
      </h1>
      {books.data.total === 0 ? (
        <p>No {genre.label} books yet.</p>
      ) : (
        <BookPageList books={books.data} hrefOf={(each) => paths.genre(slug, each)} />
      )}
    </section>
  );
}
