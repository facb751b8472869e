import type { BookRating } from '@bookstore/domain';
import { Stars } from './stars';

/** "★★★★☆ 4.3 of 5 · 12 reviews" near the price, linked to the reviews below; nothing before the first review. */
export function RatingLine({ rating }: { rating: BookRating | undefined }) {
  if (!rating || rating.count < 1 || rating.average === null) return null;
  const count = `${rating.count.toLocaleString('en-IN')} ${rating.count === 1 ? 'review' : 'reviews'}`;
  return (
    <p className="flex items-center gap-2" data-testid="book-rating">
      <Stars value={rating.average} />
      <span>{rating.average.toFixed(1)} of 5</span>
      <a href="#reviews" className="text-blue-700 underline">
        {count}
      </a>
    </p>
  );
}
