import type { BookInput } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { useNavigate } from 'react-router-dom';
import { useCreateBook } from '@web/features/admin/catalog/api/create-book';
import { useUploadCover } from '@web/features/admin/catalog/api/upload-cover';
import { BookForm } from '@web/features/admin/catalog/components/book-form';
import { showFailure } from '@web/features/admin/components/failure-alert';
import { showAlert } from '@web/lib/alerts';
import { usePageMeta } from '@web/lib/page-meta';

export function Component() {
  usePageMeta('Add New Book', 'Add a book to the store.');
  const createBook = useCreateBook();
  const uploadCover = useUploadCover();
  const navigate = useNavigate();

  const submit = async (book: BookInput) => {
    try {
      await createBook.mutateAsync(book);
    } catch (error) {
      await showFailure('The book could not be added', error);
      return false;
    }
    // Answering at once lets the form reset and drop the chosen file while the popup is open;
    // closing the popup then takes the owner to the list.
    void showAlert({ icon: 'success', title: 'Book added', text: `“${book.title}” is now in the store.` }).then(() =>
      navigate(paths.dashboard.manageBooks()),
    );
    return true;
  };

  return (
    <section aria-labelledby="add-heading">
      <h1 id="add-heading" className="mb-4 text-2xl font-semibold">
        Add New Book
      </h1>
      <BookForm
        submitLabel="Add Book"
        busyLabel="Adding.."
        resetOnSuccess
        uploadCover={async (image) => (await uploadCover.mutateAsync(image)).url}
        onSubmit={submit}
      />
    </section>
  );
}
