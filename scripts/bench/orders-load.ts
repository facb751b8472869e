import type { Customer } from '../../tests/support/emulators';
import { placeOrder } from './shoppers';
import { inColumn, ms, percentile, type Figure } from './table';

export interface PlannedOrder {
  customer: Customer;
  book: { id: string; price: number };
}

export interface OrdersResult {
  latencies: number[];
  /** "HTTP 500: …" per refused or failed order. */
  failures: string[];
}

/** Places the orders over `connections` at once, each connection taking the next order when its last is answered. */
export async function placeConcurrently(orders: readonly PlannedOrder[], connections: number): Promise<OrdersResult> {
  const result: OrdersResult = { latencies: [], failures: [] };
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let i = next++; i < orders.length; i = next++) {
        const { customer, book } = orders[i]!;
        const start = performance.now();
        try {
          const placed = await placeOrder(customer, book);
          if (placed.order) result.latencies.push(performance.now() - start);
          else result.failures.push(`HTTP ${placed.status}: ${placed.refusal?.slice(0, 200)}`);
        } catch (error) {
          result.failures.push(String(error));
        }
      }
    }),
  );
  return result;
}

/** The rows of one such load: how many went through, and how long they took. */
export function ordersFigures(label: string, total: number, result: OrdersResult, column: 'small' | 'large'): Figure[] {
  const at = (value: string) => inColumn(column, value);
  if (result.failures.length > 0) console.log(`  ${label}: first failures:`, result.failures.slice(0, 3));
  return [
    {
      figure: `${label}: placed`,
      ...at(`${result.latencies.length} ok, ${result.failures.length} failed`),
      target: `${total} ok, 0 errors`,
      met: result.latencies.length === total && result.failures.length === 0,
    },
    {
      figure: `${label}: latency p50 / p99`,
      ...at(`${ms(percentile(result.latencies, 50))} / ${ms(percentile(result.latencies, 99))}`),
      target: '(printed)',
      met: null,
    },
  ];
}
