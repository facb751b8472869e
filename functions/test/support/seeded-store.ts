import { beforeAll, beforeEach } from 'vitest';
import { adminToken } from './admin';
import { resetAndSeed } from './emulators';

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
    await resetAndSeed();
  });
  return { ownerToken: () => (token ??= adminToken()) };
}
