import { object, type InferType } from 'yup';
import { emailAddress, named } from '../shared/fields';

// The book page's form, which the API validates with too.

/**
 * POST /api/books/{id}/stock-alerts. `email` only without a sign-in: where the confirmation link
 * goes. A signed-in customer's address comes from their sign-in, never from here.
 */
export const stockAlertRequestSchema = named(
  'StockAlertRequest',
  object({
    email: emailAddress()
      .typeError('Email must be text.')
      .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
      .optional(),
  }),
);
export type StockAlertRequest = InferType<typeof stockAlertRequestSchema>;
