import { checkoutSchema, formatRupees, type CheckoutValues } from '@bookstore/domain';
import { Form, Formik } from 'formik';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormField } from '@web/components/form-field';
import { StockNote } from '@web/components/stock-note';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { showAlert } from '@web/lib/alerts';
import type { CurrentUser } from '@web/lib/auth-context';
import { useCart } from '@web/lib/cart-context';
import { useStockLevels } from '@web/lib/stock-levels';
import { usePlaceOrder } from '../api/orders';
import { currentAttemptKey, endsAttempt, renewAttemptKey } from '../checkout-attempt-key';

/** Opens in a new tab, so reading the terms mid-checkout never loses what the shopper typed here. */
function PolicyLink({ slug, children }: { slug: string; children: ReactNode }) {
  return (
    <Link to={paths.info(slug)} target="_blank" rel="noopener" className="text-blue-700 underline">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}

export function CheckoutForm({ user }: { user: CurrentUser }) {
  const { lines, subtotal, clear } = useCart();
  const [agreed, setAgreed] = useState(false);
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
    try {
      await placeOrder.mutateAsync({
        details: { ...values, email: user.email ?? values.email },
        products: lines.map((line) => ({ productId: line._id, quantity: line.quantity })),
        totalPrice: subtotal,
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
            <p className="mt-4 font-medium text-gray-900">
              Total: <span data-testid="checkout-total">{formatRupees(subtotal)}</span> ({lines.length}{' '}
              {lines.length === 1 ? 'item' : 'items'})
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-5 lg:col-span-2">
            <FormField name="name" label="Full Name" autoComplete="name" className="sm:col-span-5" />
            <FormField name="email" label="Email Address" type="email" readOnly className="sm:col-span-5" />
            <FormField name="phone" label="Phone Number" type="tel" autoComplete="tel" className="sm:col-span-5" />
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
            <div className="flex items-center gap-2 sm:col-span-5">
              <input
                id="terms"
                type="checkbox"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
                className="h-4 w-4"
              />
              <label htmlFor="terms" className="text-sm">
                I agree to the <PolicyLink slug="terms">Terms &amp; Conditions</PolicyLink> and{' '}
                <PolicyLink slug="privacy">Shopping Policy</PolicyLink>.
              </label>
            </div>
            <div className="sm:col-span-5">
              <button
                type="submit"
                disabled={!agreed || isSubmitting || lines.length === 0 || !user.emailVerified}
                className="btn-primary disabled:cursor-not-allowed disabled:opacity-50"
              >
                {isSubmitting ? 'Placing your order…' : 'Place an Order'}
              </button>
              {lines.length === 0 && <p className="mt-2 text-sm text-gray-700">Your cart is empty.</p>}
              {!user.emailVerified && (
                <p className="mt-2 text-sm text-gray-700">Verify your e-mail (see above) to place the order.</p>
              )}
            </div>
          </div>
        </Form>
      )}
    </Formik>
  );
}
