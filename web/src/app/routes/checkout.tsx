import { RequireAuth } from '@web/features/auth/components/guards';
import { VerifyEmailPanel } from '@web/features/auth/components/verify-email-panel';
import { useAuth } from '@web/lib/auth-context';
import { CheckoutForm } from '@web/features/orders/components/checkout/checkout-form';
import { usePageMeta } from '@web/lib/page-meta';
import { paymentSummary } from '@bookstore/domain';
import { useStoreDetails } from '@web/lib/store-queries';

function Checkout() {
  const { user } = useAuth();
  // Only what the shop takes: UPI only when it has a UPI ID.
  const { data: store } = useStoreDetails();
  return (
    <section className="mx-auto max-w-screen-lg rounded-lg bg-white p-6 shadow-sm" aria-labelledby="checkout-heading">
      <h1 id="checkout-heading" className="text-2xl font-semibold">
        Checkout
      </h1>
      <p className="mb-6 text-gray-700">{store ? paymentSummary(store) : '\u00a0'}</p>
      {/* Beside the form, never around it: verifying must not remount it and lose what was typed. */}
      {user && !user.emailVerified && <VerifyEmailPanel purpose="place an order" />}
      {user && <CheckoutForm user={user} />}
    </section>
  );
}

export function Component() {
  usePageMeta('Checkout', 'Check out and choose how to pay.');
  return (
    <RequireAuth>
      <Checkout />
    </RequireAuth>
  );
}
