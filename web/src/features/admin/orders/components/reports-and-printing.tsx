import type { ReactNode } from 'react';
import { BillsRegisterForm } from './bills-register-form';
import { RemittanceImportPanel } from './remittance-import-panel';
import { OrdersExportForm } from './orders-export-form';

/**
 * The orders' paperwork below the list, out of the way of the day's work: the courier's
 * remittance file (in the cash pending view), the export, the bills register and, on a phone,
 * the bulk printing. Open on a desk, where there is room; closed on a phone until asked for.
 */
export function ReportsAndPrinting({
  open,
  cashView,
  printing,
}: {
  open: boolean;
  cashView: boolean;
  /** The bulk printing, when it lives here (on a phone) rather than above the table. */
  printing?: ReactNode;
}) {
  return (
    <details open={open} className="mt-6 rounded-md border border-gray-200" data-testid="reports-and-printing">
      <summary className="min-h-11 cursor-pointer p-3 font-medium">Reports and printing</summary>
      <div className="p-3">
        {printing}
        {cashView && <RemittanceImportPanel />}
        <OrdersExportForm />
        <BillsRegisterForm />
      </div>
    </details>
  );
}
