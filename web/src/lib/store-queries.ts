import { PIN_CODE_PATTERN, type PaymentMethod } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { useDebouncedValue } from './use-debounced-value';

/* One module for both: the pages that show charges read both, and one shared chunk costs the first load one name to preload instead of three (decision 043). */
export const STORE_DETAILS_KEY = ['store'] as const;

/**
 * The shop's public details (GET /api/store): names, contacts, the grievance officer, the UPI
 * payee. The owner changes them seldom, so one answer serves every page for five minutes.
 */
export function useStoreDetails() {
  return useQuery({
    queryKey: STORE_DETAILS_KEY,
    queryFn: ({ signal }) => call(routes.getStore, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** A pause in typing before the quote is asked for. */
export const QUOTE_DELAY_MS = 300;

/**
 * What a parcel to `pin` costs (GET /api/shipping/quote) for a `subtotal` in rupees, asked once
 * the PIN code is a valid one and the request has stayed the same for a moment. The query's
 * signal is passed on, so a quote for a PIN code or method that changed meanwhile is aborted
 * rather than left to arrive late. `quote` is only ever the answer for what is asked now.
 */
export function useShippingQuote(pin: string, subtotal: number, payment: PaymentMethod) {
  const asked = PIN_CODE_PATTERN.test(pin.trim()) ? `${pin.trim()} ${subtotal.toFixed(2)} ${payment}` : '';
  // A string, so the debounce compares by value, not by a new object each render.
  const settled = useDebouncedValue(asked, QUOTE_DELAY_MS);
  const [settledPin = '', settledSubtotal = '', settledPayment = 'cod'] = settled.split(' ');
  const query = useQuery({
    queryKey: ['shipping-quote', settled],
    enabled: settled !== '',
    queryFn: ({ signal }) =>
      call(routes.getShippingQuote, {
        query: { pin: settledPin, subtotal: settledSubtotal, payment: settledPayment },
        signal,
      }),
  });
  const current = asked !== '' && asked === settled;
  return {
    quote: current ? query.data : undefined,
    /** The PIN code typed is a valid one (it may still be waiting for its quote). */
    pinValid: asked !== '',
    loading: asked !== '' && (!current || query.isPending),
    error: current ? query.error : null,
  };
}
