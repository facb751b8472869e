import { number, object, type InferType } from 'yup';
import { named, text, trimmedText } from '../shared/fields';
import { REVIEW_LIMITS } from './review-limits';

// The review form's schemas, which the API validates with too.

const { titleMax, textMax, hideReasonMax } = REVIEW_LIMITS;
const STARS_MESSAGE = 'Please give the book 1 to 5 stars.';

/** POST /api/books/{id}/reviews and PUT /api/books/{id}/reviews/mine. */
export const reviewRequestSchema = named(
  'ReviewRequest',
  object({
    stars: number()
      .strict()
      .typeError(STARS_MESSAGE)
      .required(STARS_MESSAGE)
      .integer(STARS_MESSAGE)
      .min(1, STARS_MESSAGE)
      .max(5, STARS_MESSAGE),
    title: trimmedText()
      .typeError('The title must be text.')
      .max(titleMax, `The title must be at most ${titleMax} characters.`)
      .default(''),
    text: trimmedText()
      .typeError('The review must be text.')
      .max(textMax, `The review must be at most ${textMax.toLocaleString('en-IN')} characters.`)
      .default(''),
  }),
);
export type ReviewRequest = InferType<typeof reviewRequestSchema>;

/** GET /api/books/{id}/reviews: the page after the one whose `nextCursor` this is. */
export const reviewListQuerySchema = named(
  'ReviewListQuery',
  object({
    cursor: text()
      .typeError('The cursor must be the nextCursor of an earlier page.')
      .max(200, 'The cursor must be the nextCursor of an earlier page.')
      .optional(),
  }),
);
export type ReviewListQuery = InferType<typeof reviewListQuerySchema>;

/** POST /api/admin/reviews/{id}/hide: the owner's reason, e-mailed to the customer. */
export const reviewHideSchema = named(
  'ReviewHide',
  object({
    reason: trimmedText()
      .typeError('The reason must be text.')
      .required('Please say why the review is hidden: the customer is told.')
      .max(hideReasonMax, `The reason must be at most ${hideReasonMax} characters.`),
  }),
);
export type ReviewHide = InferType<typeof reviewHideSchema>;
