import { categoryLabel, formatRupees, matchesSearch } from '@bookstore/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAdminBooks, useDeleteBook } from '../../../features/admin/api/admin-queries';
import { AdminTable, CELL, ROW } from '../../../features/admin/components/admin-table';
import { Spinner } from '../../../features/admin/components/spinner';
import { showFailure } from '../../../features/admin/failure-alert';
import { confirmAction, showAlert } from '../../../lib/alerts';
import { usePageMeta } from '../../../lib/page-meta';

const PAGE_SIZE = 25;

export function Component() {
  usePageMeta('Manage Books', 'Edit and delete books.');
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  // A page number belongs to one search: a new search starts again at its first page.
  const [paging, setPaging] = useState({ q, page: 0 });
  if (paging.q !== q) setPaging({ q, page: 0 });
  const page = paging.q === q ? paging.page : 0;
  const setPage = (next: number) => setPaging({ q, page: next });
  const { data: books, isPending, isError, error } = useAdminBooks();
  const deleteBook = useDeleteBook();

  if (isPending) return <Spinner />;
  if (isError) return <p role="alert">Error fetching books: {error.message}</p>;

  const filtered = books.filter((book) => matchesSearch(book, q));
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = filtered.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);

  const remove = async (id: string, title: string) => {
    if (!(await confirmAction('Delete this book?', `“${title}” will be removed from the store.`, 'Delete'))) return;
    try {
      await deleteBook.mutateAsync(id);
      await showAlert({ icon: 'success', title: 'Book Deleted', text: `“${title}” was deleted.` });
    } catch (failure) {
      await showFailure('The book could not be deleted', failure);
    }
  };

  return (
    <section aria-labelledby="manage-heading" className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <h1 id="manage-heading" className="mb-4 text-xl font-semibold">
        All Books {q && <span className="text-base font-normal text-gray-600">matching “{q}”</span>}
      </h1>
      <AdminTable columns={['#', 'Book Title', 'Category', 'Price', 'Actions']}>
        {shown.map((book, index) => (
          <tr key={book._id} className={ROW} data-testid="book-row">
            <td className={CELL}>{current * PAGE_SIZE + index + 1}</td>
            <td className={`${CELL} font-medium`}>{book.title}</td>
            <td className={CELL}>{categoryLabel(book.category)}</td>
            <td className={CELL}>{formatRupees(book.newPrice)}</td>
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
      {filtered.length === 0 && <p className="py-6 text-center text-gray-700">No books found.</p>}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
          <button
            type="button"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
            className="rounded border px-3 py-1 disabled:opacity-40"
          >
            Previous
          </button>
          <span>
            Page {current + 1} of {pages} ({filtered.length} books)
          </span>
          <button
            type="button"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
            className="rounded border px-3 py-1 disabled:opacity-40"
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
