import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT, SECRET_FILE } from './paths';

/**
 * The Functions emulator reads secrets from functions/.secret.local. The admin token key
 * is generated once per checkout (48 random bytes) and never committed.
 */
export function ensureLocalSecrets(file = SECRET_FILE): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (/^ADMIN_JWT_SECRET=.{64,}$/m.test(current)) return;
  const line = `ADMIN_JWT_SECRET=${randomBytes(48).toString('base64url')}\n`;
  writeFileSync(file, current.replace(/^ADMIN_JWT_SECRET=.*\n?/m, '') + line, { mode: 0o600 });
  // writeFileSync's mode applies only to a new file; an older, readable one is narrowed too.
  chmodSync(file, 0o600);
  console.log(`• Generated a local admin token secret in ${relative(ROOT, file)}`);
}

export function localAdminJwtSecret(): string {
  const match = /^ADMIN_JWT_SECRET=(.+)$/m.exec(readFileSync(SECRET_FILE, 'utf8'));
  if (!match?.[1]) throw new Error('functions/.secret.local has no ADMIN_JWT_SECRET');
  return match[1].trim();
}
