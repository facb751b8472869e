import { categoryLabel, formatRupees, pageCount } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAdminBooks } from '@web/features/admin/catalog/api/admin-books';
import { useDeleteBook } from '@web/features/admin/catalog/api/delete-book';
import { AdminTable, CELL, ROW } from '@web/features/admin/components/admin-table';
import { ExportBooksButton } from '@web/features/admin/catalog/components/export-books-button';
import { PageNav } from '@web/features/admin/components/page-nav';
import { countOf } from '@web/features/admin/components/counts';
import { Spinner } from '@web/features/admin/components/spinner';
import { showFailure } from '@web/features/admin/components/failure-alert';
import { useManageBooksAddress } from '@web/features/admin/catalog/hooks/manage-books-address';
import { confirmAction, showAlert } from '@web/lib/alerts';
import { usePageMeta } from '@web/lib/page-meta';
import { useWaitingByBook } from '@web/features/admin/stock-alerts/api/stock-alert-overview';
import { useWide } from '@web/features/admin/hooks/use-media-query';

/** Their own chunk (with the book schema the stock is checked by): a desk never fetches them. */
const BookCards = lazy(() =>
  import('@web/features/admin/catalog/components/book-cards').then((module) => ({ default: module.BookCards })),
);
/** The header's links and buttons: 44 px tap targets at every width (a class only the owner used, reset from `sm`, would add a rule to every shopper's CSS: Tailwind writes one stylesheet). */
const HEADER_ACTION = 'inline-flex min-h-11 items-center text-sm font-medium text-blue-700 hover:underline';

const bookCount = (total: number) => countOf(total, 'book', 'books');

/** Manage Books: one page of the catalog at a time, newest first, searched on the server by the header's box. */
export function Component() {
  usePageMeta('Manage Books', 'Edit and delete books.');
  const { shown, goToPage, replacePage, showAll } = useManageBooksAddress();
  const { data, isPending, isError, error, isPlaceholderData } = useAdminBooks(shown);
  const deleteBook = useDeleteBook();
  const waitingFor = useWaitingByBook();
  // Narrower than a desk, the books are cards; from it, the table.
  const wide = useWide();

  // Past the last page (its last book was just deleted, or an old link): go to the last page there is.
  const lastPage = data && !isPlaceholderData && data.books.length === 0 && data.total > 0 ? pageCount(data) : null;
  useEffect(() => {
    if (lastPage !== null && shown.page > lastPage) replacePage(lastPage);
  }, [lastPage, shown.page, replacePage]);

  if (isPending) return <Spinner />;
  if (!data) return <p role="alert">Error fetching books: {error?.message}</p>;

  const remove = async (id: string, title: string) => {
    if (!(await confirmAction('Delete this book?', `“${title}” will be removed from the store.`, 'Delete'))) return;
    try {
      // The page on screen is fetched again (the mutation invalidates it).
      await deleteBook.mutateAsync(id);
      await showAlert({ icon: 'success', title: 'Book Deleted', text: `“${title}” was deleted.` });
    } catch (failure) {
      await showFailure('The book could not be deleted', failure);
    }
  };

  const first = (data.page - 1) * data.pageSize;
  return (
    <section
      aria-labelledby="manage-heading"
      aria-busy={isPlaceholderData}
      className="rounded-lg bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="manage-heading" className="text-xl font-semibold">
          All Books {shown.q && <span className="text-base font-normal text-gray-600">matching “{shown.q}”</span>}
        </h1>
        <div className="flex flex-wrap items-baseline gap-4">
          <p className="text-sm text-gray-700" data-testid="book-total">
            {bookCount(data.total)}
          </p>
          <button type="button" onClick={showAll} className={HEADER_ACTION}>
            See all
          </button>
          <Link to={paths.dashboard.importBooks} className={HEADER_ACTION}>
            Import CSV
          </Link>
          <ExportBooksButton />
        </div>
      </div>
      {isError && <p role="alert">Error fetching books: {error.message}</p>}
      <div className={isPlaceholderData ? 'opacity-60' : undefined}>
        {!wide && (
          <Suspense fallback={<Spinner />}>
            <BookCards books={data.books} waitingFor={waitingFor} onDelete={(id, title) => void remove(id, title)} />
          </Suspense>
        )}
        {wide && (
          <AdminTable columns={['#', 'Book Title', 'Category', 'Price', 'Waiting', 'Actions']}>
            {data.books.map((book, index) => (
              <tr key={book._id} className={ROW} data-testid="book-row">
                <td className={CELL}>{first + index + 1}</td>
                <td className={`${CELL} font-medium`}>{book.title}</td>
                <td className={CELL}>{categoryLabel(book.category)}</td>
                <td className={CELL}>{formatRupees(book.newPrice)}</td>
                <td className={CELL} data-testid="book-waiting">
                  {waitingFor(book._id)}
                </td>
                <td className={`${CELL} flex gap-3`}>
                  <Link to={paths.dashboard.editBook(book._id)} className="font-medium text-blue-700 hover:underline">
                    Edit <span className="sr-only">{book.title}</span>
                  </Link>
                  <button
                    type="button"
                    onClick={() => remove(book._id, book.title)}
                    className="font-medium text-red-700 hover:underline"
                  >
                    Delete <span className="sr-only">{book.title}</span>
                  </button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
      {data.total === 0 && (
        <p className="py-6 text-center text-gray-700">
          {shown.q ? `No books match “${shown.q}”.` : 'No books yet: add the first one with Add New Book.'}
        </p>
      )}
      {/* The page asked for, not the one still on screen while it loads: Next twice goes two pages on. */}
      {data.total > 0 && <PageNav page={shown.page} pages={pageCount(data)} onPage={goToPage} />}
    </section>
  );
}
