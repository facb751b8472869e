import type { BookRating } from '@bookstore/domain';
import { Stars } from './stars';

export const reviewCountLabel = (count: number) => `${count.toLocaleString('en-IN')} review${count === 1 ? '' : 's'}`;

/**
 * The book's average and count near its price (issue 43 §1), in the served HTML: the rating is
 * read with the book. It links to the reviews below; with none it says so and invites the first.
 */
export function RatingLine({ rating }: { rating: BookRating | undefined }) {
  if (!rating) return null;
  if (rating.average === null || rating.count === 0)
    return (
      <p className="text-sm text-gray-700">
        <a href="#reviews" className="underline">
          No reviews yet
        </a>
      </p>
    );
  return (
    <p className="flex items-center gap-2 text-sm">
      <Stars value={rating.average} className="text-lg" />
      <span>
        <strong>{rating.average.toFixed(1)}</strong> of 5
      </span>
      <a href="#reviews" className="text-blue-700 underline">
        {reviewCountLabel(rating.count)}
      </a>
    </p>
  );
}
