import { object, type InferType } from 'yup';
import { UTR_MESSAGE, UTR_PATTERN } from './upi';
import { named, trimmedText } from '../shared/fields';

/** POST /api/orders/{id}/payment: the UTR the shopper's UPI app showed. Spaces are ignored. */
export const upiPaymentSchema = named(
  'UpiPaymentSubmission',
  object({
    utr: trimmedText()
      // From what was sent, not yup's cast: a JSON number is refused (a UTR is text, and 12-digit
      // numbers lose their leading zeros), and only a string has its spaces and dashes taken out.
      .transform((_value: unknown, original: unknown) =>
        typeof original === 'string' ? original.replace(/[\s-]/g, '') : original,
      )
      .typeError(UTR_MESSAGE)
      .required('The UTR is required.')
      .max(12, UTR_MESSAGE)
      .matches(UTR_PATTERN, UTR_MESSAGE),
  }),
);

export type UpiPaymentSubmission = InferType<typeof upiPaymentSchema>;
