import { setTimeout as sleep } from 'node:timers/promises';
import { collections } from '../../functions/src/db/collections';
import type { Customer } from '../../functions/test/support/emulators';
import { HOSTING, medianOf, timed } from './http';
import { mustPlaceOrder } from './shoppers';
import { ms, percentile, times, type Figure } from './table';

/**
 * The control last: a function answering a document prepared at start-up, no catalog and no
 * Firestore. Whatever it loses right after an order is the emulator's own work on that order
 * (its listeners, the e-mail triggers), which a deployed instance does not share its CPU with.
 */
const CONTROL_PATH = '/api/openapi.json';
export const AFTER_ORDER_PATHS = ['/api/catalog/home', '/api/catalog/top-sellers', CONTROL_PATH] as const;
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
 */
export async function afterOrderLatency(orderFor: OrderFor): Promise<Figure[]> {
  const figures: Figure[] = [];
  let i = 0;
  for (const path of AFTER_ORDER_PATHS) {
    const request = () => fetch(`${HOSTING}${path}`);
    const steady = await medianOf(PAIRS, request);
    for (const settled of [false, true]) {
      const after: number[] = [];
      for (let pair = 0; pair < PAIRS; pair++) {
        const { customer, book } = orderFor(i++);
        const { order } = await mustPlaceOrder(customer, book);
        if (settled) await settle(order!._id);
        after.push(await timed(request));
      }
      const first = percentile(after, 50);
      const control = path === CONTROL_PATH;
      figures.push({
        figure: `First GET ${path.replace('/api/catalog/', '…/')}${control ? ' (control: no catalog, no Firestore)' : ''} after an order${settled ? ' (once settled)' : ''}, median of ${PAIRS} / steady median`,
        small: '',
        large: `${ms(first)} / ${ms(steady)} = ${times(first / steady)}`,
        target: control ? '(printed)' : '≤ 2×',
        met: control ? null : first / steady <= 2,
      });
    }
  }
  return figures;
}

/** Orders the after-order figures place. */
export const AFTER_ORDER_ORDERS = AFTER_ORDER_PATHS.length * 2 * PAIRS;
