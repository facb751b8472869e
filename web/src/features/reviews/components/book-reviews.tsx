import { useBookReviews } from '../api/book-reviews';
import { MyReviewPanel } from './my-review';
import { ReviewItem } from './review-item';

/** The reviews below the fold (its own chunk): the newest 20, then "Show more" by the cursor. */
export default function BookReviews({ bookId }: { bookId: string }) {
  const reviews = useBookReviews(bookId);
  if (reviews.isPending) return <p role="status">Loading reviews...</p>;
  if (reviews.isError)
    return (
      <p role="alert" className="text-red-700">
        The reviews could not be loaded: {reviews.error.message}
      </p>
    );
  const shown = reviews.data.pages.flatMap((page) => page.reviews);
  return (
    <>
      <MyReviewPanel bookId={bookId} />
      {shown.length === 0 ? (
        <p className="text-gray-700">No reviews yet.</p>
      ) : (
        <ul aria-label="Reviews">
          {shown.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <button
          type="button"
          className="mt-3 rounded border px-3 py-1"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {reviews.isFetchingNextPage ? 'Loading...' : 'Show more'}
        </button>
      )}
    </>
  );
}
