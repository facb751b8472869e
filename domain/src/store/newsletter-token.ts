import { object, type InferType } from 'yup';
import { NEWSLETTER_LINK_INCOMPLETE, NEWSLETTER_TOKEN_PATTERN } from './newsletter-limits';
import { named, text } from '../shared/fields';

// A module of its own: the footer's subscribe schema would otherwise carry this into its chunk.

/** The confirm and unsubscribe pages, and the API routes they post to. */
export const newsletterTokenSchema = named(
  'NewsletterToken',
  object({
    token: text()
      .strict()
      .typeError(NEWSLETTER_LINK_INCOMPLETE)
      .required(NEWSLETTER_LINK_INCOMPLETE)
      .matches(NEWSLETTER_TOKEN_PATTERN, NEWSLETTER_LINK_INCOMPLETE),
  }),
);

export type NewsletterToken = InferType<typeof newsletterTokenSchema>;
