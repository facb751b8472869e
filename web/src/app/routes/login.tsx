import { loginWithEmail } from '../../features/auth/auth-actions';
import { CredentialsForm } from '../../features/auth/components/credentials-form';
import { VisitorsOnly } from '../../features/auth/components/guards';
import { SignInGate } from '../../features/auth/components/sign-in-gate';
import { usePageMeta } from '../../lib/page-meta';

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
