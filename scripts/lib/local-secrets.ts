import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SECRET_FILE } from './paths';

/**
 * The Functions emulator reads secrets from functions/.secret.local. The admin token key
 * is generated once per checkout (48 random bytes) and never committed.
 */
export function ensureLocalSecrets(): void {
  const current = existsSync(SECRET_FILE) ? readFileSync(SECRET_FILE, 'utf8') : '';
  if (/^ADMIN_JWT_SECRET=.{64,}$/m.test(current)) return;
  const line = `ADMIN_JWT_SECRET=${randomBytes(48).toString('base64url')}\n`;
  writeFileSync(SECRET_FILE, current.replace(/^ADMIN_JWT_SECRET=.*\n?/m, '') + line, { mode: 0o600 });
  console.log('• Generated a local admin token secret in functions/.secret.local');
}

export function localAdminJwtSecret(): string {
  const match = /^ADMIN_JWT_SECRET=(.+)$/m.exec(readFileSync(SECRET_FILE, 'utf8'));
  if (!match?.[1]) throw new Error('functions/.secret.local has no ADMIN_JWT_SECRET');
  return match[1].trim();
}
