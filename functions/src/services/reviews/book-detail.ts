import type { BookDetail } from '@bookstore/domain';
import { collections } from '../../db/collections';
import { getBook } from '../catalog/books';
import { ratingView } from './review-views';

/**
 * The book page's book: its document and its rating document, both read by id at once (one round
 * trip), never a pass over its reviews (decision 061), so 1,000 reviews cost what none do.
 */
export async function getBookDetail(id: string): Promise<BookDetail> {
  const [book, rating] = await Promise.all([getBook(id), collections.bookRatings().doc(id).get()]);
  return { ...book, rating: ratingView(rating.data()) };
}
