import { registerWithEmail } from '../../features/auth/auth-actions';
import { CredentialsForm } from '../../features/auth/components/credentials-form';
import { VisitorsOnly } from '../../features/auth/components/guards';
import { SignInGate } from '../../features/auth/components/sign-in-gate';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  usePageMeta('Register', 'Create a Book Store account.');
  return (
    <VisitorsOnly>
      <SignInGate>
        <CredentialsForm mode="register" onSubmit={registerWithEmail} />
      </SignInGate>
    </VisitorsOnly>
  );
}
