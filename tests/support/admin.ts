import jwt from 'jsonwebtoken';
import { upsertAdmin } from '../../functions/src/services/owners/admins';
import { adminSecret } from './emulators';
import { post } from './http';

export const ADMIN = { username: 'owner', password: 'correct horse battery staple' };

/** Creates the test owner account and logs in through the API. */
export async function adminToken(): Promise<string> {
  await upsertAdmin(ADMIN.username, ADMIN.password);
  const response = await post('/auth/admin', ADMIN);
  if (response.status !== 200) throw new Error(`Admin login failed: ${JSON.stringify(response.body)}`);
  return response.body.token as string;
}

/**
 * Signs an arbitrary token with the local secret, for tokens the API must refuse. It carries a
 * well-formed token version (`ver`) unless the payload sets one, so the API gets as far as the
 * flaw the test is about.
 */
export function signWithLocalSecret(payload: object, options: jwt.SignOptions = {}): string {
  return jwt.sign({ ver: 0, ...payload }, adminSecret(), { algorithm: 'HS256', ...options });
}
