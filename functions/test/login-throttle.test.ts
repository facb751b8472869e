import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { upsertAdmin } from '../src/services/admins';
import { ADMIN } from './support/admin';
import { db, resetEmulators } from './support/emulators';
import { post } from './support/http';

const login = (username: string, password: string) => post('/auth/admin', { username, password });
const wrong = (username = ADMIN.username) => login(username, 'not the password');

async function failTimes(times: number, username = ADMIN.username): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await wrong(username)).status);
  return statuses;
}

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
    // Move the window back instead of waiting for it.
    const [doc] = (await db.collection('loginThrottles').get()).docs;
    await doc!.ref.update({ windowStartedAt: Timestamp.fromMillis(Date.now() - 16 * 60_000) });
    expect((await login(ADMIN.username, ADMIN.password)).status).toBe(200);
  });

  it('resets the count after a successful sign-in', async () => {
    expect(await failTimes(4)).toEqual([401, 401, 401, 401]);
    expect((await login(ADMIN.username, ADMIN.password)).status).toBe(200);
    expect((await db.collection('loginThrottles').count().get()).data().count).toBe(0);
    // Without the reset the first of these would already be refused.
    expect(await failTimes(4)).toEqual([401, 401, 401, 401]);
    expect((await login(ADMIN.username, ADMIN.password)).status).toBe(200);
  });

  it('lets at most 5 guesses through when they arrive at once', async () => {
    const statuses = (await Promise.all(Array.from({ length: 12 }, () => wrong()))).map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    expect((await login(ADMIN.username, ADMIN.password)).status).toBe(429);
  }, 120_000);

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

  it('keeps counters under a hash of the username, with no name or password in them', async () => {
    await failTimes(2);
    const docs = (await db.collection('loginThrottles').get()).docs;
    expect(docs).toHaveLength(1);
    expect(docs[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    const text = JSON.stringify(docs[0]!.data());
    expect(text).not.toContain(ADMIN.username);
    expect(text).not.toContain('not the password');
    expect(docs[0]!.data()).toMatchObject({ failures: 2 });
  });
});
