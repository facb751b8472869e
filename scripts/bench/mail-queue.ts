import { setTimeout as sleep } from 'node:timers/promises';
import { collections } from '../../functions/src/db/collections';

/**
 * Until no e-mail waits to be sent (at most 5 minutes): a flash sale queues 400, which the
 * emulator's sendMail works through for minutes, and an order measured behind them would wait
 * for its own e-mails as long.
 */
export async function waitForMailQueue(): Promise<number> {
  const waiting = () => collections.mail().where('delivery.state', 'in', ['PENDING', 'PROCESSING']).count().get();
  for (let waited = 0; waited < 300_000; waited += 1000) {
    const left = (await waiting()).data().count;
    if (left === 0) return waited / 1000;
    await sleep(1000);
  }
  return 300;
}
