import { upsertAdmin } from '../../functions/src/services/owners/admins';
import { HOSTING } from './http';

/** An owner account and its token, for GET /api/admin. */
export async function ownerToken(): Promise<string> {
  await upsertAdmin('bench-owner', 'bench owner password');
  const login = await fetch(`${HOSTING}/api/auth/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-owner', password: 'bench owner password' }),
  });
  if (!login.ok) throw new Error(`The bench owner could not sign in: HTTP ${login.status} ${await login.text()}`);
  return ((await login.json()) as { token: string }).token;
}
