import { categoryLabel, formatStoreDate, genreSlugOf, shownAuthor } from '@bookstore/domain';
import { lazy, Suspense, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { BookCover } from '@web/components/book-cover';
import { Price } from '@web/components/price';
import { paths } from '@web/config/paths';
import { bookQueryKey, useBook } from '@web/features/books/api/books';
import { AddToCartButton } from '@web/features/books/components/add-to-cart-button';
import { OutOfStockLabel } from '@web/features/books/components/out-of-stock-label';
import { ratingQueryKey, useBookRating } from '@web/features/reviews/api/rating';
import { RatingLine } from '@web/features/reviews/components/rating-line';
import { usePageMeta } from '@web/lib/page-meta';
import { useNearViewport } from '@web/lib/use-near-viewport';
import { useHydrated } from '@web/lib/use-hydrated';
import { useSocialMeta } from '@web/lib/social-meta';
import { bookDescription, bookSocialHead } from '@web/features/books/book-social-head';
import { Component as NotFound } from './not-found';
import type { ServedRoute } from '../server/served-route';

// Its own chunk, asked for once the page is in the browser: the served HTML has no quote to show.
const CheckDelivery = lazy(() => import('@web/features/books/components/check-delivery'));
// Below the fold: its own chunk, asked for when the section nears the screen (issue 43 §1).
const BookReviews = lazy(() => import('@web/features/reviews/components/book-reviews'));

export const served: ServedRoute = {
  async prefetch({ params, data, queryClient }) {
    const id = params.id ?? '';
    // The book and its rating at once: one document each, whatever the number of reviews.
    const [book, rating] = await Promise.all([data.book(id), data.rating(id)]);
    queryClient.setQueryData(bookQueryKey(id), book);
    if (book) queryClient.setQueryData(ratingQueryKey(id), rating);
    return { found: book !== null };
  },
};

export function Component() {
  const { id = '' } = useParams();
  const { data: book, isError, isPending } = useBook(id);
  const { data: rating } = useBookRating(id);
  const hydrated = useHydrated();
  usePageMeta(book ? book.title : book === null ? 'Page not found' : 'Book', book ? bookDescription(book) : undefined);
  useSocialMeta(
    book ? (origin) => bookSocialHead(book, origin, rating) : null,
    book ? JSON.stringify([book, rating ?? null]) : '',
  );

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
          <RatingLine rating={rating} />
          <OutOfStockLabel book={book} />
          <AddToCartButton book={book} className="self-start" />
          {hydrated && (
            <Suspense fallback={null}>
              <CheckDelivery price={book.newPrice} />
            </Suspense>
          )}
        </div>
      </div>
      <ReviewsSection bookId={book._id} />
    </article>
  );
}

/** The reviews' heading, and their chunk once the shopper nears it or came for it (#reviews, #write-review). */
function ReviewsSection({ bookId }: { bookId: string }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, '400px');
  const { hash } = useLocation();
  const asked = hash === '#reviews' || hash === '#write-review';
  const hydrated = useHydrated();
  return (
    <section ref={ref} id="reviews" aria-labelledby="reviews-heading" className="mt-10 flex flex-col gap-4">
      <h2 id="reviews-heading" className="text-xl font-bold">
        Reviews
      </h2>
      {(near || (hydrated && asked)) && (
        <Suspense fallback={<p role="status">Loading reviews…</p>}>
          <BookReviews bookId={bookId} />
        </Suspense>
      )}
    </section>
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
