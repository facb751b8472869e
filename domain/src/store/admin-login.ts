import { object, type InferType } from 'yup';
import { emailAddress, named, text } from '../shared/fields';

export const adminLoginSchema = named(
  'AdminLogin',
  object({
    username: text()
      .strict()
      .typeError('Username is required.')
      .trim()
      .required('Username is required.')
      .max(64, 'Must be at most 64 characters.'),
    password: text()
      .strict()
      .typeError('Password is required.')
      .required('Password is required.')
      .max(200, 'Must be at most 200 characters.'),
    /** The device credential an earlier sign-in on this browser gave (decision 037); optional. */
    device: text().strict().typeError('device must be text.').max(1000, 'device is too long.').optional(),
  }),
);

export type AdminLogin = InferType<typeof adminLoginSchema>;

/** `npm run admin:create -- --email`: where the owner's alerts go, by the checkout's e-mail rule. */
export const ownerAlertEmailSchema = object({ email: emailAddress().required('Give an e-mail address.') });
