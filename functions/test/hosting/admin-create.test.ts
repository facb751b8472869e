import { LOCAL_MAIL } from '@bookstore/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetOwnerAlertRecipients, ownerAlertRecipients } from '../../src/services/owners/owner-alerts';
import { db, resetEmulators } from '../../../tests/support/emulators';
import { get, post } from '../../../tests/support/http';
import { runScript } from '../../../tests/support/run-script';

// `npm run admin:create` (scripts/admin-create.ts) run as docs/development.md says, as a child
// process against the running emulators, then proved by signing in through the API.

const USERNAME = 'created-by-script';
const FIRST_PASSWORD = 'first password from the script';
const SECOND_PASSWORD = 'second password, after a reset';

const adminCreate = (...args: string[]) => runScript('admin-create', args);

const signIn = (password: string) => post('/auth/admin', { username: USERNAME, password });

beforeAll(async () => {
  await resetEmulators();
});

describe('npm run admin:create', () => {
  it('creates an owner account that can sign in and use the owner routes', async () => {
    const run = await adminCreate('--username', USERNAME, '--password', FIRST_PASSWORD);
    expect(run, run.output).toMatchObject({ code: 0 });
    expect(run.output).toContain(`Owner account "${USERNAME}" created.`);
    expect(run.output, 'the password given is not echoed').not.toContain(FIRST_PASSWORD);

    const login = await signIn(FIRST_PASSWORD);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.token).toEqual(expect.any(String));
    expect(login.body.user).toEqual({ username: USERNAME, role: 'admin' });
    expect((await get('/admin', login.body.token)).status).toBe(200);
  }, 90_000);

  it('run again with a new password, resets it: the old one is refused, the new one works', async () => {
    const run = await adminCreate('--username', USERNAME, '--password', SECOND_PASSWORD);
    expect(run, run.output).toMatchObject({ code: 0 });
    expect(run.output).toContain(`Owner account "${USERNAME}" updated.`);
    expect((await db.collection('admins').count().get()).data().count).toBe(1);

    expect((await signIn(FIRST_PASSWORD)).status).toBe(401);
    const login = await signIn(SECOND_PASSWORD);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.token).toEqual(expect.any(String));
  }, 90_000);

  it('refuses a short password with one clear message, and changes nothing', async () => {
    const run = await adminCreate('--username', USERNAME, '--password', 'short');
    expect(run.code).toBe(1);
    expect(run.output).toContain('Use a password of at least 12 characters.');
    expect(run.output).not.toMatch(/\n\s+at /);
    expect((await signIn('short')).status).toBe(401);
    expect((await signIn(SECOND_PASSWORD)).status).toBe(200);
  }, 90_000);

  it('--email sets where the owner alerts go; a bad address is refused and changes nothing', async () => {
    const bad = await adminCreate('--username', USERNAME, '--password', SECOND_PASSWORD, '--email', 'not-an-address');
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('--email: Email is not valid.');
    expect((await db.collection('admins').doc(USERNAME).get()).get('email')).toBe('');
    // No account has an address yet: the OWNER_EMAIL param's.
    forgetOwnerAlertRecipients();
    expect(await ownerAlertRecipients()).toEqual([LOCAL_MAIL.ownerEmail]);

    const run = await adminCreate(
      '--username',
      USERNAME,
      '--password',
      SECOND_PASSWORD,
      '--email',
      'Shop@Example.TEST',
    );
    expect(run, run.output).toMatchObject({ code: 0 });
    expect(run.output).toContain('Alerts go to shop@example.test.');
    forgetOwnerAlertRecipients();
    expect(await ownerAlertRecipients()).toEqual(['shop@example.test']);

    // A later reset without --email keeps the address.
    expect((await adminCreate('--username', USERNAME, '--password', FIRST_PASSWORD)).code).toBe(0);
    forgetOwnerAlertRecipients();
    expect(await ownerAlertRecipients()).toEqual(['shop@example.test']);
  }, 120_000);
});
