import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { upsertAdmin } from '../../src/services/owners/admins';
import { ADMIN } from '../../../tests/support/admin';
import { adminSecret, createCustomer, db } from '../../../tests/support/emulators';
import { call, fetchChecked } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';

// Everything the function logs goes through firebase-functions' logger (and, by mistake,
// console). Both are captured here while the real app runs in this process against the
// real emulators, so the test sees exactly what Cloud Logging would receive.
// vi.hoisted: the mock factory below runs when the logger is first imported, which may be
// before this file's own top-level code (any import that loads the logger comes first).
const { logged, capture } = vi.hoisted(() => {
  const logged: string[] = [];
  const capture = (...args: unknown[]) =>
    void logged.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  return { logged, capture };
});

vi.mock('firebase-functions/logger', () => {
  const logger = { debug: capture, log: capture, info: capture, warn: capture, error: capture, write: capture };
  return { ...logger, logger };
});

/** N = 3 is not a power of two, so scrypt throws: a damaged record, a real fault. */
const BROKEN_HASH = 'scrypt$3$8$1$AAAA$AAAA';

let server: Server;
let base: string;

async function request(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetchChecked(`${base}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, text: await response.text() };
}

beforeAll(async () => {
  process.env.ADMIN_JWT_SECRET = adminSecret();
  const { createApp } = await import('../../src/app');
  server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation(capture);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await new Promise((resolve) => server?.close(resolve));
});

useSeededStore();

beforeEach(() => {
  logged.length = 0;
});

describe('no leaks', () => {
  it('a fault answers a bare 500, and the log has the fault but no password or token', async () => {
    await db.collection('admins').doc('broken').set({ username: 'broken', role: 'admin', passwordHash: BROKEN_HASH });
    const password = 'the-password-that-must-not-be-logged';
    const response = await request('POST', '/auth/admin', { body: { username: 'broken', password } });
    expect(response.status).toBe(500);
    expect(JSON.parse(response.text)).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(response.text).not.toMatch(/scrypt|at \w|\.ts:|node_modules/);

    const log = logged.join('\n');
    expect(log).toContain('Unhandled API error');
    expect(log).not.toContain(password);
  });

  it('signing in, ordering and owner requests log no passwords or tokens', async () => {
    await upsertAdmin(ADMIN.username, ADMIN.password);
    const signIn = await request('POST', '/auth/admin', { body: ADMIN });
    const ownerToken = JSON.parse(signIn.text).token as string;
    await request('POST', '/auth/admin', { body: { username: ADMIN.username, password: 'a-wrong-password-to-hide' } });
    const customer = await createCustomer();
    expect(
      (await request('POST', '/orders/create-order', { token: customer.idToken, body: orderFor(customer) })).status,
    ).toBe(201);
    await request('POST', '/orders/create-order', { token: `${customer.idToken}x`, body: orderFor(customer) });
    await request('GET', '/admin', { token: ownerToken });
    await request('GET', '/admin', { token: `${ownerToken}x` });
    // A fault while a password and a token are in the request, so something is logged.
    await db.collection('admins').doc('broken').set({ username: 'broken', role: 'admin', passwordHash: BROKEN_HASH });
    expect(
      (
        await request('POST', '/auth/admin', {
          token: ownerToken,
          body: { username: 'broken', password: ADMIN.password },
        })
      ).status,
    ).toBe(500);

    const log = logged.join('\n');
    expect(log).toContain('Unhandled API error');
    for (const secret of [ADMIN.password, 'a-wrong-password-to-hide', ownerToken, customer.idToken, adminSecret()]) {
      expect(log).not.toContain(secret);
    }
    // Nor any part of a JWT that would let someone rebuild one.
    expect(log).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
  });
});

// The same 500 through Hosting, as a browser sees it.
describe('a 500 through Hosting', () => {
  it('carries only the message', async () => {
    await db.collection('admins').doc('broken').set({ username: 'broken', role: 'admin', passwordHash: BROKEN_HASH });
    const response = await call('POST', '/auth/admin', { body: { username: 'broken', password: 'whatever-it-is' } });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });
});
