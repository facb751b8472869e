import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as passwords from '../../src/auth/passwords';
import { checkAdminPassword, upsertAdmin } from '../../src/services/owners/admins';
import { db, resetEmulators } from '../../../tests/support/emulators';

// Unknown usernames get the same scrypt work as known ones (docs/security.md): the service
// checks the password against a decoy hash when there is no account. Timing is never
// asserted; this counts the checks instead, in process, against the Firestore emulator.

const OWNER = { username: 'decoy-test-owner', password: 'the right password, surely' };
let storedHash: string;

/** The scrypt parameters of a stored hash ("scrypt$N$r$p$salt$hash"), and its hash length. */
const costOf = (hash: string) => {
  const [scheme, n, r, p, , key] = hash.split('$');
  return { scheme, n, r, p, keyBytes: Buffer.from(key ?? '', 'base64').length };
};

/** Runs checkAdminPassword and returns what it decided and every password check it made. */
async function check(username: string, password: string) {
  const verify = vi.spyOn(passwords, 'verifyPassword');
  try {
    const admin = await checkAdminPassword(username, password);
    return { admin, calls: verify.mock.calls, results: await Promise.all(verify.mock.results.map((r) => r.value)) };
  } finally {
    verify.mockRestore();
  }
}

beforeAll(async () => {
  await resetEmulators();
  await upsertAdmin(OWNER.username, OWNER.password);
  storedHash = (await db.collection('admins').doc(OWNER.username).get()).get('passwordHash') as string;
});

describe('owner sign-in does the same scrypt work for unknown usernames', () => {
  it('checks an unknown username once, against the decoy hash', async () => {
    const outcome = await check('nobody-by-this-name', OWNER.password);
    expect(outcome.admin).toBeNull();
    expect(outcome.calls).toEqual([[OWNER.password, passwords.DECOY_HASH]]);
    expect(outcome.results).toEqual([false]);
  });

  it('checks a username that can never be an account ("__x__") once, against the decoy hash', async () => {
    const outcome = await check('__name__', OWNER.password);
    expect(outcome.admin).toBeNull();
    expect(outcome.calls).toEqual([[OWNER.password, passwords.DECOY_HASH]]);
  });

  it('checks a known username once, against its own hash, right or wrong password', async () => {
    const wrong = await check(OWNER.username, 'not the password');
    expect(wrong.admin).toBeNull();
    expect(wrong.calls).toEqual([['not the password', storedHash]]);
    const right = await check(OWNER.username.toUpperCase(), OWNER.password);
    expect(right.admin?.username).toBe(OWNER.username);
    expect(right.calls).toEqual([[OWNER.password, storedHash]]);
    expect(right.results).toEqual([true]);
  });

  it('uses a decoy that costs what a real hash costs (same scrypt parameters and length)', () => {
    expect(costOf(passwords.DECOY_HASH)).toEqual(costOf(storedHash));
    expect(costOf(storedHash)).toMatchObject({ scheme: 'scrypt', keyBytes: 64 });
  });
});
