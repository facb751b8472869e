import { LOW_STOCK_THRESHOLD, type AdminStats } from '@bookstore/domain';
import { OverviewPanel } from '../../statistics/components/overview-panel';
import { BookEditRow } from './book-edit-row';

/** The books about to run out (fewest copies first, as the API sends them), each a link to restock it. */
export function LowStockCard({ books }: { books: AdminStats['lowStockBooks'] }) {
  return (
    <OverviewPanel title="Low Stock" testId="low-stock" className="mt-8">
      {books.length === 0 ? (
        <p className="text-gray-700">No book has {LOW_STOCK_THRESHOLD} or fewer copies left.</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {books.map((book) => (
            <BookEditRow key={book._id} bookId={book._id} title={book.title}>
              <span className={book.stock === 0 ? 'text-red-700' : ''}>
                {book.stock === 0 ? 'Out of stock' : `${book.stock} left`}
              </span>
            </BookEditRow>
          ))}
        </ul>
      )}
    </OverviewPanel>
  );
}
