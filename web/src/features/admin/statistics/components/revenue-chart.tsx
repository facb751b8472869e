import type { MonthlySales } from '@bookstore/domain';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { revenueChart } from './monthly-revenue';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

/** The bar chart (chart.js, its own lazy chunk); the same figures are in RevenueTable for screen readers. */
export function RevenueChart({ monthlySales, year }: { monthlySales: MonthlySales[]; year: number }) {
  const { data, options } = revenueChart(monthlySales, year);
  return <Bar data={data} options={options} aria-label={`Monthly revenue for ${year}`} role="img" />;
}
