import { setTimeout as sleep } from 'node:timers/promises';
import { collections } from '../../functions/src/db/collections';
import type { Customer } from '../../tests/support/emulators';
import { HOSTING, medianOf, timed } from './http';
import { mustPlaceOrder } from './shoppers';
import { ms, percentile, times, type Figure } from './table';

/**
 * The control: a function answering a document prepared at start-up, no catalog and no
 * Firestore. Whatever it loses right after an order is the emulator's own work on that order
 * (its listeners, the e-mail triggers), which a deployed instance does not share its CPU with.
 */
const CONTROL_PATH = '/api/openapi.json';
export const AFTER_ORDER_PATHS = ['/api/catalog/home', '/api/catalog/top-sellers'] as const;
const PAIRS = 20;

type OrderFor = (i: number) => { customer: Customer; book: { id: string; price: number } };

/**
 * Until the order's e-mails have left and the listeners have had a moment: on two shared cores
 * the emulator's sendMail workers and every worker's listener take the CPU a deployed
 * instance would have to itself, so the request right after an order measures the machine as
 * much as the function.
 */
async function settle(orderId: string): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const mail = await collections.mail().where('orderId', '==', orderId).get();
    if (mail.docs.every((doc) => !['PENDING', 'PROCESSING'].includes(doc.data().delivery.state))) break;
    await sleep(100);
  }
  await sleep(300);
}

/**
 * Each path's steady median, then 20 rounds of, for each path in turn, an order followed by one
 * request to it (the first a shopper sends after the order, which would pay for any rebuild the
 * order caused): at once, then in 20 more rounds once the order has settled (see `settle`).
 * Orders come from `orderFor(i)`.
 *
 * The paths take turns within each round, so the control and the catalog meet the same
 * emulator: the same listening workers, the same e-mail triggers. Right after an order the two
 * shared cores are busy with the emulator's work on it, so each catalog path's ratio at once is
 * also shown divided by the control's: what the catalog adds to what any function loses then.
 * The target is on that quotient at once, and on the plain ratio once settled.
 */
export async function afterOrderLatency(orderFor: OrderFor): Promise<Figure[]> {
  const paths = [CONTROL_PATH, ...AFTER_ORDER_PATHS];
  const request = (path: string) => () => fetch(`${HOSTING}${path}`);
  const steady = new Map<string, number>();
  for (const path of paths) steady.set(path, await medianOf(PAIRS, request(path)));
  const after = new Map<string, { atOnce: number[]; settled: number[] }>(
    paths.map((path) => [path, { atOnce: [], settled: [] }]),
  );
  let i = 0;
  for (const settled of [false, true]) {
    for (let round = 0; round < PAIRS; round++) {
      for (const path of paths) {
        const { customer, book } = orderFor(i++);
        const { order } = await mustPlaceOrder(customer, book);
        if (settled) await settle(order!._id);
        after.get(path)![settled ? 'settled' : 'atOnce'].push(await timed(request(path)));
      }
    }
  }

  const ratioOf = (path: string, settled: boolean) =>
    percentile(after.get(path)![settled ? 'settled' : 'atOnce'], 50) / steady.get(path)!;
  const figures: Figure[] = [];
  for (const path of paths) {
    for (const settled of [false, true]) {
      const ratio = ratioOf(path, settled);
      const first = percentile(after.get(path)![settled ? 'settled' : 'atOnce'], 50);
      const measured = `${ms(first)} / ${ms(steady.get(path)!)} = ${times(ratio)}`;
      const control = path === CONTROL_PATH;
      const name = `First GET ${path.replace('/api/catalog/', '…/')}${control ? ' (control: no catalog, no Firestore)' : ''} after an order${settled ? ' (once settled)' : ''}, median of ${PAIRS} / steady median`;
      if (control) {
        figures.push({ figure: name, small: '', large: measured, target: '(printed)', met: null });
      } else if (settled) {
        figures.push({ figure: name, small: '', large: measured, target: '≤ 2×', met: ratio <= 2 });
      } else {
        const controlRatio = ratioOf(CONTROL_PATH, false);
        const quotient = ratio / controlRatio;
        figures.push({
          figure: `${name}, ÷ the control's`,
          small: '',
          large: `${measured}; ÷ ${times(controlRatio)} = ${times(quotient)}`,
          target: '≤ 2× (÷ control)',
          met: quotient <= 2,
        });
      }
    }
  }
  return figures;
}

/** Orders the after-order figures place. */
export const AFTER_ORDER_ORDERS = (AFTER_ORDER_PATHS.length + 1) * 2 * PAIRS;
