import { PIN_CODE_PATTERN, type DeliveryQuote, type PaymentMethod } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-context';
import { asCustomer } from '@web/lib/as-customer';

export interface CouponQuote {
  /** The quote with the discount taken off its total, when the code gives one. */
  quote?: DeliveryQuote;
  /** The server's sentence when it gives none ("expired on …", "first order only"). */
  refusal?: string;
  loading: boolean;
}

/**
 * The checkout's quote with a coupon: asked for the signed-in customer, with the
 * cart's books (the genres rule needs them), never cached by the browser (the API says
 * no-store). Asked only once a code is applied and the PIN code is valid.
 */
export function useCouponQuote(
  code: string,
  pin: string,
  payment: PaymentMethod,
  products: ReadonlyArray<{ productId: string; quantity: number }>,
  subtotal: number,
): CouponQuote {
  const auth = useAuth();
  const items = products.map((line) => `${line.productId}:${line.quantity}`).join(',');
  const asked = code !== '' && PIN_CODE_PATTERN.test(pin.trim()) && items !== '';
  const query = useQuery({
    queryKey: ['coupon-quote', code, pin.trim(), payment, items],
    enabled: asked,
    retry: false,
    queryFn: ({ signal }) =>
      asCustomer(auth, (token) =>
        call(routes.getShippingQuote, {
          token,
          signal,
          query: { pin: pin.trim(), subtotal: subtotal.toFixed(2), payment, coupon: code, items },
        }),
      ),
  });
  if (!asked) return { loading: false };
  const error = query.error;
  const refusal =
    error instanceof ApiError && (error.status === 409 || error.status === 400)
      ? error.message
      : error
        ? 'The code could not be checked just now. Please try again.'
        : undefined;
  return { quote: query.data, refusal, loading: query.isPending };
}
