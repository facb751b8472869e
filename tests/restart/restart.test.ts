import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOCAL_URLS } from '@bookstore/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { FRESH_MS } from '../../functions/src/services/catalog/instance-catalog';
import { DEFAULT_ADMIN } from '../../scripts/lib/local-admin';
import { verificationLinkFor } from '../../scripts/lib/verification-links';
import { startStore, type RunningStore } from './launcher';

const HOSTING = LOCAL_URLS.hosting;
const AUTH = `${LOCAL_URLS.auth}/identitytoolkit.googleapis.com/v1`;
const CUSTOMER = { email: 'restart.shopper@example.com', password: 'restart-secret-pw' };

const dataDir = mkdtempSync(join(tmpdir(), 'bookstore-restart-'));
let running: RunningStore | undefined;

async function json(response: Response): Promise<any> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${text}`);
  return JSON.parse(text);
}

const api = (path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
  fetch(`${HOSTING}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  }).then(json);

const authCall = (action: string, body: object) =>
  fetch(`${AUTH}/accounts:${action}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  }).then(json);

/** Everything a restart must keep: the catalog, this customer's orders, the owner's figures. */
async function storeState(customerToken: string, ownerToken: string) {
  const [books, orders, stats] = await Promise.all([
    api('/books'),
    api(`/orders/email/${encodeURIComponent(CUSTOMER.email)}`, { token: customerToken }),
    api('/admin', { token: ownerToken }),
  ]);
  return { books, orders, stats };
}

/**
 * Only verified customers order: opens the verification link the Auth emulator keeps, as the
 * shopper would, and signs in again for a token that says so.
 */
async function verifiedCustomer(signedUp: { idToken: string }): Promise<{ idToken: string; localId: string }> {
  await authCall('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: signedUp.idToken });
  await fetch(await verificationLinkFor(CUSTOMER.email)).then((response) => response.text());
  return authCall('signInWithPassword', CUSTOMER);
}

async function signInOwner(): Promise<string> {
  return (await api('/auth/admin', { method: 'POST', body: DEFAULT_ADMIN })).token;
}

afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start keeps every book and order across Ctrl-C and a new start', () => {
  it('restores the same books, orders, statistics and accounts', async () => {
    running = await startStore(dataDir);
    expect(running.output()).toMatch(/Seeded \d+ books/);

    const customer = await verifiedCustomer(await authCall('signUp', CUSTOMER));
    let owner = await signInOwner();
    const [someBook, otherBook] = await api('/books');
    const created = await api('/books/create-book', {
      method: 'POST',
      token: owner,
      body: {
        ...someBook,
        _id: undefined,
        createdAt: undefined,
        updatedAt: undefined,
        ISBN: '9780306406157',
        title: 'Written before the restart',
      },
    });
    for (const [book, quantity] of [
      [someBook, 2],
      [otherBook, 1],
      [created.book, 3],
    ] as const) {
      await api('/orders/create-order', {
        method: 'POST',
        token: customer.idToken,
        body: {
          name: 'Restart Shopper',
          email: CUSTOMER.email,
          phone: '+91 90000 00000',
          address: { street: '1 Main Road', city: 'Pune', country: 'India', state: 'Maharashtra', zipcode: '411001' },
          products: [{ productId: book._id, quantity }],
          totalPrice: Math.round(book.newPrice * 100 * quantity) / 100,
        },
      });
    }
    // The orders' stock reaches every instance's catalog copy at its next catch-up (decision 060).
    await sleep(FRESH_MS);
    const before = await storeState(customer.idToken, owner);
    expect(before.orders).toHaveLength(3);
    expect(before.books.map((b: { title: string }) => b.title)).toContain('Written before the restart');

    expect(await running.stop()).toBe(0);
    running = undefined;
    expect(existsSync(join(dataDir, 'firebase-export-metadata.json'))).toBe(true);

    running = await startStore(dataDir);
    expect(running.output()).toMatch(/nothing seeded/);
    // The customer's account came back too, still verified: a fresh password sign-in reads their orders.
    const again = await authCall('signInWithPassword', CUSTOMER);
    expect(again.localId).toBe(customer.localId);
    owner = await signInOwner();
    expect(await storeState(again.idToken, owner)).toEqual(before);
  });
});
