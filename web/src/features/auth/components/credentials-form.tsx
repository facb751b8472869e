import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { emailAddress } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { object, string } from 'yup';
import { FormField } from '@web/components/form/form-field';
import { showAlert } from '@web/lib/alerts';
import { loginWithGoogle } from '../auth-actions';
import { describeAuthError } from '../auth-errors';
import { SignInFailure } from '@web/components/sign-in-failure';

/**
 * Firebase Auth checks the credentials; this only stops obviously empty or malformed input. Each
 * field says what is wrong with it: the form's one alert already says 'Please provide a valid email and password', and the
 * same sentence under every field read three times on an empty submit.
 */
const credentialsSchema = object({
  email: emailAddress().required('Email is required.'),
  password: string().required('Password is required.'),
});

interface Props {
  mode: 'login' | 'register';
  onSubmit: (email: string, password: string) => Promise<void>;
}

const COPY = {
  login: {
    title: 'Please Login',
    submit: 'Login',
    other: { question: "Haven't an account?", link: 'Register', to: paths.register },
    google: 'Google login failed',
  },
  register: {
    title: 'Please Register',
    submit: 'Register',
    other: { question: 'Have an account?', link: 'Login', to: paths.login },
    google: 'Google signup failed',
  },
} as const;

/** The login and register page body: e-mail and password, or Google in a popup. */
export function CredentialsForm({ mode, onSubmit }: Props) {
  const copy = COPY[mode];
  const [failure, setFailure] = useState<string | null>(null);

  const google = async () => {
    setFailure(null);
    try {
      await loginWithGoogle();
    } catch (error) {
      await showAlert({ icon: 'error', title: copy.google, text: describeAuthError(error) });
    }
  };

  return (
    <section className="flex min-h-[60vh] items-center justify-center" aria-labelledby="credentials-heading">
      <div className="w-full max-w-sm rounded bg-white px-8 pb-8 pt-6 shadow-md">
        <h1 id="credentials-heading" className="mb-4 text-xl font-semibold">
          {copy.title}
        </h1>
        <Formik
          initialValues={{ email: '', password: '' }}
          validationSchema={credentialsSchema}
          validateOnBlur={false}
          onSubmit={async ({ email, password }) => {
            setFailure(null);
            try {
              await onSubmit(email.trim(), password);
            } catch (error) {
              setFailure(describeAuthError(error));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate className="flex flex-col gap-4">
              <FormField name="email" label="Email" type="email" autoComplete="email" />
              <FormField
                name="password"
                label="Password"
                type="password"
                autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              />
              <SignInFailure failure={failure} />
              <button type="submit" disabled={isSubmitting} className="btn-primary justify-center disabled:opacity-50">
                {copy.submit}
              </button>
            </Form>
          )}
        </Formik>
        <p className="mt-4 text-sm">
          {copy.other.question}{' '}
          <Link to={copy.other.to} className="text-blue-700 underline">
            {copy.other.link}
          </Link>
        </p>
        <button
          type="button"
          onClick={google}
          className="mt-4 flex w-full items-center justify-center gap-2 rounded bg-gray-900 px-4 py-2 font-medium text-white hover:bg-blue-800"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
            <path d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zM6.4 14a6 6 0 0 1 0-3.9V7.5H3.1a10 10 0 0 0 0 9zM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6z" />
          </svg>
          Sign in with Google
        </button>
      </div>
    </section>
  );
}
