import type { UpiPaymentSubmission } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-context';
import { asCustomer } from '@web/lib/as-customer';
import { replaceListedOrder } from './orders';

/** Sends the UTR of a UPI payment; the order answered (payment-submitted) replaces the listed one. */
export function useSubmitUpiPayment(orderId: string) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: UpiPaymentSubmission) =>
      asCustomer(auth, (token) => call(routes.submitUpiPayment, { params: { id: orderId }, token, body: payment })),
    onSuccess: (order) => replaceListedOrder(queryClient, order),
  });
}
