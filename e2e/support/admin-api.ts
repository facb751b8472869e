import type { AdminStats } from '@bookstore/domain';
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
