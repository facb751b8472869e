import { loginWithEmail } from '@web/features/auth/auth-actions';
import { CredentialsForm } from '@web/features/auth/components/credentials-form';
import { VisitorsOnly } from '@web/features/auth/components/guards';
import { SignInGate } from '@web/features/auth/components/sign-in-gate';
import { usePageMeta } from '@web/lib/page-meta';

export function Component() {
  usePageMeta('Login', 'Log in to your Book Store account.');
  return (
    <VisitorsOnly>
      <SignInGate>
        <CredentialsForm mode="login" onSubmit={loginWithEmail} />
      </SignInGate>
    </VisitorsOnly>
  );
}
