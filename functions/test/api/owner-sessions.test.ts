import { randomBytes, scryptSync } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { SCRYPT_PARAMS, verifyPassword } from '../../src/auth/passwords';
import { upsertAdmin } from '../../src/services/owners/admins';
import { ADMIN, adminToken } from '../../../tests/support/admin';
import { db, resetEmulators } from '../../../tests/support/emulators';
import { get, post } from '../../../tests/support/http';

const logout = (token: string) => post('/auth/admin/logout', {}, token);
const ownerRecord = () => db.collection('admins').doc(ADMIN.username);

beforeEach(async () => {
  await resetEmulators();
});

describe('owner sessions end on the server', () => {
  it('refuses a token once its owner has signed out, on every device, and a fresh sign-in works', async () => {
    const token = await adminToken();
    const otherDevice = (await post('/auth/admin', ADMIN)).body.token as string;
    expect((await get('/admin', token)).status).toBe(200);

    const out = await logout(token);
    expect(out.status).toBe(200);
    expect(out.headers.get('cache-control')).toBe('private, no-store');
    expect(out.body).toEqual({ message: expect.any(String) });

    for (const ended of [token, otherDevice]) {
      expect((await get('/admin', ended)).status).toBe(401);
      expect((await logout(ended)).status).toBe(401);
    }
    const fresh = (await post('/auth/admin', ADMIN)).body.token as string;
    expect((await get('/admin', fresh)).status).toBe(200);
  });

  it('answers 401 to a sign-out without a valid owner token', async () => {
    expect((await post('/auth/admin/logout', {})).status).toBe(401);
    expect((await logout('garbage')).status).toBe(401);
  });

  it('refuses a token issued before the password changed (npm run admin:create)', async () => {
    const before = await adminToken();
    await upsertAdmin(ADMIN.username, 'a brand new long password');
    expect((await get('/admin', before)).status).toBe(401);
    expect((await post('/auth/admin', ADMIN)).status).toBe(401);
    const after = await post('/auth/admin', { username: ADMIN.username, password: 'a brand new long password' });
    expect(after.status).toBe(200);
    expect((await get('/admin', after.body.token as string)).status).toBe(200);
  });

  it('does not bring back a deleted account’s tokens when the name is created again', async () => {
    const old = await adminToken();
    await ownerRecord().delete();
    await upsertAdmin(ADMIN.username, ADMIN.password);
    expect((await get('/admin', old)).status).toBe(401);
  });
});

describe('owner password hashing', () => {
  const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

  it(`stores new hashes at OWASP's scrypt minimum (N=2^17, r=8, p=1)`, async () => {
    await upsertAdmin(ADMIN.username, ADMIN.password);
    const hash = (await ownerRecord().get()).get('passwordHash') as string;
    expect(costOf(hash)).toBe(`scrypt$${2 ** 17}$8$1`);
    expect(SCRYPT_PARAMS).toMatchObject({ N: 2 ** 17, r: 8, p: 1 });
  });

  it('upgrades a hash with weaker settings at the next successful sign-in, and it still verifies', async () => {
    await upsertAdmin(ADMIN.username, ADMIN.password);
    // A hash as this store wrote them before (N=2^14), made here rather than by the code under test.
    const salt = randomBytes(16);
    const weak = ['scrypt', 16384, 8, 1, salt.toString('base64')]
      .concat(scryptSync(ADMIN.password, salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64'))
      .join('$');
    await ownerRecord().update({ passwordHash: weak });

    // A wrong password changes nothing.
    expect((await post('/auth/admin', { ...ADMIN, password: 'not it' })).status).toBe(401);
    expect((await ownerRecord().get()).get('passwordHash')).toBe(weak);

    const signIn = await post('/auth/admin', ADMIN);
    expect(signIn.status).toBe(200);
    const upgraded = (await ownerRecord().get()).get('passwordHash') as string;
    expect(upgraded).not.toBe(weak);
    expect(costOf(upgraded)).toBe(`scrypt$${2 ** 17}$8$1`);
    expect(await verifyPassword(ADMIN.password, upgraded)).toBe(true);
    // Same password, so the session from that sign-in stays valid, and signing in again works.
    expect((await get('/admin', signIn.body.token as string)).status).toBe(200);
    expect((await post('/auth/admin', ADMIN)).status).toBe(200);
  });

  it('refuses a stored hash whose settings would take more memory than today’s, without trying it', async () => {
    const huge = `scrypt$${2 ** 24}$8$1$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(64).toString('base64')}`;
    expect(await verifyPassword(ADMIN.password, huge)).toBe(false);
  });
});
