import type { DeliveryQuote, PaymentMethod } from '@bookstore/domain';
import { useState } from 'react';
import { useShippingQuote } from '@web/lib/store-queries';
import { useStoreDetails } from '@web/lib/store-queries';

export const NOT_DELIVERABLE_MESSAGE = 'We do not deliver to this PIN code yet.';

export interface CheckoutPricing {
  method: PaymentMethod;
  choose: (method: PaymentMethod) => void;
  /** The methods the shop takes: UPI only when it has a UPI ID. */
  methods: PaymentMethod[];
  /** COD when the quote says it is not offered here. */
  unavailable?: PaymentMethod;
  /** The quote for the PIN code and method chosen now; undefined while it is asked for. */
  quote?: DeliveryQuote;
  pinValid: boolean;
  loading: boolean;
  /** Why this order cannot be placed as it stands, in words for the shopper. */
  problem?: string;
}

/**
 * The payment method and the server's quote for the checkout: the quote follows the PIN code
 * and the method, and a COD refusal moves the choice to UPI when the shop takes UPI.
 */
export function useCheckoutPricing(pin: string, subtotal: number): CheckoutPricing {
  const store = useStoreDetails();
  const [method, setMethod] = useState<PaymentMethod>('cod');
  const upiTaken = Boolean(store.data?.upi.vpa);
  const methods: PaymentMethod[] = upiTaken ? ['cod', 'upi'] : ['cod'];
  const { quote, pinValid, loading, error } = useShippingQuote(pin, subtotal, method);
  const codRefused = quote?.deliverable === true && !quote.codAvailable;

  // Adjusted while rendering (React's pattern for state that follows other data), not in an
  // effect: the page never shows COD chosen where it is refused. And should the shop's UPI ID
  // be removed while the page is open, the choice goes back to the one method left.
  if (codRefused && method === 'cod' && upiTaken) setMethod('upi');
  if (store.data && !upiTaken && method === 'upi') setMethod('cod');

  const problem = !quote
    ? error
      ? `Could not work out the delivery charges: ${error.message}`
      : undefined
    : !quote.deliverable
      ? NOT_DELIVERABLE_MESSAGE
      : method === 'cod' && !quote.codAvailable
        ? (quote.codUnavailableReason ?? 'Cash on delivery is not offered for this order.')
        : undefined;

  return {
    method,
    choose: setMethod,
    methods,
    unavailable: codRefused ? 'cod' : undefined,
    quote,
    pinValid,
    loading,
    problem,
  };
}
