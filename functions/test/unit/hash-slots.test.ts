import { describe, expect, it } from 'vitest';
import { HashSlotsBusyError, MAX_CONCURRENT_HASHES, withHashSlot } from '../../src/auth/passwords';

// Decision 037: an instance hashes at most MAX_CONCURRENT_HASHES passwords at once; one more is
// refused at once instead of queueing behind them, and a slot is given back however work ends.

function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { work: () => done, release };
}

describe('hash slots', () => {
  it(`runs ${MAX_CONCURRENT_HASHES} at once and refuses the next at once`, async () => {
    const running = Array.from({ length: MAX_CONCURRENT_HASHES }, held);
    const slots = running.map(({ work }) => withHashSlot(work));
    await expect(withHashSlot(() => Promise.resolve('one too many'))).rejects.toBeInstanceOf(HashSlotsBusyError);
    running[0]!.release();
    await slots[0];
    // A slot came back.
    await expect(withHashSlot(() => Promise.resolve('next'))).resolves.toBe('next');
    running.slice(1).forEach(({ release }) => release());
    await Promise.all(slots);
  });

  it('gives the slot back when the work fails', async () => {
    for (let i = 0; i < MAX_CONCURRENT_HASHES + 2; i++)
      await expect(withHashSlot(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    await expect(withHashSlot(() => Promise.resolve('still free'))).resolves.toBe('still free');
  });
});
