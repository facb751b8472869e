import { formatStoreDate, type Review } from '@bookstore/domain';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { useAuth } from '@web/lib/auth-context';
import { useMyReview, useReviewPages } from '../api/reviews';
import { reviewCountLabel } from './rating-line';
import { ReviewForm } from './review-form';
import { Stars } from './stars';

/*
 * The reviews below a book's page (issue 43 §1), a lazy chunk asked for when the section nears
 * the screen: the newest 20 and "Show more", and for a signed-in customer their own review or the
 * form to write one. Everything a reviewer wrote is text in React, so it shows escaped.
 */

export const WRITE_REVIEW_ID = 'write-review';

export default function BookReviews({ bookId }: { bookId: string }) {
  const pages = useReviewPages(bookId);
  const { hash } = useLocation();
  const reviews = pages.data?.pages.flatMap((page) => page.reviews) ?? [];
  const first = pages.data?.pages[0];

  // The invitation e-mail's link (/books/{id}#write-review) lands here once the form exists.
  useEffect(() => {
    if (hash === `#${WRITE_REVIEW_ID}`) document.getElementById(WRITE_REVIEW_ID)?.scrollIntoView();
  }, [hash, pages.isSuccess]);

  return (
    <>
      <MyReviewPanel bookId={bookId} />
      {pages.isPending && <p role="status">Loading reviews…</p>}
      {pages.isError && (
        <p role="alert" className="text-red-700">
          Could not load the reviews. {pages.error.message}
        </p>
      )}
      {first && (
        <p className="text-sm text-gray-700">
          {first.count === 0 ? 'No reviews yet.' : `${reviewCountLabel(first.count)}, newest first.`}
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ol>
      {pages.hasNextPage && (
        <button
          type="button"
          className="self-start rounded-md border border-gray-400 px-4 py-2 hover:bg-gray-100"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
        </button>
      )}
    </>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <article className="rounded border border-gray-200 p-4">
      <p className="flex flex-wrap items-center gap-2">
        <Stars value={review.stars} />
        <span className="sr-only">{review.stars} of 5 stars</span>
        {review.title && <strong className="break-words">{review.title}</strong>}
      </p>
      {review.text && <p className="mt-2 whitespace-pre-line break-words">{review.text}</p>}
      <p className="mt-2 text-sm text-gray-700">
        {review.author || 'A buyer'}, <time dateTime={review.createdAt}>{formatStoreDate(review.createdAt)}</time>
        {review.updatedAt !== review.createdAt && ' (edited)'}
      </p>
    </article>
  );
}

/** The customer's own review with Edit and Delete, or the form; signed out, how to write one. */
function MyReviewPanel({ bookId }: { bookId: string }) {
  const { user } = useAuth();
  const mine = useMyReview(bookId);
  if (user === undefined) return null;
  if (!user)
    return (
      <p id={WRITE_REVIEW_ID} className="text-sm">
        Bought this book?{' '}
        <Link to={paths.login} className="text-blue-700 underline">
          Sign in
        </Link>{' '}
        to review it.
      </p>
    );
  if (!user.emailVerified)
    return (
      <p id={WRITE_REVIEW_ID} className="text-sm">
        Verify your e-mail address to review books you bought.
      </p>
    );
  if (mine.isPending) return null;
  return (
    <section id={WRITE_REVIEW_ID} aria-label="Your review" className="rounded border border-gray-200 bg-gray-50 p-4">
      <ReviewForm bookId={bookId} mine={mine.data ?? null} />
    </section>
  );
}
