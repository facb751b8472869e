import type { ApiRoute, BillKind } from '@bookstore/domain';
import { useMutation } from '@tanstack/react-query';
import { callUrl } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-context';
import { apiDownload, saveFile } from '@web/lib/download';
import { asCustomer } from './as-customer';

// Written here until the server's declarations of issue 31 generate them into
// @bookstore/domain/api-routes; each answers the PDF, 404 while not issued.
const BILL_ROUTES: Record<BillKind, ApiRoute<undefined, Blob, 'id'>> = {
  bill: { path: '/api/orders/{id}/bill' },
  'credit-note': { path: '/api/orders/{id}/credit-note' },
};

export interface BillDownload {
  orderId: string;
  kind: BillKind;
}

/** Fetches the customer's bill of supply or credit note for an order and saves it under the server's name. */
export function useDownloadBill() {
  const auth = useAuth();
  return useMutation({
    mutationFn: async ({ orderId, kind }: BillDownload) =>
      saveFile(await asCustomer(auth, (token) => apiDownload(callUrl(BILL_ROUTES[kind], { id: orderId }), token))),
  });
}
