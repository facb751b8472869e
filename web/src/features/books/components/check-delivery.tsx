import { formatRupees } from '@bookstore/domain';
import { useId, useState } from 'react';
import { useShippingQuote } from '@web/lib/store-queries';

/**
 * "Check delivery": a PIN code, and whether the shop delivers there, what shipping costs for
 * this book alone and whether cash on delivery is offered. The checkout prices the whole cart.
 */
export default function CheckDelivery({ price }: { price: number }) {
  const [pin, setPin] = useState('');
  const { quote, pinValid, loading, error } = useShippingQuote(pin, price, 'cod');
  const inputId = useId();
  return (
    <section className="mt-2 rounded border border-gray-200 p-3" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="mb-2 font-medium">
        Check delivery
      </h2>
      <label htmlFor={inputId} className="mb-1 block text-sm">
        PIN code
      </label>
      <input
        id={inputId}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        value={pin}
        onChange={(event) => setPin(event.target.value)}
        className="h-10 w-36 rounded border border-gray-300 bg-gray-50 px-3"
      />
      <div aria-live="polite" className="mt-2 text-sm">
        {pin.trim().length === 6 && !pinValid && <p>A PIN code is 6 digits and does not start with 0.</p>}
        {loading && <p>Checking…</p>}
        {error && <p role="alert">Could not check delivery: {error.message}</p>}
        {quote && !quote.deliverable && <p>We do not deliver to this PIN code yet.</p>}
        {quote?.deliverable && (
          <ul data-testid="delivery-answer">
            <li>We deliver to {pin.trim()}.</li>
            <li>Shipping for this book: {quote.shippingCharge === 0 ? 'free' : formatRupees(quote.shippingCharge)}</li>
            <li>
              {quote.codAvailable
                ? `Cash on delivery is offered${quote.codFee > 0 ? ` (fee ${formatRupees(quote.codFee)})` : ''}.`
                : (quote.codUnavailableReason ?? 'Cash on delivery is not offered.')}
            </li>
          </ul>
        )}
      </div>
    </section>
  );
}
