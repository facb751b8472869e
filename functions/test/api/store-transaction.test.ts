import { describe, expect, it } from 'vitest';
import { isDroppedTransaction, runTransaction } from '../../src/db/store-transaction';
import { db } from '../../../tests/support/emulators';

// The emulator's "Transaction is invalid or closed" (production's expired transaction) comes
// only under contention it times itself; here an attempt throws the same gRPC error, and the
// real emulator runs every attempt.
const dropped = () => Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 });

describe('a transaction the emulator dropped', () => {
  it('is re-run, and only the attempt that commits writes', async () => {
    const ref = db.collection('transactionProbes').doc();
    let attempts = 0;
    const answer = await runTransaction(async (tx) => {
      attempts += 1;
      const seen = (await tx.get(ref)).get('count') as number | undefined;
      tx.set(ref, { count: (seen ?? 0) + 1 });
      if (attempts < 3) throw dropped();
      return 'committed';
    });
    expect(answer).toBe('committed');
    expect(attempts).toBe(3);
    expect((await ref.get()).get('count')).toBe(1);
  });

  it('is not confused with any other refusal, which is thrown at once', async () => {
    let attempts = 0;
    const refused = Object.assign(new Error('3 INVALID_ARGUMENT: Document too large.'), { code: 3 });
    await expect(
      runTransaction(() => {
        attempts += 1;
        return Promise.reject(refused);
      }),
    ).rejects.toBe(refused);
    expect(attempts).toBe(1);
    expect(isDroppedTransaction(refused)).toBe(false);
    expect(isDroppedTransaction(dropped())).toBe(true);
    expect(isDroppedTransaction({ code: 10, message: 'Transaction is invalid or closed.' })).toBe(false);
  });

  it('gives up after five re-runs and throws what the emulator said', async () => {
    let attempts = 0;
    await expect(
      runTransaction(() => {
        attempts += 1;
        return Promise.reject(dropped());
      }),
    ).rejects.toThrow('Transaction is invalid or closed');
    expect(attempts).toBe(6);
  });
});
