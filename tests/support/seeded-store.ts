import { LOCAL_URLS } from '@bookstore/domain';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, beforeEach } from 'vitest';
import { SEED_BOOKS } from '../../seed/catalog';
import { catalogIndex, FRESH_MS } from '../../functions/src/services/catalog/instance-catalog';
import { adminToken } from './admin';
import { resetAndSeed } from './emulators';
import { IN_PROCESS_API } from './test-project';

/**
 * The function's catalog copy learns of the seed at its next catch-up, up to a second after the
 * seed is written (decision 060): shoppers' reads may lag a write by that much, by design.
 * Tests that read the catalog right after seeding wait for it, as a shopper would not notice.
 * Three answers in a row, as the Functions emulator spreads requests over its workers (the app
 * in this process has one index).
 */
async function untilCatalogShowsSeed(resetAt: number): Promise<void> {
  if (IN_PROCESS_API) {
    // The app in this process has the one copy: catch it up now, as an owner's request does.
    await catalogIndex({ fresh: true });
  } else {
    // A copy caught up less than FRESH_MS ago answers without reading, and may still show the
    // store from before the reset (the same 52 books, other stock). No request reaches the
    // function while the tests reset, so every copy last caught up before `resetAt`: FRESH_MS
    // after it, its next answer reads, and the reset's own time counts towards the wait.
    await sleep(Math.max(0, resetAt + FRESH_MS - Date.now()));
  }
  const deadline = Date.now() + 15_000;
  for (let inARow = 0; inARow < 3;) {
    const response = await fetch(`${IN_PROCESS_API ?? `${LOCAL_URLS.functionBase}/api`}/books?limit=1`);
    await response.arrayBuffer();
    inARow = response.headers.get('x-total-count') === String(SEED_BOOKS.length) ? inARow + 1 : 0;
    if (Date.now() > deadline) throw new Error('The function’s catalog did not show the seeded books within 15 s.');
    if (inARow === 0) await sleep(50);
  }
}

export interface SeededStore {
  /**
   * The test owner's token. The account is created and signed in on first use after each
   * reset, so tests that never ask leave no owner or sign-in behind them.
   */
  ownerToken: () => Promise<string>;
}

/**
 * The API tests' common start: Firestore and Auth cleared and the demo catalog written before
 * each test, or once for the file or describe block it is called in (`per: 'suite'`) where
 * its tests build on one another. Call it before the hooks that rely on the seed.
 */
export function useSeededStore({ per = 'test' }: { per?: 'test' | 'suite' } = {}): SeededStore {
  let token: Promise<string> | undefined;
  (per === 'suite' ? beforeAll : beforeEach)(async () => {
    token = undefined;
    const resetAt = Date.now();
    await resetAndSeed();
    await untilCatalogShowsSeed(resetAt);
  });
  return { ownerToken: () => (token ??= adminToken()) };
}
