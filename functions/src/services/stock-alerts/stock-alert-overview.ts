import { STOCK_ALERT_LIMITS, type StockAlertOverview } from '@bookstore/domain';
import { collections } from '../../db/collections';
import { getAllOf } from '../../db/documents';

/**
 * The owner's figures: the per-book counters, never the alerts. The reorder list is
 * the most-waited-for books that have no copies; a book restocked a moment ago, whose alerts are
 * being sent, is left out.
 */
export async function stockAlertOverview(): Promise<StockAlertOverview> {
  const counts = await collections.stockAlertCounts().where('waiting', '>', 0).orderBy('waiting', 'desc').get();
  const waitingByBook = counts.docs.map((doc) => ({ bookId: doc.id, waiting: doc.data().waiting }));
  // Ten in stock at most can be ahead of the list's last line: read that many more.
  const candidates = waitingByBook.slice(0, STOCK_ALERT_LIMITS.reorderListSize * 2);
  const books = await getAllOf(candidates.map(({ bookId }) => collections.books().doc(bookId)));
  const reorder = candidates
    .map((candidate, i) => ({ ...candidate, book: books[i]!.data() }))
    .filter(({ book }) => book !== undefined && book.stock <= 0)
    .slice(0, STOCK_ALERT_LIMITS.reorderListSize)
    .map(({ bookId, waiting, book }) => ({ bookId, waiting, title: book!.title }));
  return { waitingByBook, reorder };
}
