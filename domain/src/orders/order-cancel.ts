import { object, type InferType } from 'yup';
import { isoTime, oneOfWords, plainText } from '../shared/answer-fields';
import { named, oneOfText, optionalNote } from '../shared/fields';
import type { OrderStatus } from './order-status';

/*
 * The customer's own cancel of an order that has not shipped (decision 053): why,
 * from a short list, and a note of their own. The orders page's form and the API check the
 * same schema.
 */

/**
 * The statuses the customer may cancel from: not yet shipped. A payment being checked makes the
 * cancel a request that the owner's check settles.
 */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = [
  'pending',
  'awaiting-payment',
  'payment-submitted',
  'confirmed',
];

export const CANCEL_REASONS = [
  'changed-my-mind',
  'ordered-by-mistake',
  'found-cheaper',
  'delivery-too-slow',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  'changed-my-mind': 'I changed my mind',
  'ordered-by-mistake': 'I ordered by mistake',
  'found-cheaper': 'I found it cheaper elsewhere',
  'delivery-too-slow': 'Delivery takes too long',
  other: 'Another reason',
};

export const CANCEL_NOTE_MAX = 500;
const REASON_MESSAGE = `Reason must be one of: ${CANCEL_REASONS.join(', ')}.`;

/** POST /api/orders/{id}/cancel, and the orders page's "Cancel order" form. */
export const orderCancelSchema = named(
  'OrderCancelRequest',
  object({
    reason: oneOfText<CancelReason>(CANCEL_REASONS, 'Choose why you are cancelling.', REASON_MESSAGE),
    note: optionalNote(CANCEL_NOTE_MAX),
  }),
);
export type OrderCancelRequest = InferType<typeof orderCancelSchema>;

/** What an order keeps of its customer's cancel: asked and done at once, or waiting on the payment's check. */
export const cancelRequestAnswerSchema = named(
  'CancelRequest',
  object({
    reason: oneOfWords(CANCEL_REASONS),
    note: plainText('The customer’s note as written; empty when they wrote none.'),
    at: isoTime('When the customer asked.'),
  }),
);
export type CancelRequest = InferType<typeof cancelRequestAnswerSchema>;

/** The reason's words, and the note after it when there is one: the history's note and the owner's page. */
export const cancelWords = ({ reason, note }: Pick<CancelRequest, 'reason' | 'note'>) =>
  note ? `${CANCEL_REASON_LABELS[reason]}: “${note}”` : CANCEL_REASON_LABELS[reason];
