import { object, type InferType } from 'yup';
import { named } from '../shared/fields';
import { utrField } from './utr';

/** POST /api/orders/{id}/payment: the UTR the shopper's UPI app showed. Spaces are ignored. */
export const upiPaymentSchema = named(
  'UpiPaymentSubmission',
  object({ utr: utrField().required('The UTR is required.') }),
);

export type UpiPaymentSubmission = InferType<typeof upiPaymentSchema>;
