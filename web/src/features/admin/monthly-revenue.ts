import type { MonthlySales } from '@bookstore/domain';

export const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * Revenue for January..December of `year`: "2026-03" lands at index 2. (The original design
 * used the month number as the index, which put March's revenue on April.)
 */
export function monthlyRevenue(monthlySales: MonthlySales[], year: number): number[] {
  const revenue = new Array<number>(12).fill(0);
  for (const month of monthlySales) {
    const match = /^(\d{4})-(\d{2})$/.exec(month._id);
    if (!match || Number(match[1]) !== year) continue;
    const index = Number(match[2]) - 1;
    if (index >= 0 && index < 12) revenue[index] = (revenue[index] ?? 0) + month.totalSales;
  }
  return revenue;
}
