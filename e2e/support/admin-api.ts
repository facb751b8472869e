import type { AdminStats, StoreSettings } from '@bookstore/domain';
import { DEMO_SHOP_DETAILS } from '../../seed/shop';
import { afterAll, beforeAll } from 'vitest';
import { BASE } from './browser';
import { E2E_OWNER } from './owner';

/** The e2e owner's token from the API's own login route, for reading figures beside the UI. */
export async function ownerToken(): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_OWNER),
  });
  if (!response.ok) throw new Error(`Owner login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** A JSON call to the API through Hosting, as the owner unless another bearer token is given. */
export async function apiCall(method: string, path: string, body?: unknown, token?: string): Promise<Response> {
  return fetch(`${BASE}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token ?? (await ownerToken())}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * Saves the demo shop's details as the owner would (with a test's own settings over them)
 * before a test ships an order or marks one paid: no bill of supply is issued while the legal
 * name or the address is unset (decision 048).
 */
export async function saveShopDetails(settings: Partial<StoreSettings> = {}, token?: string): Promise<void> {
  const saved = await apiCall('PUT', '/admin/settings', { ...DEMO_SHOP_DETAILS, ...settings }, token);
  if (!saved.ok) throw new Error(`Saving the shop's details failed: ${saved.status} ${await saved.text()}`);
}

/**
 * For a journey file that ships orders or marks them paid: the shop's details saved before its
 * journeys, and the settings removed after them, so the files after it find a shop with no
 * settings, as they expect.
 */
export function useShopDetails(settings: Partial<StoreSettings> = {}): void {
  beforeAll(() => saveShopDetails(settings));
  afterAll(async () => {
    const { db } = await import('../../tests/support/emulators');
    await db.collection('store').doc('settings').delete();
  });
}

/** GET /api/admin: the figures the overview shows. */
export async function adminStats(token: string): Promise<AdminStats> {
  const response = await fetch(`${BASE}/api/admin`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /api/admin failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as AdminStats;
}

/** GET /api/admin/newsletter: the confirmed subscribers the owner's card shows. */
export async function newsletterSubscribers(token: string): Promise<number> {
  const response = await fetch(`${BASE}/api/admin/newsletter`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /api/admin/newsletter failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { subscribers: number }).subscribers;
}
