import { useExportBooks } from '../api/export-books';
import { showFailure } from '../../components/failure-alert';

/** Manage Books → Export CSV: every book, not only the page on screen, as a spreadsheet. */
export function ExportBooksButton() {
  const exportBooks = useExportBooks();
  const start = () =>
    exportBooks.mutate(undefined, {
      onError: (error) => void showFailure('The books could not be exported', error),
    });
  return (
    <button
      type="button"
      onClick={start}
      disabled={exportBooks.isPending}
      aria-busy={exportBooks.isPending}
      className="min-h-11 rounded-md border border-blue-700 px-3 py-1 text-sm font-medium text-blue-800 hover:bg-blue-50 disabled:opacity-60"
    >
      {exportBooks.isPending ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
