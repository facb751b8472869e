import type { Customer } from '../../functions/test/support/emulators';
import { HOSTING, medianOf, timed } from './http';
import { mustPlaceOrder } from './shoppers';
import { ms, percentile, times, type Figure } from './table';

export const AFTER_ORDER_PATHS = ['/api/catalog/home', '/api/catalog/top-sellers'] as const;
const PAIRS = 20;

/**
 * For each path: its steady median, then 20 times an order followed at once by one request
 * (the first a shopper sends after it, which would pay for any rebuild the order caused).
 * Orders come from `orderFor(i)`, i counting on across the paths.
 */
export async function afterOrderLatency(
  orderFor: (i: number) => { customer: Customer; book: { id: string; price: number } },
): Promise<Figure[]> {
  const figures: Figure[] = [];
  let i = 0;
  for (const path of AFTER_ORDER_PATHS) {
    const request = () => fetch(`${HOSTING}${path}`);
    const steady = await medianOf(PAIRS, request);
    const after: number[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const { customer, book } = orderFor(i++);
      await mustPlaceOrder(customer, book);
      after.push(await timed(request));
    }
    const first = percentile(after, 50);
    figures.push({
      figure: `First GET ${path.replace('/api/catalog/', '…/')} after an order, median of ${PAIRS} / steady median`,
      small: '',
      large: `${ms(first)} / ${ms(steady)} = ${times(first / steady)}`,
      target: '≤ 2×',
      met: first / steady <= 2,
    });
  }
  return figures;
}
