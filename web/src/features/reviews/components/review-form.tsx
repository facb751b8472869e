import { REVIEW_LIMITS, reviewRequestSchema, type MyReview, type ReviewRequest } from '@bookstore/domain';
import { ErrorMessage, Field, Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormField } from '@web/components/form-field';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useDeleteReview, useSaveReview } from '../api/reviews';
import { Stars } from './stars';

/*
 * The customer's review of a book: 1 to 5 stars as labelled radio buttons, an optional title and
 * text, checked by the server's own schema. The server decides who may review (a buyer whose
 * order was delivered) and says so in its 403, which the form shows as it comes.
 */

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];
type Values = Omit<ReviewRequest, 'stars'> & { stars: number | '' };
const SECONDARY = 'rounded-md border border-gray-400 px-4 py-2 hover:bg-gray-100 disabled:opacity-50';

export function ReviewForm({ bookId, mine }: { bookId: string; mine: MyReview | null }) {
  const [editing, setEditing] = useState(false);
  if (mine && !editing) return <MyReviewShown bookId={bookId} mine={mine} onEdit={() => setEditing(true)} />;
  return <WriteForm bookId={bookId} mine={mine} onDone={() => setEditing(false)} />;
}

function MyReviewShown({ bookId, mine, onEdit }: { bookId: string; mine: MyReview; onEdit: () => void }) {
  const remove = useDeleteReview(bookId);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">Your review</h3>
      <p>
        <Stars value={mine.stars} /> <span>{mine.stars} of 5</span>
        {mine.title && <strong className="ml-2 break-words">{mine.title}</strong>}
      </p>
      {mine.text && <p className="whitespace-pre-line break-words">{mine.text}</p>}
      {mine.hidden && (
        <p role="note" className="text-sm text-red-800">
          The shop has hidden this review: {mine.hiddenReason}
        </p>
      )}
      {remove.isError && (
        <p role="alert" className="text-sm text-red-700">
          {remove.error.message}
        </p>
      )}
      <div className="flex gap-3">
        <button type="button" className="btn-primary" onClick={onEdit}>
          Edit
        </button>
        <button
          type="button"
          className={SECONDARY}
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined, { onSuccess: () => notify.success('Your review is deleted.') })}
        >
          Delete
        </button>
      </div>
    </div>
  );
}

function WriteForm({ bookId, mine, onDone }: { bookId: string; mine: MyReview | null; onDone: () => void }) {
  const save = useSaveReview(bookId, mine !== null);
  const initial: Values = { stars: mine?.stars ?? '', title: mine?.title ?? '', text: mine?.text ?? '' };
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    try {
      const answer = await save.mutateAsync(reviewRequestSchema.cast(values));
      notify.success(answer.message);
      onDone();
    } catch (error) {
      if (error instanceof ApiError) helpers.setErrors(error.errors);
      helpers.setStatus(error instanceof Error ? error.message : 'Could not save the review. Please try again.');
    }
  };
  return (
    <Formik initialValues={initial} validationSchema={reviewRequestSchema} onSubmit={submit}>
      {({ isSubmitting, status, values, setFieldValue, setFieldTouched }) => (
        <Form noValidate className="flex flex-col gap-3" aria-label={mine ? 'Edit your review' : 'Write a review'}>
          <h3 className="font-semibold">{mine ? 'Edit your review' : 'Write a review'}</h3>
          <fieldset>
            <legend className="mb-1 text-sm font-medium">Your stars</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="flex min-h-11 items-center gap-1">
                  {/* A number, not the radio's text: the schema takes stars strictly. */}
                  <input
                    type="radio"
                    name="stars"
                    value={n}
                    checked={values.stars === n}
                    onChange={() => void setFieldValue('stars', n)}
                    onBlur={() => void setFieldTouched('stars')}
                  />
                  <StarChoice n={n} />
                </label>
              ))}
            </div>
            <ErrorMessage name="stars">
              {(message) => <p className="mt-1 text-sm text-red-700">{message}</p>}
            </ErrorMessage>
          </fieldset>
          <FormField name="title" label="Title (optional)" autoComplete="off" />
          <div>
            <label htmlFor={`review-text-${bookId}`} className="mb-1 block text-sm font-medium">
              Your review (optional)
            </label>
            <Field
              as="textarea"
              id={`review-text-${bookId}`}
              name="text"
              rows={5}
              className="w-full rounded border border-gray-300 bg-gray-50 px-3 py-2"
            />
            <p className="text-sm text-gray-700" aria-live="polite">
              {values.text.length.toLocaleString('en-IN')} of {REVIEW_LIMITS.textMax.toLocaleString('en-IN')} characters
            </p>
            <ErrorMessage name="text">
              {(message) => <p className="mt-1 text-sm text-red-700">{message}</p>}
            </ErrorMessage>
          </div>
          {typeof status === 'string' && (
            <p role="alert" className="text-sm text-red-700">
              {status}
            </p>
          )}
          <div className="flex gap-3">
            <button type="submit" disabled={isSubmitting} className="btn-primary disabled:opacity-50">
              {mine ? 'Save review' : 'Post review'}
            </button>
            {mine && (
              <button type="button" className={SECONDARY} onClick={onDone}>
                Cancel
              </button>
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}

function StarChoice({ n }: { n: number }) {
  return (
    <>
      <Stars value={n} />
      <span>
        {n} – {STAR_WORDS[n]}
      </span>
    </>
  );
}
