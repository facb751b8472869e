import type { BookInput } from '@bookstore/domain';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useAdminBook } from '@web/features/admin/catalog/api/admin-book';
import { useUpdateBook } from '@web/features/admin/catalog/api/update-book';
import { useUploadCover } from '@web/features/admin/catalog/api/upload-cover';
import { BookForm } from '@web/features/admin/catalog/components/book-form';
import { Spinner } from '@web/features/admin/components/spinner';
import { showFailure } from '@web/features/admin/components/failure-alert';
import { showAlert } from '@web/lib/alerts';
import { ApiError } from '@web/lib/api-client';
import { usePageMeta } from '@web/lib/page-meta';

// The book's reviews: their own chunk, below the form.
const BookReviewsPanel = lazy(() => import('@web/features/admin/catalog/components/book-reviews-panel'));

export function Component() {
  usePageMeta('Update Book', 'Edit a book.');
  const { id = '' } = useParams();
  const { data: book, isPending, error, refetch } = useAdminBook(id);
  const updateBook = useUpdateBook(id);
  const uploadCover = useUploadCover();

  if (isPending) return <Spinner />;
  // Only a first load that failed: a background refetch that fails (after a save, say) keeps the
  // loaded book and the form the owner is working in.
  if (!book)
    return (
      <section aria-labelledby="edit-heading">
        <h1 id="edit-heading" className="mb-4 text-2xl font-semibold">
          Error getting book data
        </h1>
        <div role="alert">
          <p>Error fetching book data</p>
          {/* The server's reason ("Book not found.", a lost connection) says whether trying again can help. */}
          {error && <p className="mt-1 text-sm text-gray-700">{error.message}</p>}
        </div>
      </section>
    );

  const submit = async (input: BookInput) => {
    try {
      // The stock this form was loaded with, so orders placed meanwhile are not overwritten.
      await updateBook.mutateAsync({ ...input, expectedStock: book.stock });
    } catch (error) {
      await showFailure('The book could not be updated', error);
      // A 409 means the stock moved: show the current figures.
      if (error instanceof ApiError && error.status === 409) await refetch();
      return false;
    }
    await showAlert({ icon: 'success', title: 'Book Updated', text: `“${input.title}” was saved.` });
    await refetch();
    return true;
  };

  return (
    <section aria-labelledby="edit-heading">
      <h1 id="edit-heading" className="mb-4 text-2xl font-semibold">
        Update Book
      </h1>
      <BookForm
        initial={book}
        submitLabel="Update Book"
        busyLabel="Updating.."
        resetOnSuccess={false}
        uploadCover={async (image) => (await uploadCover.mutateAsync(image)).url}
        onSubmit={submit}
      />
      <section aria-labelledby="reviews-heading" className="mt-10 flex flex-col gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold">
          Reviews
        </h2>
        <Suspense fallback={<p role="status">Loading reviews…</p>}>
          <BookReviewsPanel bookId={id} />
        </Suspense>
      </section>
    </section>
  );
}
