import type { MonthlySales } from '@bookstore/domain';
import type { ChartData, ChartOptions } from 'chart.js';

export const MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * One figure for January..December of `year`: "2026-03" lands at index 2. (The original design
 * used the month number as the index, which put March's revenue on April.) The revenue is the
 * bills issued in the month less its credit notes; the refunds, those paid in it (decision 051).
 */
export function monthlyRevenue(
  monthlySales: MonthlySales[],
  year: number,
  figure: 'totalSales' | 'refunds' = 'totalSales',
): number[] {
  const revenue = new Array<number>(12).fill(0);
  for (const month of monthlySales) {
    const match = /^(\d{4})-(\d{2})$/.exec(month._id);
    if (!match || Number(match[1]) !== year) continue;
    const index = Number(match[2]) - 1;
    if (index >= 0 && index < 12) revenue[index] = (revenue[index] ?? 0) + month[figure];
  }
  return revenue;
}

export const REVENUE_GREEN = 'rgba(34, 197, 94, 0.7)';

/** Everything the 'Monthly Revenue' bar chart draws, as plain data the tests can read. */
export function revenueChart(
  monthlySales: MonthlySales[],
  year: number,
): { data: ChartData<'bar', number[], string>; options: ChartOptions<'bar'> } {
  return {
    data: {
      labels: [...MONTH_LABELS],
      datasets: [
        {
          label: 'Revenue (IND)',
          data: monthlyRevenue(monthlySales, year),
          backgroundColor: REVENUE_GREEN,
          borderColor: 'rgba(34, 197, 94, 1)',
          borderWidth: 1,
        },
      ],
    },
    options: {
      responsive: true,
      plugins: { legend: { display: true, position: 'top' }, tooltip: { enabled: true } },
      // A month whose credit notes outweigh its bills goes below 0.
      scales: { y: { beginAtZero: true } },
    },
  };
}
