import { BookEditRow } from '@web/features/admin/catalog/components/book-edit-row';
import { countOf } from '@web/features/admin/components/counts';
import { OverviewPanel } from '@web/features/admin/statistics/components/overview-panel';
import { useStockAlertOverview } from '../api/stock-alert-overview';

/** The owner's reorder list: out-of-stock books that shoppers wait for, most wanted first. */
export function ReorderCard() {
  const { data, isPending, isError } = useStockAlertOverview();
  return (
    <OverviewPanel title="Most wanted, out of stock" testId="reorder-list" className="mt-8">
      {isPending ? (
        <p role="status">Loading...</p>
      ) : isError ? (
        <p role="alert">The waiting lists could not be loaded.</p>
      ) : data.reorder.length === 0 ? (
        <p className="text-gray-700">Nobody is waiting for an out-of-stock book.</p>
      ) : (
        <ol className="divide-y divide-gray-200">
          {data.reorder.map((book) => (
            <BookEditRow key={book.bookId} bookId={book.bookId} title={book.title}>
              <span>{countOf(book.waiting, 'person waiting', 'people waiting')}</span>
            </BookEditRow>
          ))}
        </ol>
      )}
    </OverviewPanel>
  );
}
