import { LOCAL_URLS } from '@bookstore/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES_PER_USERNAME } from '../../src/config';
import { upsertAdmin } from '../../src/services/owners/admins';
import { ADMIN } from '../../../tests/support/admin';
import { fromAddress } from '../../../tests/support/client-address';
import { db, resetEmulators } from '../../../tests/support/emulators';
import { call } from '../../../tests/support/http';

// The cases of login-throttle.test.ts that need the Functions emulator (the rest run on the app
// in the test's process): guesses that arrive at once, each on an instance of its own (one
// instance hashes 2 at a time and answers the rest busy), and the owner's known device through
// both doors, Hosting's rewrite and the function's own URL.

/** Without an address the request carries no X-Forwarded-For, as on the emulator by default. */
const login = (username: string, password: string, headers?: Record<string, string>) =>
  call('POST', '/auth/admin', { body: { username, password }, headers });

const OWNERS_HOME = fromAddress('198.51.100.7');

beforeEach(async () => {
  await resetEmulators();
  await upsertAdmin(ADMIN.username, ADMIN.password);
});

/** The same sign-in at the function's own URL, which anyone can call around Hosting (decision 037). */
const atFunctionUrl = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const response = await fetch(`${LOCAL_URLS.functionBase}/api/auth/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { token?: string; device?: string } };
};

describe('owner sign-in throttling', () => {
  it('lets at most 5 guesses through when they arrive at once', async () => {
    // From the owner's known device, which takes no turn (below), so all 12 reach the counter.
    const device = (await login(ADMIN.username, ADMIN.password, OWNERS_HOME)).body.device as string;
    const guess = (password: string) =>
      call('POST', '/auth/admin', { body: { username: ADMIN.username, password, device }, headers: OWNERS_HOME });
    const statuses = (await Promise.all(Array.from({ length: 12 }, () => guess('typo')))).map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    expect((await guess(ADMIN.password)).status).toBe(429);
  }, 120_000);
});

describe("the owner's known devices", () => {
  it('a flood of forged addresses at the function URL locks unknown devices, and the owner signs in from a known one through both doors', async () => {
    const first = await login(ADMIN.username, ADMIN.password, OWNERS_HOME);
    expect(first.status).toBe(200);
    const device = first.body.device as string;
    expect(device).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // A stranger at the function's own URL, writing a new address into X-Forwarded-For each time:
    // every forged address is a fresh client, so only the username-wide count stops them.
    for (let i = 1; i <= 3; i++)
      expect((await atFunctionUrl({ ...ADMIN, password: 'guess' }, fromAddress(`192.0.2.${100 + i}`))).status).toBe(
        401,
      );
    const usernameWide = (await db.collection('loginThrottles').where('failures', '==', 3).get()).docs;
    expect(usernameWide).toHaveLength(1);
    await usernameWide[0]!.ref.update({ failures: LOGIN_MAX_FAILURES_PER_USERNAME - 1 });
    expect((await atFunctionUrl({ ...ADMIN, password: 'guess' }, fromAddress('192.0.2.120'))).status).toBe(401);
    expect((await atFunctionUrl({ ...ADMIN, password: 'guess' }, fromAddress('192.0.2.121'))).status).toBe(429);

    // The right password from a browser that never signed in: locked, as the ceiling says.
    expect((await login(ADMIN.username, ADMIN.password, OWNERS_HOME)).status).toBe(429);
    // From the owner's own browser: in, through Hosting and at the function's URL.
    const viaHosting = await call('POST', '/auth/admin', { body: { ...ADMIN, device }, headers: OWNERS_HOME });
    expect(viaHosting.status).toBe(200);
    expect(viaHosting.body.token).toEqual(expect.any(String));
    const direct = await atFunctionUrl({ ...ADMIN, device }, fromAddress('192.0.2.122'));
    expect(direct.status).toBe(200);
  });
});
