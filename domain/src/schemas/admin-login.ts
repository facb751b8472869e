import { object, type InferType } from 'yup';
import { text } from './fields';

export const adminLoginSchema = object({
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
});

export type AdminLogin = InferType<typeof adminLoginSchema>;
