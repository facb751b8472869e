import { object, type InferType } from 'yup';
import { LINK_INCOMPLETE, LINK_TOKEN_PATTERN } from './confirmation-links';
import { named, text } from './fields';

// A module of its own: the forms' schemas (the footer's subscribe box) would otherwise carry these into their chunks.

/** The body of a link page's POST, `{ token }`: one schema, under each feature's name in the OpenAPI document. */
const linkTokenSchema = (name: string) =>
  named(
    name,
    object({
      token: text()
        .strict()
        .typeError(LINK_INCOMPLETE)
        .required(LINK_INCOMPLETE)
        .matches(LINK_TOKEN_PATTERN, LINK_INCOMPLETE),
    }),
  );

/** POST /api/newsletter/confirm and /api/newsletter/unsubscribe. */
export const newsletterTokenSchema = linkTokenSchema('NewsletterToken');
export type NewsletterToken = InferType<typeof newsletterTokenSchema>;
/** POST /api/stock-alerts/confirm and /api/stock-alerts/unsubscribe. */
export const stockAlertTokenSchema = linkTokenSchema('StockAlertToken');
export type StockAlertToken = InferType<typeof stockAlertTokenSchema>;
/** POST /api/complaints/confirm: the Contact page's confirmation link. */
export const complaintTokenSchema = linkTokenSchema('ComplaintToken');
export type ComplaintToken = InferType<typeof complaintTokenSchema>;
