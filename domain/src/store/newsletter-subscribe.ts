import { object, type InferType } from 'yup';
import { emailAddress, named } from '../shared/fields';

/** The footer box and POST /api/newsletter/subscribe. Stored and compared lower-cased. */
export const newsletterSubscribeSchema = named(
  'NewsletterSubscribe',
  object({
    email: emailAddress()
      .typeError('Email must be text.')
      .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
      .required('Please enter your e-mail address.'),
  }),
);

export type NewsletterSubscribe = InferType<typeof newsletterSubscribeSchema>;
