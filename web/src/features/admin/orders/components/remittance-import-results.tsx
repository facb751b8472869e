import { formatRupees, type RemittanceImportResult } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { Link } from 'react-router-dom';
import { AdminTable, CELL, ROW } from '../../components/admin-table';

const orders = (count: number) => (count === 1 ? '1 order' : `${count} orders`);
const lines = (count: number) => (count === 1 ? '1 line' : `${count} lines`);

/**
 * What one import did: the orders whose cash it recorded, each short or over the order's amount
 * said beside it (the courier's deduction), and each line it could not, with why.
 */
export function RemittanceImportResults({ result }: { result: RemittanceImportResult }) {
  const { remitted, mismatches } = result;
  return (
    <div className="flex flex-col gap-4" data-testid="remittance-result">
      <p role="status" className="font-medium">
        {orders(remitted.length)} marked remitted; {lines(mismatches.length)} not matched.
      </p>
      {remitted.length > 0 && (
        <AdminTable columns={['Line', 'Order', 'AWB', 'Amount']} caption="Orders marked remitted">
          {remitted.map((row) => (
            <tr key={row.line} className={ROW} data-testid="remitted-row">
              <td className={CELL}>{row.line}</td>
              <td className={CELL}>
                <Link to={paths.dashboard.order(row.orderId)} className="text-blue-700 hover:underline">
                  {row.order}
                </Link>
              </td>
              <td className={`${CELL} font-medium`}>{row.awb}</td>
              <td className={CELL}>
                {formatRupees(row.amount)}
                {row.note && <span className="block text-sm text-red-800">{row.note}</span>}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {mismatches.length > 0 && (
        <AdminTable columns={['Line', 'AWB', 'Problem', 'Order']} caption="Lines not matched">
          {mismatches.map((row) => (
            <tr key={row.line} className={ROW} data-testid="mismatch-row">
              <td className={CELL}>{row.line}</td>
              <td className={`${CELL} font-medium`} style={{ overflowWrap: 'anywhere' }}>
                {row.awb}
              </td>
              <td className={CELL}>{row.problem}</td>
              <td className={CELL}>
                {row.orderId && (
                  <Link to={paths.dashboard.order(row.orderId)} className="text-blue-700 hover:underline">
                    View <span className="sr-only">the order of line {row.line}</span>
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
