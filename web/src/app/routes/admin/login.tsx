import { adminLoginSchema } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { paths } from '@bookstore/domain/site-paths';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormField } from '@web/components/form/form-field';
import { SignInFailure } from '@web/components/sign-in-failure';
import { ownerDevice, saveSession } from '@web/features/admin/api/session';
import { call } from '@web/lib/api-client';
import { usePageMeta } from '@web/lib/page-meta';
import '@web/features/admin/components/owner-phone.css';

export function Component() {
  usePageMeta('Owner login', 'Sign in to manage the store.');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-100 px-4" data-owner-area="">
      <section
        className="w-full max-w-sm rounded bg-white px-8 pb-8 pt-6 shadow-md"
        aria-labelledby="admin-login-heading"
      >
        <h1 id="admin-login-heading" className="mb-4 text-xl font-semibold">
          Admin Dashboard Login
        </h1>
        <Formik
          initialValues={{ username: '', password: '' }}
          validationSchema={adminLoginSchema}
          validateOnBlur={false}
          onSubmit={async (values) => {
            setFailure(null);
            try {
              const response = await call(routes.signInOwner, { body: { ...values, device: ownerDevice() } });
              saveSession(response);
              void navigate(paths.dashboard.home, { replace: true });
            } catch (error) {
              setFailure(error instanceof Error ? error.message : 'Sign-in failed.');
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate className="flex flex-col gap-4">
              <FormField name="username" label="Username" autoComplete="username" />
              <FormField name="password" label="Password" type="password" autoComplete="current-password" />
              <SignInFailure failure={failure} />
              <button type="submit" disabled={isSubmitting} className="btn-primary justify-center disabled:opacity-50">
                Login
              </button>
            </Form>
          )}
        </Formik>
      </section>
    </main>
  );
}
