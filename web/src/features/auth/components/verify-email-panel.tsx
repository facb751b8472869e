import { useState } from 'react';
import { useAuth } from '@web/lib/auth-context';
import { notify } from '@web/lib/notify';
import { resendVerificationEmail } from '../auth-actions';
import { describeAuthError } from '../auth-errors';

type Outcome = { tone: 'info' | 'problem'; text: string };

/** Firebase refuses more links to one address for a while after a few; say that, not "try again". */
function describeResendError(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'auth/too-many-requests')
    return 'We have sent several links to this address in a short time, so no new one was sent. Please use the newest link you have, or wait a few minutes and press "Resend the link" again.';
  return describeAuthError(error);
}

/**
 * Shown to a signed-in customer whose e-mail is not verified yet: the API refuses their orders
 * until it is. It never navigates or remounts anything around it, so the cart and a half-filled
 * checkout stay as they are while the shopper opens the link in another tab.
 */
export function VerifyEmailPanel({
  purpose,
}: {
  purpose: 'place an order' | 'see your orders' | 'see your complaint';
}) {
  const { user, recheckEmailVerified } = useAuth();
  const [busy, setBusy] = useState<'resend' | 'check' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const address = user?.email ?? 'your e-mail address';

  const resend = async () => {
    setBusy('resend');
    setOutcome(null);
    try {
      await resendVerificationEmail();
      setOutcome({ tone: 'info', text: `We sent a new link to ${address}.` });
    } catch (error) {
      setOutcome({ tone: 'problem', text: describeResendError(error) });
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    setBusy('check');
    setOutcome(null);
    try {
      // Verified: the page hides this panel once the AuthProvider has the fresh user.
      if (await recheckEmailVerified()) notify.success('Thank you: your e-mail is verified.', 4000);
      else
        setOutcome({
          tone: 'problem',
          text: `Your e-mail is not verified yet. Open the link we sent to ${address}, then press "I have verified" again.`,
        });
    } catch (error) {
      setOutcome({ tone: 'problem', text: describeAuthError(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby="verify-email-heading"
      className="mb-6 rounded-lg border border-amber-400 bg-amber-50 p-5 text-gray-900"
      data-testid="verify-email-panel"
    >
      <h2 id="verify-email-heading" className="text-lg font-semibold">
        Verify your e-mail to {purpose}
      </h2>
      <p className="mt-2">
        We sent a link to <strong className="break-all">{address}</strong>. Open it (check your spam folder too), then
        come back here and press &ldquo;I have verified&rdquo;.
        {purpose === 'place an order' && ' Your cart and everything you type below are kept.'}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={check}
          disabled={busy !== null}
          className="btn-primary disabled:cursor-not-allowed disabled:opacity-50"
        >
          {busy === 'check' ? 'Checking…' : 'I have verified'}
        </button>
        <button
          type="button"
          onClick={resend}
          disabled={busy !== null}
          className="rounded-md border border-gray-400 bg-white px-5 py-2 font-medium hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {busy === 'resend' ? 'Sending…' : 'Resend the link'}
        </button>
      </div>
      <p role="status" className={`mt-3 text-sm ${outcome?.tone === 'problem' ? 'text-red-700' : 'text-gray-700'}`}>
        {outcome?.text}
      </p>
    </section>
  );
}
