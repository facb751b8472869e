import {
  checkoutSchema,
  formatRupees,
  phoneProofRequired,
  type CheckoutValues,
  type DeliveryQuote,
} from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { Form, Formik, useFormikContext } from 'formik';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormField } from '@web/components/form/form-field';
import { StockNote } from '@web/components/stock-note';
import { ApiError } from '@web/lib/api-client';
import { showAlert } from '@web/lib/alerts';
import type { CurrentUser } from '@web/lib/auth-context';
import { useCart } from '@web/lib/cart-context';
import { useStockLevels } from '@web/lib/stock-levels';
import { useStoreDetails } from '@web/lib/store-queries';
import { useCouponQuote } from '../../api/coupon-quote';
import { usePlaceOrder } from '../../api/orders';
import { currentAttemptKey, endsAttempt, renewAttemptKey } from '../../checkout-attempt-key';
import { useCheckoutPricing, type CheckoutPricing } from '../../use-checkout-pricing';
import { CheckoutPolicies } from './checkout-policies';
import { CouponField } from './coupon/coupon-field';
import { PaymentChoice } from './payment-choice';
import { PolicyLink } from './policy-link';
import { PriceBreakdown } from '../order-charges';

// Firebase's phone verification loads only when the shop asks this order for a proven phone.
const PhoneProofStep = lazy(() => import('./phone-proof-step'));

/** Tells the page the PIN code typed, which the quote outside the form follows. */
function PinCodeWatcher({ onChange }: { onChange: (pin: string) => void }) {
  const { values } = useFormikContext<CheckoutValues>();
  const pin = values.address.zipcode;
  useEffect(() => onChange(pin), [pin, onChange]);
  return null;
}

/** The breakdown of the quote, or what stands in its place until there is one. */
function QuoteSummary({
  pricing,
  subtotal,
  withCoupon,
}: {
  pricing: CheckoutPricing;
  subtotal: number;
  withCoupon?: DeliveryQuote;
}) {
  const { method } = pricing;
  // A code's quote, when it gives a discount, is the whole quote: its total is after the discount.
  const quote = withCoupon ?? pricing.quote;
  if (!quote || !quote.deliverable)
    return (
      <p className="text-sm">
        Subtotal: <span data-testid="checkout-total">{formatRupees(subtotal)}</span>
        <span className="block text-gray-600">
          {!pricing.pinValid
            ? 'Shipping is worked out from your PIN code.'
            : pricing.loading
              ? 'Working out the delivery charges…'
              : ''}
        </span>
      </p>
    );
  return (
    <PriceBreakdown
      subtotal={subtotal}
      shippingCharge={quote.shippingCharge}
      codFee={method === 'cod' ? quote.codFee : 0}
      discount={quote.discount}
      couponCode={quote.couponCode}
      total={quote.total}
    />
  );
}

