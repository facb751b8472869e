import { type InferType } from 'yup';
import { bookAnswerSchema } from '../catalog/catalog-answers';
import { named } from '../shared/fields';
import { bookRatingSchema } from './review-answers';

/**
 * One book as its page reads it (GET /api/books/{id}, the served book page): the book and its
 * rating, read from bookRatings/{book id} beside it (decision 061), never from the reviews.
 */
export const bookDetailSchema = named(
  'BookDetail',
  bookAnswerSchema.shape({ rating: bookRatingSchema.defined() }),
  'A book with its reviews’ average and count.',
);
export type BookDetail = InferType<typeof bookDetailSchema>;
