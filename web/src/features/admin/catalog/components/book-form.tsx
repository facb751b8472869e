import { bookFormSchema, CATEGORIES, validateWith, type Book, type BookFormInput } from '@bookstore/domain';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FileInput } from '@web/components/form/file-input';
import { FormField } from '@web/components/form/form-field';
import { TextAreaField } from '@web/components/form/text-area-field';
import { checkCoverFile, resizeCover } from './cover-image';
import { EMPTY, toFormValues, type BookFormValues } from './book-form-values';

/** Stands in for the cover while a chosen file still has to be uploaded. */
const PENDING_UPLOAD = '/api/covers/pending-upload';

/** An emptied number field is a missing value: the schema then says 'Stock is required.', not 'Stock must be a whole number.'. */
function withoutBlankNumbers(values: BookFormValues) {
  const blank = (value: number | '') => (value === '' ? undefined : value);
  return { ...values, oldPrice: blank(values.oldPrice), newPrice: blank(values.newPrice), stock: blank(values.stock) };
}

interface Props {
  initial?: Book;
  submitLabel: string;
  busyLabel: string;
  /** Resets the form after success (add), or keeps the values (edit). */
  resetOnSuccess: boolean;
  uploadCover: (image: Blob) => Promise<string>;
  onSubmit: (book: BookFormInput) => Promise<boolean>;
}

export function BookForm({ initial, submitLabel, busyLabel, resetOnSuccess, uploadCover, onSubmit }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const chooseFile = (chosen: File) => {
    const problem = checkCoverFile(chosen);
    setFileError(problem);
    setFile(problem ? null : chosen);
  };

  // Editing with the cover field emptied and no new file keeps the current cover.
  const coverOf = (values: BookFormValues) => values.coverImage.trim() || initial?.coverImage || '';

  // The shared schema checks everything (the API's, with author and stock asked for); a chosen
  // file counts as a cover until it is uploaded.
  const validate = async (values: BookFormValues) => {
    const outcome = await validateWith(bookFormSchema, {
      ...withoutBlankNumbers(values),
      coverImage: file ? PENDING_UPLOAD : coverOf(values),
    });
    return outcome.ok ? {} : outcome.errors;
  };

  const submit = async (values: BookFormValues, helpers: FormikHelpers<BookFormValues>) => {
    try {
      const coverImage = file ? await uploadCover(await resizeCover(file)) : coverOf(values);
      const book = await bookFormSchema.validate({ ...values, coverImage }, { stripUnknown: true });
      if (!(await onSubmit(book))) return;
      if (resetOnSuccess) {
        helpers.resetForm({ values: EMPTY });
      } else {
        helpers.resetForm({ values: { ...values, coverImage } });
      }
      setFile(null);
    } catch (error) {
      setFileError(error instanceof Error ? error.message : 'The cover could not be uploaded.');
    }
  };

  return (
    <Formik initialValues={toFormValues(initial)} validate={validate} onSubmit={submit} enableReinitialize>
      {({ isSubmitting }) => (
        <Form noValidate className="grid max-w-2xl gap-4 rounded-lg bg-white p-6 shadow-sm">
          <FormField name="ISBN" label="Book Number" />
          <FormField name="title" label="Title" />
          <TextAreaField name="description" label="Description" rows={5} />
          <FormField name="author" label="Author" />
          <FormField name="category" label="Category" options={CATEGORIES} placeholder="Choose a category" />
          <div className="flex items-center gap-2">
            <Field type="checkbox" id="field-trending" name="trending" className="h-4 w-4" />
            <label htmlFor="field-trending" className="text-sm font-medium">
              Trending
            </label>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField name="oldPrice" label="Old Price (₹)" type="number" />
            <FormField name="newPrice" label="New Price (₹)" type="number" />
            <FormField name="stock" label="Stock" type="number" />
          </div>
          <fieldset className="rounded border border-gray-200 p-4">
            <legend className="px-1 text-sm font-medium">Cover Image</legend>
            <FileInput
              label="Upload an image"
              accept="image/*"
              labelClassName="mb-1 block text-sm"
              onFile={chooseFile}
            />
            {file && <p className="mt-1 text-sm text-gray-700">Selected: {file.name}</p>}
            {fileError && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {fileError}
              </p>
            )}
            <FormField
              name="coverImage"
              label={initial ? 'or keep / enter an image URL' : 'or enter an image URL'}
              className="mt-3"
            />
          </fieldset>
          <button
            type="submit"
            disabled={isSubmitting}
            className="justify-self-start rounded-md bg-green-700 px-6 py-2 font-medium text-white hover:bg-green-800 disabled:opacity-60"
          >
            {isSubmitting ? busyLabel : submitLabel}
          </button>
        </Form>
      )}
    </Formik>
  );
}
