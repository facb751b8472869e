import { object, string, type InferType } from 'yup';

export const adminLoginSchema = object({
  username: string()
    .strict()
    .typeError('Username is required.')
    .trim()
    .required('Username is required.')
    .max(64, 'Must be at most 64 characters.'),
  password: string()
    .strict()
    .typeError('Password is required.')
    .required('Password is required.')
    .max(200, 'Must be at most 200 characters.'),
});

export type AdminLogin = InferType<typeof adminLoginSchema>;
