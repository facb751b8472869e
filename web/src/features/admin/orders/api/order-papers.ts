import type { ApiRoute, BillKind } from '@bookstore/domain';
import { callUrl } from '@web/lib/api-client';
import { useSavedDownload } from '@web/features/admin/save-file';

// Written here until the server's declarations of issue 31 generate them into
// @bookstore/domain/api-routes. Each answers a file: a PDF, or the register's CSV.
const BILL_ROUTES: Record<BillKind, ApiRoute<undefined, Blob, 'id'>> = {
  bill: { path: '/api/admin/orders/{id}/bill' },
  'credit-note': { path: '/api/admin/orders/{id}/credit-note' },
};
const printParcels: ApiRoute<ParcelsToPrint, Blob> = { method: 'POST', path: '/api/admin/orders/paperwork' };
const billsRegister: ApiRoute<undefined, Blob> = { path: '/api/admin/reports/bills' };

/** The orders whose packing slips and address labels to print: these (1 to 100), or every confirmed one. */
export type ParcelsToPrint = { orderIds: string[] } | { allConfirmed: true };

/** Whole days of the store's calendar, both included (at most 366). */
export interface BillsRegisterRange {
  from: string;
  to: string;
}

/** An order's bill of supply or credit note, as the PDF the server names. */
export function useDownloadOrderBill() {
  return useSavedDownload(({ orderId, kind }: { orderId: string; kind: BillKind }) =>
    callUrl(BILL_ROUTES[kind], { id: orderId }),
  );
}

/** One PDF of packing slips, then address labels, for the orders asked for. */
export function usePrintParcels() {
  return useSavedDownload(
    () => callUrl(printParcels),
    (parcels: ParcelsToPrint) => parcels,
  );
}

/** The accountant's register of bills and credit notes issued in a range of days, as a CSV. */
export function useDownloadBillsRegister() {
  return useSavedDownload(({ from, to }: BillsRegisterRange) => callUrl(billsRegister, undefined, { from, to }));
}
