import { object, type InferType } from 'yup';
import { emailAddress, named, text } from '../shared/fields';
import { STOCK_ALERT_LINK_INCOMPLETE, STOCK_ALERT_TOKEN_PATTERN } from './stock-alert-limits';

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

/** POST /api/stock-alerts/confirm and /api/stock-alerts/unsubscribe: a link's token. */
export const stockAlertTokenSchema = named(
  'StockAlertToken',
  object({
    token: text()
      .strict()
      .typeError(STOCK_ALERT_LINK_INCOMPLETE)
      .required(STOCK_ALERT_LINK_INCOMPLETE)
      .matches(STOCK_ALERT_TOKEN_PATTERN, STOCK_ALERT_LINK_INCOMPLETE),
  }),
);
export type StockAlertToken = InferType<typeof stockAlertTokenSchema>;
