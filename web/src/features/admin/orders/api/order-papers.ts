import type { BillKind, ParcelPaperwork } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { callUrl } from '@web/lib/api-client';
import { useSavedDownload } from '@web/features/admin/api/save-file';

// Each answers a file: a PDF, or the register's CSV.
const BILL_ROUTES = { bill: routes.ownerBill, 'credit-note': routes.ownerCreditNote } satisfies Record<
  BillKind,
  unknown
>;

/** The orders whose packing slips and address labels to print: these (1 to 100), or every confirmed one. */
export type ParcelsToPrint = ParcelPaperwork;

/** Whole days of the store's calendar, both included. */
export interface BillsRegisterRange {
  from: string;
  to: string;
}

/** An order's bill of supply or credit note, as the PDF the server names. */
export function useDownloadOrderBill() {
  return useSavedDownload(({ orderId, kind, returnId }: { orderId: string; kind: BillKind; returnId?: string }) =>
    returnId
      ? callUrl(routes.ownerReturnCreditNote, { id: orderId, returnId })
      : callUrl(BILL_ROUTES[kind], { id: orderId }),
  );
}

/** One PDF of packing slips, then address labels, for the orders asked for. */
export function usePrintParcels() {
  return useSavedDownload(
    () => callUrl(routes.printParcelPaperwork),
    (parcels: ParcelsToPrint) => parcels,
  );
}

/** The accountant's register of bills and credit notes issued in a range of days, as a CSV. */
export function useDownloadBillsRegister() {
  return useSavedDownload(({ from, to }: BillsRegisterRange) => callUrl(routes.billsRegister, undefined, { from, to }));
}
