import type { BookRating, OwnerReview, Review } from '@bookstore/domain';
import { iso } from '../../db/stored-fields';
import type { BookRatingRecord, ReviewRecord } from '../../db/reviews';

/** The stored count and sum as the API answers them: the mean to one decimal, null with none. */
export function ratingView(record: BookRatingRecord | undefined): BookRating {
  const count = Math.max(0, Math.round(record?.count ?? 0));
  const total = record?.starsTotal ?? 0;
  return { count, average: count > 0 ? Math.round((total / count) * 10) / 10 : null };
}

export const reviewView = (id: string, record: ReviewRecord): Review => ({
  id,
  stars: record.stars,
  title: record.title,
  text: record.text,
  author: record.author,
  createdAt: iso(record.createdAt),
  updatedAt: iso(record.updatedAt),
});

export const ownerReviewView = (id: string, record: ReviewRecord): OwnerReview => ({
  ...reviewView(id, record),
  email: record.email,
  hidden: record.hidden,
  hiddenReason: record.hiddenReason,
  hiddenAt: record.hiddenAt ? iso(record.hiddenAt) : null,
});
