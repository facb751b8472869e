import { formatRupees, type MonthlySales } from '@bookstore/domain';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { MONTH_LABELS, monthlyRevenue } from '../monthly-revenue';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

export function RevenueChart({ monthlySales, year }: { monthlySales: MonthlySales[]; year: number }) {
  const revenue = monthlyRevenue(monthlySales, year);
  const data = {
    labels: [...MONTH_LABELS],
    datasets: [
      {
        label: 'Revenue (IND)',
        data: revenue,
        backgroundColor: 'rgba(34, 197, 94, 0.7)',
        borderColor: 'rgba(34, 197, 94, 1)',
        borderWidth: 1,
      },
    ],
  };
  return (
    <>
      <Bar
        data={data}
        aria-label={`Monthly revenue for ${year}`}
        role="img"
        options={{
          responsive: true,
          plugins: { legend: { position: 'top' }, tooltip: { enabled: true } },
          scales: { y: { beginAtZero: true } },
        }}
      />
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
