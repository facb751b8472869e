import { formatStoreDate, type Review } from '@bookstore/domain';
import { Stars } from './stars';

/** One review as anyone reads it: its words are React text, so markup in them shows as typed. */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="border-b py-4 last:border-b-0" data-testid="review">
      <p className="flex items-center gap-2">
        <Stars value={review.stars} />
        <span className="sr-only">{review.stars} of 5 stars</span>
        {review.title && <strong>{review.title}</strong>}
      </p>
      {review.text && <p className="mt-1 whitespace-pre-line text-gray-800">{review.text}</p>}
      <p className="mt-1 text-sm text-gray-600">
        {review.author}, <time dateTime={review.createdAt}>{formatStoreDate(review.createdAt)}</time>
      </p>
    </li>
  );
}
