import { randomUUID } from 'node:crypto';
import { HOSTING, warmUp } from './http';
import { percentile, statusTally, times, ms, type Figure } from './table';

/** The flood that once took a book page from 49 ms to 67 s. */
export const FLOOD_SIGN_INS = 60;
/** Book page requests, one after another, measured idle and again while the flood is in flight. */
const PAGE_SAMPLES = 20;

async function pageMs(path: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${HOSTING}${path}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return performance.now() - start;
}

/** Book page times one after another, until `samples` are in or `until` settles (at least one). */
async function pageTimes(path: string, samples: number, until?: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void until?.finally(() => (settled = true));
  const timesMs: number[] = [];
  while (timesMs.length < samples && !(settled && timesMs.length > 0)) timesMs.push(await pageMs(path));
  return timesMs;
}

/**
 * "book page p50 during 60 parallel random-username sign-ins ÷ idle", through Hosting from one
 * client: the book page is timed one request at a time, idle and then while the sign-ins, each
 * with a new random username and a wrong password, are in flight. Statuses are printed: past the
 * per-client count, sign-ins are refused before any hash (decision 037).
 */
export async function signInFlood(bookId: string): Promise<Figure[]> {
  const path = `/books/${bookId}`;
  // The Functions emulator boots a Node process for each concurrent request that finds no idle
  // worker: 60 cold boots at once would swamp the two cores before a single hash runs (the
  // first try answered the book page 504). A deployed instance takes many requests at once.
  await warmUp(`${HOSTING}/api/news`, FLOOD_SIGN_INS);
  await pageTimes(path, 3); // warm
  const idle = percentile(await pageTimes(path, PAGE_SAMPLES), 50);
  const flood = Promise.all(
    Array.from({ length: FLOOD_SIGN_INS }, async () => {
      const response = await fetch(`${HOSTING}/api/auth/admin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `flood-${randomUUID()}`, password: 'not the password' }),
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const during = percentile(await pageTimes(path, Number.POSITIVE_INFINITY, flood), 50);
  const statuses = statusTally(await flood);
  const ratio = during / idle;
  return [
    {
      figure: `Book page p50 during ${FLOOD_SIGN_INS} parallel random-username sign-ins ÷ idle`,
      small: `${ms(during)} / ${ms(idle)} = ${times(ratio)}; sign-ins ${statuses}`,
      large: '',
      target: '≤ 2×',
      met: ratio <= 2,
    },
  ];
}
