import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES_PER_CLIENT, LOGIN_MAX_FAILURES_PER_USERNAME } from '../../src/config';
import { upsertAdmin } from '../../src/services/owners/admins';
import { addressBucket, throttleRef } from '../../src/services/owners/login-throttle';
import { ADMIN } from '../../../tests/support/admin';
import { fromAddress } from '../../../tests/support/client-address';
import { db, resetEmulators } from '../../../tests/support/emulators';
import { call } from '../../../tests/support/http';

/** Without an address the request carries no X-Forwarded-For, as on the emulator by default. */
const login = (username: string, password: string, headers?: Record<string, string>) =>
  call('POST', '/auth/admin', { body: { username, password }, headers });
const wrong = (username = ADMIN.username, headers?: Record<string, string>) =>
  login(username, 'not the password', headers);

async function failTimes(times: number, username = ADMIN.username, headers?: Record<string, string>) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await wrong(username, headers)).status);
  return statuses;
}

const STRANGER = fromAddress('203.0.113.9');
const OWNERS_HOME = fromAddress('198.51.100.7');

beforeEach(async () => {
  await resetEmulators();
  await upsertAdmin(ADMIN.username, ADMIN.password);
});

describe('owner sign-in throttling', () => {
  it('locks a username after 5 failures, even for the right password, with Retry-After', async () => {
    expect(await failTimes(5)).toEqual([401, 401, 401, 401, 401]);
    const locked = await login(ADMIN.username, ADMIN.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed sign-in attempts/);
    expect(locked.body.token).toBeUndefined();
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers.get('cache-control')).toBe('private, no-store');
  });

  it('matches usernames without regard to case', async () => {
    await failTimes(5, 'OWNER');
    expect((await login(ADMIN.username, ADMIN.password)).status).toBe(429);
  });

  it('lets the owner in again once the 15-minute window has passed', async () => {
    await failTimes(5);
    expect((await login(ADMIN.username, ADMIN.password)).status).toBe(429);
    // Move the windows back instead of waiting for them.
    for (const doc of (await db.collection('loginThrottles').get()).docs)
      await doc.ref.update({ windowStartedAt: Timestamp.fromMillis(Date.now() - 16 * 60_000) });
    expect((await login(ADMIN.username, ADMIN.password)).status).toBe(200);
  });

  it("resets the address's count after a successful sign-in", async () => {
    expect(await failTimes(4)).toEqual([401, 401, 401, 401]);
    expect((await login(ADMIN.username, ADMIN.password)).status).toBe(200);
    // Left: the username-wide count and the client's across usernames, each less the successful
    // attempt's own reservation.
    const counts = (await db.collection('loginThrottles').get()).docs.map((doc) => doc.get('failures') as number);
    expect(counts).toEqual([4, 4]);
    // Without the reset the first of these would already be refused.
    expect(await failTimes(4)).toEqual([401, 401, 401, 401]);
    expect((await login(ADMIN.username, ADMIN.password)).status).toBe(200);
  });

  // 'lets at most 5 guesses through when they arrive at once': login-throttle-emulator.test.ts,
  // where each guess has an instance of its own, as a burst spread over instances would.

  it('treats an unknown username exactly like a real one, so lock-outs reveal nothing', async () => {
    const real = [...(await failTimes(5)).map(String), String((await wrong()).status)];
    const ghost = [...(await failTimes(5, 'nobody-here')).map(String), String((await wrong('nobody-here')).status)];
    expect(ghost).toEqual(real);
    const [realLocked, ghostLocked] = [await wrong(), await wrong('nobody-here')];
    expect(ghostLocked.body).toEqual(realLocked.body);
    expect(ghostLocked.headers.has('retry-after')).toBe(true);
  });

  it('locks only the attacked username', async () => {
    await upsertAdmin('second-owner', 'another long password');
    await failTimes(5);
    expect((await login('second-owner', 'another long password')).status).toBe(200);
  });

  it('keeps counters under hashes, with no name, address or password in them', async () => {
    await failTimes(2, ADMIN.username, STRANGER);
    const docs = (await db.collection('loginThrottles').get()).docs;
    expect(docs).toHaveLength(3); // per (username, address), per username, per address
    for (const doc of docs) {
      expect(doc.id).toMatch(/^[0-9a-f]{64}$/);
      const text = JSON.stringify(doc.data());
      for (const secret of [ADMIN.username, '203.0.113.9', 'not the password']) expect(text).not.toContain(secret);
      expect(doc.data()).toMatchObject({ failures: 2 });
    }
  });
});

