import { formatRupees, type MonthlySales } from '@bookstore/domain';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { MONTH_LABELS, revenueChart } from '../monthly-revenue';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

export function RevenueChart({ monthlySales, year }: { monthlySales: MonthlySales[]; year: number }) {
  const { data, options } = revenueChart(monthlySales, year);
  const revenue = data.datasets[0]!.data;
  return (
    <>
      <Bar data={data} options={options} aria-label={`Monthly revenue for ${year}`} role="img" />
      {/* The same figures as a table for screen readers (a canvas has no text to read). */}
      <table className="sr-only" data-testid="revenue-table">
        <caption>Monthly revenue for {year}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {MONTH_LABELS.map((month, index) => (
            <tr key={month}>
              <th scope="row">{month}</th>
              <td>{formatRupees(revenue[index] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
