import { object, type InferType } from 'yup';
import { UTR_MESSAGE, UTR_PATTERN } from '../upi';
import { trimmedText } from './fields';

/** POST /api/orders/{id}/payment: the UTR the shopper's UPI app showed. Spaces are ignored. */
export const upiPaymentSchema = object({
  utr: trimmedText()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value))
    .typeError(UTR_MESSAGE)
    .required('The UTR is required.')
    .max(12, UTR_MESSAGE)
    .matches(UTR_PATTERN, UTR_MESSAGE),
});

export type UpiPaymentSubmission = InferType<typeof upiPaymentSchema>;
