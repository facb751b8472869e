import { formatRupees, type MonthlySales } from '@bookstore/domain';
import { MONTH_LABELS, monthlyRevenue } from './monthly-revenue';

/**
 * The monthly revenue as a table: read out beside the chart's canvas, and on a phone, which gets
 * no chart, shown. `className` goes on a wrapper: a table grows to fit its rows whatever height
 * sr-only gives it, and the hidden table made the page taller than the admin layout (the sidebar
 * stopped part-way down); a div keeps to sr-only's 1 px.
 */
export function RevenueTable({
  monthlySales,
  year,
  className,
}: {
  monthlySales: MonthlySales[];
  year: number;
  className: string;
}) {
  // Each month's bills less its credit notes, and its refunds, as issued and paid (decision 051).
  const columns = [monthlyRevenue(monthlySales, year), monthlyRevenue(monthlySales, year, 'refunds')];
  return (
    <div className={className} data-testid="revenue-table">
      <table className="w-full">
        <caption className="sr-only">Monthly revenue for {year}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 text-left">
              Month
            </th>
            <th scope="col" className="py-1 text-right">
              Net sales
            </th>
            <th scope="col" className="py-1 text-right">
              Refunds
            </th>
          </tr>
        </thead>
        <tbody>
          {MONTH_LABELS.map((month, index) => (
            <tr key={month} className="border-t border-gray-100">
              <th scope="row" className="py-1 text-left font-normal">
                {month}
              </th>
              {columns.map((figures, column) => (
                <td key={column} className="py-1 text-right">
                  {formatRupees(figures[index]!)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
