import { REVIEW_LIMITS, reviewRequestSchema, type MyReview, type ReviewRequest } from '@bookstore/domain';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { FormField } from '@web/components/form/form-field';

/** A field's message or the server's refusal, announced as it appears. */
const refusal = (message: string) => (
  <p role="alert" className="text-sm text-red-700">
    {message}
  </p>
);

const STAR_LABELS = ['1 star: poor', '2 stars: fair', '3 stars: good', '4 stars: very good', '5 stars: excellent'];

/**
 * Write or rewrite a review: the API's own schema (domain) checks it here first. The server's
 * refusal (a non-buyer's 403, a 409) is shown in its own words.
 */
export function ReviewForm({
  mine,
  onSave,
  onCancel,
}: {
  mine: MyReview | null;
  onSave: (review: ReviewRequest) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const initial = { stars: mine?.stars ?? 0, title: mine?.title ?? '', text: mine?.text ?? '' };
  return (
    <Formik
      initialValues={initial}
      validationSchema={reviewRequestSchema}
      onSubmit={async (values, { setStatus }) => {
        setStatus(undefined);
        try {
          await onSave(reviewRequestSchema.cast(values));
        } catch (error) {
          setStatus(error instanceof Error ? error.message : String(error));
        }
      }}
    >
      {({ values, status, isSubmitting, setFieldValue }) => (
        <Form
          id="write-review"
          aria-label={mine ? 'Edit your review' : 'Write a review'}
          className="mt-4 flex flex-col gap-3"
        >
          <fieldset>
            <legend className="mb-1 text-sm font-medium">Your rating</legend>
            {STAR_LABELS.map((label, index) => (
              <label key={label} className="mr-3 inline-flex items-center gap-1">
                <input
                  type="radio"
                  name="stars"
                  value={index + 1}
                  checked={values.stars === index + 1}
                  onChange={() => void setFieldValue('stars', index + 1)}
                />
                {label}
              </label>
            ))}
            <ErrorMessage name="stars">{refusal}</ErrorMessage>
          </fieldset>
          <FormField name="title" label="Title (optional)" />
          <div>
            <label htmlFor="review-text" className="mb-1 block text-sm font-medium">
              Your review (optional)
            </label>
            <Field
              as="textarea"
              id="review-text"
              name="text"
              rows={5}
              className="w-full rounded border border-gray-300 bg-gray-50 p-2"
              aria-describedby="review-text-count"
            />
            <p id="review-text-count" className="text-sm text-gray-600">
              {`${values.text.length.toLocaleString('en-IN')} of ${REVIEW_LIMITS.textMax.toLocaleString('en-IN')} characters`}
            </p>
            <ErrorMessage name="text">{refusal}</ErrorMessage>
          </div>
          {typeof status === 'string' && refusal(status)}
          <div className="flex gap-2">
            <button type="submit" disabled={isSubmitting} className="rounded bg-blue-700 px-4 py-2 text-white">
              {mine ? 'Save your review' : 'Post your review'}
            </button>
            {onCancel && (
              <button type="button" onClick={onCancel} className="rounded border px-4 py-2">
                Cancel
              </button>
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}
