import { categoryLabel, formatStoreDate, genreSlugOf, isOutOfStock, shownAuthor } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BookCover } from '@web/components/book-cover';
import { Price } from '@web/components/price';
import { bookQueryKey, useBook } from '@web/features/books/api/books';
import { AddToCartButton } from '@web/features/books/components/add-to-cart-button';
import { OutOfStockLabel } from '@web/features/books/components/out-of-stock-label';
import { RatingLine } from '@web/features/reviews/components/rating-line';
import { ReviewsSection } from '@web/features/reviews/components/reviews-section';
import { usePageMeta } from '@web/lib/page-meta';
import { useHydrated } from '@web/lib/use-hydrated';
import { useSocialMeta } from '@web/lib/social-meta';
import { bookDescription, bookSocialHead } from '@web/features/books/book-social-head';
import { Component as NotFound } from './not-found';
import type { ServedRoute } from '../server/served-route';

// Its own chunk, asked for once the page is in the browser: the served HTML has no quote to show.
const CheckDelivery = lazy(() => import('@web/features/books/components/check-delivery'));
// "Email me when it's back": only on an out-of-stock book, in its own chunk.
const StockAlertForm = lazy(() => import('@web/features/stock-alerts/stock-alert-form'));

export const served: ServedRoute = {
  async prefetch({ params, data, queryClient }) {
    const id = params.id ?? '';
    const book = await data.book(id);
    queryClient.setQueryData(bookQueryKey(id), book);
    return { found: book !== null };
  },
};

export function Component() {
  const { id = '' } = useParams();
  const { data: book, isError, isPending } = useBook(id);
  const hydrated = useHydrated();
  usePageMeta(book ? book.title : book === null ? 'Page not found' : 'Book', book ? bookDescription(book) : undefined);
  useSocialMeta(book ? (origin) => bookSocialHead(book, origin) : null, book ? JSON.stringify(book) : '');

  if (isPending)
    return (
      <p role="status" className="py-20 text-center">
        Loading...
      </p>
    );
  // No such book (or it was deleted): the not-found page, which the server sends with a 404.
  if (book === null) return <NotFound />;
  if (isError || !book)
    return (
      <p role="alert" className="py-20 text-center text-red-700">
        Error happending to load book info
      </p>
    );
  return (
    <>
      <article className="mx-auto max-w-4xl rounded-lg bg-white p-6 shadow-sm">
        <h1 className="mb-6 text-2xl font-bold">{book.title}</h1>
        <div className="flex flex-col gap-8 sm:flex-row">
          <div className="w-full max-w-xs shrink-0">
            <BookCover src={book.coverImage} title={book.title} eager />
          </div>
          <div className="flex flex-col gap-3">
            <p>
              <strong>Author:</strong> {shownAuthor(book)}
            </p>
            <p>
              <strong>Published:</strong> <time dateTime={book.createdAt}>{formatStoreDate(book.createdAt)}</time>
            </p>
            <p>
              <strong>Category:</strong> <Genre category={book.category} />
            </p>
            <p>
              <strong>ISBN:</strong> {book.ISBN}
            </p>
            <p className="text-gray-800">{book.description}</p>
            <Price newPrice={book.newPrice} oldPrice={book.oldPrice} />
            <RatingLine rating={book.rating} />
            <OutOfStockLabel book={book} />
            {hydrated && isOutOfStock(book) && (
              <Suspense fallback={null}>
                <StockAlertForm bookId={book._id} />
              </Suspense>
            )}
            <AddToCartButton book={book} className="self-start" />
            {hydrated && (
              <Suspense fallback={null}>
                <CheckDelivery price={book.newPrice} />
              </Suspense>
            )}
          </div>
        </div>
      </article>
      <ReviewsSection bookId={book._id} />
    </>
  );
}

/** The book's genre, linked to the genre's page; a category of no genre of the list is only named. */
function Genre({ category }: { category: string }) {
  const slug = genreSlugOf(category);
  const label = categoryLabel(category);
  return slug ? (
    <Link to={paths.genre(slug)} className="text-blue-700 underline">
      {label}
    </Link>
  ) : (
    label
  );
}