describe('a stranger cannot lock the owner out', () => {
  it("lets the owner's right password in from their own address while a stranger's address is locked", async () => {
    expect(await failTimes(5, ADMIN.username, STRANGER)).toEqual([401, 401, 401, 401, 401]);
    expect((await login(ADMIN.username, ADMIN.password, STRANGER)).status).toBe(429);
    const owner = await login(ADMIN.username, ADMIN.password, OWNERS_HOME);
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
    // The stranger stays locked.
    expect((await wrong(ADMIN.username, STRANGER)).status).toBe(429);
  });

  it('ignores the addresses a client writes into X-Forwarded-For itself', async () => {
    // The stranger claims to be the owner's address, and then to be someone new each time.
    expect(await failTimes(5, ADMIN.username, fromAddress('203.0.113.9', ['198.51.100.7']))).toEqual(
      Array(5).fill(401),
    );
    for (const claimed of ['192.0.2.1', '192.0.2.2, 192.0.2.3'])
      expect((await wrong(ADMIN.username, fromAddress('203.0.113.9', [claimed]))).status).toBe(429);
    expect((await login(ADMIN.username, ADMIN.password, OWNERS_HOME)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, so one host cannot rotate through its addresses', async () => {
    for (let i = 1; i <= 5; i++) expect((await wrong(ADMIN.username, fromAddress(`2001:db8::${i}`))).status).toBe(401);
    expect((await wrong(ADMIN.username, fromAddress('2001:db8:0:0:ffff::1'))).status).toBe(429);
    expect((await login(ADMIN.username, ADMIN.password, fromAddress('2001:db8:0:1::1'))).status).toBe(200);
    expect(['2001:DB8::1', '2001:0db8:0:0:1:2:3:4', '::1'].map(addressBucket)).toEqual([
      '2001:db8:0:0::/64',
      '2001:db8:0:0::/64',
      '0:0:0:0::/64',
    ]);
    expect(['::ffff:192.0.2.1', '192.0.2.1', undefined].map(addressBucket)).toEqual([
      '192.0.2.1',
      '192.0.2.1',
      'unknown',
    ]);
  });

  it(`locks the username everywhere after ${LOGIN_MAX_FAILURES_PER_USERNAME} failures from all addresses`, async () => {
    await wrong(ADMIN.username, fromAddress('192.0.2.10'));
    await wrong(ADMIN.username, fromAddress('192.0.2.11'));
    // Two failures from two addresses: the username-wide counter is the one at 2. Bring it to
    // one short of the ceiling instead of spraying a hundred guesses.
    const usernameWide = (await db.collection('loginThrottles').where('failures', '==', 2).get()).docs;
    expect(usernameWide).toHaveLength(1);
    await usernameWide[0]!.ref.update({ failures: LOGIN_MAX_FAILURES_PER_USERNAME - 1 });
    expect((await wrong(ADMIN.username, fromAddress('192.0.2.12'))).status).toBe(401);
    const locked = await login(ADMIN.username, ADMIN.password, OWNERS_HOME);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('treats an unknown username from two addresses exactly like a real one', async () => {
    const outcome = async (username: string) => [
      ...(await failTimes(6, username, STRANGER)),
      (await wrong(username, OWNERS_HOME)).status,
    ];
    const real = await outcome(ADMIN.username);
    expect(real).toEqual([401, 401, 401, 401, 401, 429, 401]);
    expect(await outcome('nobody-here')).toEqual(real);
  });
});

/** Brings the username-wide count to its ceiling, as a flood of forged addresses would. */
async function fillUsernameCeiling(): Promise<void> {
  await wrong(ADMIN.username, fromAddress('192.0.2.30'));
  await wrong(ADMIN.username, fromAddress('192.0.2.31'));
  const usernameWide = (await db.collection('loginThrottles').where('failures', '==', 2).get()).docs;
  expect(usernameWide).toHaveLength(1);
  await usernameWide[0]!.ref.update({ failures: LOGIN_MAX_FAILURES_PER_USERNAME });
}

// The flood at the function's own URL and the owner's way in through both doors:
// login-throttle-emulator.test.ts, through Hosting and the Functions emulator.
describe("the owner's known devices", () => {
  it("counts a known device's failures against that device only", async () => {
    const device = (await login(ADMIN.username, ADMIN.password, OWNERS_HOME)).body.device as string;
    const fromDevice = (password: string) =>
      call('POST', '/auth/admin', { body: { username: ADMIN.username, password, device }, headers: OWNERS_HOME });
    for (let i = 0; i < 5; i++) expect((await fromDevice('typo')).status).toBe(401);
    expect((await fromDevice(ADMIN.password)).status).toBe(429);
    // Its failures are not the address's or the username's: another browser of the owner's is fine.
    expect((await login(ADMIN.username, ADMIN.password, OWNERS_HOME)).status).toBe(200);
  });

  it("treats another owner's device, a forged one or an owner token as no device", async () => {
    const device = (await login(ADMIN.username, ADMIN.password, OWNERS_HOME)).body.device as string;
    await upsertAdmin('second-owner', 'another long password');
    const token = (await login(ADMIN.username, ADMIN.password, OWNERS_HOME)).body.token as string;
    await fillUsernameCeiling();
    const [header, payload] = device.split('.');
    for (const other of [
      (await login('second-owner', 'another long password', OWNERS_HOME)).body.device as string,
      `${header}.${payload}.forged-signature`,
      token,
      'not a token',
    ])
      expect(
        (await call('POST', '/auth/admin', { body: { ...ADMIN, device: other }, headers: OWNERS_HOME })).status,
      ).toBe(429);
    expect((await call('POST', '/auth/admin', { body: { ...ADMIN, device }, headers: OWNERS_HOME })).status).toBe(200);
  });
});

describe('random usernames from one client', () => {
  it(`are refused after ${LOGIN_MAX_FAILURES_PER_CLIENT} failures across every username, before any password is hashed`, async () => {
    const statuses = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_CLIENT + 2; i++)
      statuses.push((await wrong(`random-${i}-${Math.random().toString(36).slice(2)}`, STRANGER)).status);
    expect(statuses).toEqual([...Array(LOGIN_MAX_FAILURES_PER_CLIENT).fill(401), 429, 429]);
    // Another client, the owner's, is not slowed down.
    expect((await login(ADMIN.username, ADMIN.password, OWNERS_HOME)).status).toBe(200);
  }, 120_000); // each of the 20 failures runs the decoy hash (about 0.8 s of a core)
});

describe('one sign-in at a time per client', () => {
  const turnOf = (address: string) => db.collection('loginThrottles').doc(throttleRef('sign-in turn', address).id);
  const busy = /The sign-in service is busy/;

  it('answers 429 busy while the client has a sign-in in flight, counting and hashing nothing', async () => {
    // As an unfinished sign-in from the stranger's address leaves it.
    await turnOf('203.0.113.9').set({
      failures: 0,
      windowStartedAt: Timestamp.now(),
      expiresAt: Timestamp.fromMillis(Date.now() + 10_000),
    });
    for (const attempt of [wrong('random-user', STRANGER), login(ADMIN.username, ADMIN.password, STRANGER)]) {
      const answer = await attempt;
      expect(answer.status).toBe(429);
      expect(answer.body.message).toMatch(busy);
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    expect((await db.collection('loginThrottles').get()).size).toBe(1); // the turn alone: nothing counted
    // Another client has its own turn.
    expect((await login(ADMIN.username, ADMIN.password, OWNERS_HOME)).status).toBe(200);
  });

  it('takes over a turn left by an instance that died mid-sign-in once it expires, and gives it back', async () => {
    await turnOf('203.0.113.9').set({
      failures: 0,
      windowStartedAt: Timestamp.fromMillis(Date.now() - 20_000),
      expiresAt: Timestamp.fromMillis(Date.now() - 10_000),
    });
    expect((await login(ADMIN.username, ADMIN.password, STRANGER)).status).toBe(200);
    expect((await turnOf('203.0.113.9').get()).exists).toBe(false);
  });

  it('hashes one of a burst of random usernames at a time: the rest are busy', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => wrong(`burst-${i}-${Math.random().toString(36).slice(2)}`, STRANGER)),
    );
    const statuses = answers.map((answer) => answer.status);
    // Each hash holds the turn for most of a second, and the eight arrive together.
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(8);
    for (const answer of answers.filter((a) => a.status === 429)) expect(answer.body.message).toMatch(busy);
    const counted = (await db.collection('loginThrottles').where('failures', '>', 0).get()).docs;
    const clientWide = counted.filter((doc) => doc.id === throttleRef('any username', '203.0.113.9').id);
    expect(clientWide[0]?.get('failures')).toBe(statuses.filter((status) => status === 401).length);
    expect((await turnOf('203.0.113.9').get()).exists).toBe(false);
  }, 120_000);
});
