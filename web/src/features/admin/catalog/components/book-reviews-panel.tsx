import { formatStoreDateTime, reviewHideSchema, type OwnerReview } from '@bookstore/domain';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormField } from '@web/components/form/form-field';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useAdminBookReviews, useHideReview } from '../api/book-reviews';

/*
 * The owner's book page lists the book's reviews, newest first, hidden ones marked with the
 * reason. The owner can hide a review with a reason, which the customer is e-mailed;
 * the words are never edited. Loaded as its own chunk below the book's form.
 */

export default function BookReviewsPanel({ bookId }: { bookId: string }) {
  const reviews = useAdminBookReviews(bookId);
  if (reviews.isPending) return <p role="status">Loading reviews…</p>;
  if (reviews.isError)
    return (
      <p role="alert" className="text-red-700">
        Could not load the reviews. {reviews.error.message}
      </p>
    );
  const { average, count } = reviews.data;
  return (
    <>
      <p>
        {count === 0 || average === null
          ? 'No visible reviews.'
          : `${average.toFixed(1)} of 5 from ${count.toLocaleString('en-IN')} visible review${count === 1 ? '' : 's'}.`}
      </p>
      <ul className="flex flex-col gap-3">
        {reviews.data.reviews.map((review) => (
          <li key={review.id}>
            <OwnerReviewCard bookId={bookId} review={review} />
          </li>
        ))}
      </ul>
    </>
  );
}

function OwnerReviewCard({ bookId, review }: { bookId: string; review: OwnerReview }) {
  const [hiding, setHiding] = useState(false);
  return (
    <article className={`rounded border p-3 ${review.hidden ? 'border-red-300 bg-red-50' : 'border-gray-200'}`}>
      <p className="flex flex-wrap gap-2">
        <strong>{review.stars} of 5</strong>
        {review.title && <span className="break-words font-medium">{review.title}</span>}
        {review.hidden && <span className="rounded bg-red-700 px-2 text-sm text-white">Hidden</span>}
      </p>
      {review.text && <p className="mt-1 whitespace-pre-line break-words">{review.text}</p>}
      <p className="mt-1 text-sm text-gray-700">
        {review.author} ({review.email}), {formatStoreDateTime(review.createdAt)}
      </p>
      {review.hidden ? (
        <p className="mt-1 text-sm">
          Hidden {review.hiddenAt ? formatStoreDateTime(review.hiddenAt) : ''}: {review.hiddenReason}
        </p>
      ) : hiding ? (
        <HideForm bookId={bookId} reviewId={review.id} onDone={() => setHiding(false)} />
      ) : (
        <button
          type="button"
          className="mt-2 min-h-11 rounded-md border border-gray-400 px-4 hover:bg-gray-100"
          onClick={() => setHiding(true)}
        >
          Hide
        </button>
      )}
    </article>
  );
}

function HideForm({ bookId, reviewId, onDone }: { bookId: string; reviewId: string; onDone: () => void }) {
  const hide = useHideReview(bookId);
  return (
    <Formik
      initialValues={{ reason: '' }}
      validationSchema={reviewHideSchema}
      onSubmit={async (values, helpers) => {
        try {
          await hide.mutateAsync({ reviewId, body: reviewHideSchema.cast(values) });
          notify.success('The review is hidden and the customer is told why.');
          onDone();
        } catch (error) {
          if (error instanceof ApiError) helpers.setErrors(error.errors);
          helpers.setStatus(error instanceof Error ? error.message : 'Could not hide the review.');
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate className="mt-2 flex flex-col gap-2" aria-label="Hide this review">
          <FormField name="reason" label="Why is it hidden? (the customer is e-mailed this)" autoComplete="off" />
          {typeof status === 'string' && (
            <p role="alert" className="text-sm text-red-700">
              {status}
            </p>
          )}
          <div className="flex gap-3">
            <button type="submit" className="btn-primary" disabled={isSubmitting}>
              Hide review
            </button>
            <button type="button" className="min-h-11 rounded-md border border-gray-400 px-4" onClick={onDone}>
              Cancel
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