export function CheckoutForm({ user }: { user: CurrentUser }) {
  const { lines, subtotal, clear } = useCart();
  const [agreed, setAgreed] = useState(false);
  const [pin, setPin] = useState('');
  const pricing = useCheckoutPricing(pin, subtotal);
  // An applied code re-quotes for this customer; the order is sent with its total.
  const [couponCode, setCouponCode] = useState('');
  const products = lines.map((line) => ({ productId: line._id, quantity: line.quantity }));
  const coupon = useCouponQuote(couponCode, pin, pricing.method, products, subtotal);
  const couponQuote = couponCode && coupon.quote ? coupon.quote : undefined;
  const quote = couponQuote ?? pricing.quote;
  // A code applied but refused or still being checked holds the order back: the shopper removes it or waits.
  const couponProblem =
    couponCode && pricing.pinValid && !couponQuote ? (coupon.refusal ?? 'Checking the coupon code…') : undefined;
  const store = useStoreDetails();
  // The shop's rule: the order's phone must then be one the account has proven.
  const phoneProof = phoneProofRequired(store.data?.phoneProof ?? 'never', pricing.method);
  const [provenPhone, setProvenPhone] = useState<string | null>(null);
  const placeOrder = usePlaceOrder();
  // After a 409 the stock is refetched, and the line that ran short says so here.
  const stockOf = useStockLevels();
  const navigate = useNavigate();

  const initialValues: CheckoutValues = {
    name: user.displayName ?? '',
    email: user.email ?? '',
    phone: '',
    address: { street: '', city: '', country: '', state: '', zipcode: '', landmark: '' },
  };

  const submit = async (values: CheckoutValues) => {
    // The total sent is the server's quote for this PIN code and method, never one made up here.
    if (!quote || pricing.problem || couponProblem) {
      await showAlert({
        icon: 'info',
        title: 'Not ready to order',
        text:
          pricing.problem ??
          couponProblem ??
          'The delivery charges are being worked out. Please try again in a moment.',
      });
      return;
    }
    try {
      await placeOrder.mutateAsync({
        details: { ...values, email: user.email ?? values.email },
        products,
        paymentMethod: pricing.method,
        totalPrice: quote.total,
        ...(couponQuote ? { couponCode: couponQuote.couponCode } : {}),
        // One key per checkout attempt: a double click or a retry cannot order twice.
        idempotencyKey: currentAttemptKey(),
      });
      renewAttemptKey();
      clear();
      await showAlert({ icon: 'success', title: 'Confirmed Order', text: 'Your order placed successfully!' });
      void navigate(paths.orders);
    } catch (error) {
      const detail = error instanceof ApiError ? error.message : 'Please try again.';
      if (endsAttempt(error)) renewAttemptKey();
      await showAlert({ icon: 'error', title: 'Failed to place an order', text: detail });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={checkoutSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className="grid gap-6 lg:grid-cols-3">
          <div className="text-gray-700">
            <h2 className="text-lg font-medium">Personal Details</h2>
            <p>Please fill out all the fields.</p>
            <ul className="mt-4 space-y-1 text-sm" aria-label="Items in this order">
              {lines.map((line) => (
                <li key={line._id}>
                  <span>
                    {line.title} × {line.quantity}
                  </span>
                  <StockNote quantity={line.quantity} stock={stockOf(line._id)} />
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-gray-900">
              {lines.length} {lines.length === 1 ? 'item' : 'items'}
            </p>
            <div className="mt-2" aria-live="polite">
              <QuoteSummary pricing={pricing} subtotal={subtotal} withCoupon={couponQuote} />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-5 lg:col-span-2">
            <FormField name="name" label="Full Name" autoComplete="name" className="sm:col-span-5" />
            <FormField name="email" label="Email Address" type="email" readOnly className="sm:col-span-5" />
            {phoneProof ? (
              <Suspense fallback={<p className="text-sm text-gray-700 sm:col-span-5">Loading the phone check…</p>}>
                <PhoneProofStep proven={provenPhone} onProven={setProvenPhone} />
              </Suspense>
            ) : (
              <FormField name="phone" label="Phone Number" type="tel" autoComplete="tel" className="sm:col-span-5" />
            )}
            <FormField
              name="address.street"
              label="Address / Street"
              autoComplete="street-address"
              className="sm:col-span-3"
            />
            <FormField name="address.city" label="City" autoComplete="address-level2" className="sm:col-span-2" />
            <FormField
              name="address.country"
              label="Country / region"
              autoComplete="country-name"
              className="sm:col-span-2"
            />
            <FormField
              name="address.state"
              label="State / province"
              autoComplete="address-level1"
              className="sm:col-span-2"
            />
            <FormField name="address.zipcode" label="Zipcode" autoComplete="postal-code" className="sm:col-span-1" />
            <FormField name="address.landmark" label="Landmark (optional)" className="sm:col-span-5" />
            <PinCodeWatcher onChange={setPin} />
            <PaymentChoice
              value={pricing.method}
              onChange={pricing.choose}
              methods={pricing.methods}
              unavailable={pricing.unavailable}
            />
            <CouponField applied={couponCode} onApply={setCouponCode} result={coupon} />
            {quote?.deliverable && quote.codUnavailableReason && (
              <p className="text-sm text-gray-700 sm:col-span-5">{quote.codUnavailableReason}</p>
            )}
            {pricing.problem && pricing.problem !== quote?.codUnavailableReason && (
              <p role="alert" className="text-sm text-red-700 sm:col-span-5">
                {pricing.problem}
              </p>
            )}
            <div className="flex items-center gap-2 sm:col-span-5">
              <input
                id="terms"
                type="checkbox"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
                className="h-4 w-4"
              />
              <label htmlFor="terms" className="text-sm">
                I agree to the <PolicyLink kind="terms">Terms of Service</PolicyLink> and the{' '}
                <PolicyLink kind="privacy">Privacy Policy</PolicyLink>.
              </label>
            </div>
            <div className="sm:col-span-5">
              <button
                type="submit"
                disabled={
                  !agreed ||
                  isSubmitting ||
                  lines.length === 0 ||
                  !user.emailVerified ||
                  (phoneProof && !provenPhone) ||
                  pricing.loading ||
                  Boolean(pricing.problem) ||
                  Boolean(couponProblem)
                }
                className="btn-primary disabled:cursor-not-allowed disabled:opacity-50"
              >
                {isSubmitting ? 'Placing your order…' : 'Place an Order'}
              </button>
              {lines.length === 0 && <p className="mt-2 text-sm text-gray-700">Your cart is empty.</p>}
              {!user.emailVerified && (
                <p className="mt-2 text-sm text-gray-700">Verify your e-mail (see above) to place the order.</p>
              )}
              {phoneProof && !provenPhone && (
                <p className="mt-2 text-sm text-gray-700">Verify your phone number (see above) to place the order.</p>
              )}
              {store.data && <CheckoutPolicies store={store.data} />}
            </div>
          </div>
        </Form>
      )}
    </Formik>
  );
}
