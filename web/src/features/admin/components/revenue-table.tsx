import { formatRupees, type MonthlySales } from '@bookstore/domain';
import { MONTH_LABELS, monthlyRevenue } from '../monthly-revenue';

/** The monthly revenue as a table: read out beside the chart's canvas, and on a phone, which gets no chart, shown. */
export function RevenueTable({ monthlySales, year, className }: { monthlySales: MonthlySales[]; year: number; className: string }) {
  const revenue = monthlyRevenue(monthlySales, year);
  return (
    <table className={className} data-testid="revenue-table">
      <caption className="sr-only">Monthly revenue for {year}</caption>
      <thead>
        <tr>
          <th scope="col" className="py-1 text-left">Month</th>
          <th scope="col" className="py-1 text-right">Revenue</th>
        </tr>
      </thead>
      <tbody>
        {MONTH_LABELS.map((month, index) => (
          <tr key={month} className="border-t border-gray-100">
            <th scope="row" className="py-1 text-left font-normal">{month}</th>
            <td className="py-1 text-right">{formatRupees(revenue[index] ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
