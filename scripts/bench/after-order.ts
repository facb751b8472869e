import { setTimeout as sleep } from 'node:timers/promises';
import { collections } from '../../functions/src/db/collections';
import type { Customer } from '../../functions/test/support/emulators';
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
 * For each path: its steady median, then 20 times an order followed by one request (the first
 * a shopper sends after it, which would pay for any rebuild the order caused), at once and,
 * with 20 more orders, once the order has settled (see `settle`). Orders come from `orderFor(i)`.
 *
 * The control runs first. Right after an order, the two shared cores are busy with the
 * emulator's work on it, so each catalog path's ratio at once is also shown divided by the
 * control's, in the same run: what the catalog adds to what any function loses then. The
 * target is on that quotient at once, and on the plain ratio once settled.
 */
export async function afterOrderLatency(orderFor: OrderFor): Promise<Figure[]> {
  const figures: Figure[] = [];
  const controlRatio = { atOnce: 1, settled: 1 };
  let i = 0;
  for (const path of [CONTROL_PATH, ...AFTER_ORDER_PATHS]) {
    const request = () => fetch(`${HOSTING}${path}`);
    const steady = await medianOf(PAIRS, request);
    const control = path === CONTROL_PATH;
    for (const settled of [false, true]) {
      const after: number[] = [];
      for (let pair = 0; pair < PAIRS; pair++) {
        const { customer, book } = orderFor(i++);
        const { order } = await mustPlaceOrder(customer, book);
        if (settled) await settle(order!._id);
        after.push(await timed(request));
      }
      const ratio = percentile(after, 50) / steady;
      const measured = `${ms(percentile(after, 50))} / ${ms(steady)} = ${times(ratio)}`;
      const name = `First GET ${path.replace('/api/catalog/', '…/')}${control ? ' (control: no catalog, no Firestore)' : ''} after an order${settled ? ' (once settled)' : ''}, median of ${PAIRS} / steady median`;
      if (control) {
        controlRatio[settled ? 'settled' : 'atOnce'] = ratio;
        figures.push({ figure: name, small: '', large: measured, target: '(printed)', met: null });
      } else if (settled) {
        figures.push({ figure: name, small: '', large: measured, target: '≤ 2×', met: ratio <= 2 });
      } else {
        const quotient = ratio / controlRatio.atOnce;
        figures.push({
          figure: `${name}, ÷ the control's`,
          small: '',
          large: `${measured}; ÷ ${times(controlRatio.atOnce)} = ${times(quotient)}`,
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
