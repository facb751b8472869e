import { loginWithEmail } from '../../features/auth/auth-actions';
import { CredentialsForm } from '../../features/auth/components/credentials-form';
import { VisitorsOnly } from '../../features/auth/components/guards';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  usePageMeta('Login', 'Log in to your Book Store account.');
  return (
    <VisitorsOnly>
      <CredentialsForm mode="login" onSubmit={loginWithEmail} />
    </VisitorsOnly>
  );
}
