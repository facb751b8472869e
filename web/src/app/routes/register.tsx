import { registerWithEmail } from '@web/features/auth/auth-actions';
import { CredentialsForm } from '@web/features/auth/components/credentials-form';
import { VisitorsOnly } from '@web/features/auth/components/guards';
import { SignInGate } from '@web/features/auth/components/sign-in-gate';
import { notify } from '@web/lib/notify';
import { usePageMeta } from '@web/lib/page-meta';

/** Registers, then says where the verification link went: the first order waits for it. */
async function register(email: string, password: string): Promise<void> {
  const { verificationSent } = await registerWithEmail(email, password);
  if (verificationSent)
    notify.success(`Welcome! We sent a link to ${email}: open it to verify your e-mail before you order.`, 8000);
  else
    notify.warning(
      'Welcome! We could not send the verification e-mail just now. You can send it again from the checkout.',
      8000,
    );
}

export function Component() {
  usePageMeta('Register', 'Create a Book Store account.');
  return (
    <VisitorsOnly>
      <SignInGate>
        <CredentialsForm mode="register" onSubmit={register} />
      </SignInGate>
    </VisitorsOnly>
  );
}
