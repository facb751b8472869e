import type { BillKind } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation } from '@tanstack/react-query';
import { callUrl } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-context';
import { apiDownload, saveFile } from '@web/lib/download';
import { asCustomer } from '@web/lib/as-customer';

// Each answers the PDF, 404 while not issued.
const BILL_ROUTES = { bill: routes.myBill, 'credit-note': routes.myCreditNote } satisfies Record<BillKind, unknown>;

export interface BillDownload {
  orderId: string;
  kind: BillKind;
  /** A return request's own credit note. */
  returnId?: string;
}

const billUrl = ({ orderId, kind, returnId }: BillDownload) =>
  returnId
    ? callUrl(routes.myReturnCreditNote, { id: orderId, returnId })
    : callUrl(BILL_ROUTES[kind], { id: orderId });

/** Fetches the customer's bill of supply or credit note for an order and saves it under the server's name. */
export function useDownloadBill() {
  const auth = useAuth();
  return useMutation({
    mutationFn: async (paper: BillDownload) =>
      saveFile(await asCustomer(auth, (token) => apiDownload(billUrl(paper), token))),
  });
}
