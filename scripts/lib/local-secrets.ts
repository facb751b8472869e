import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { LOCAL_MAIL } from '@bookstore/domain';
import { ROOT, SECRET_FILE } from './paths';

/**
 * The Functions emulator reads secrets from functions/.secret.local. The admin token key
 * is generated once per checkout (48 random bytes) and never committed.
 */
export function ensureLocalSecrets(file = SECRET_FILE): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  let next = current;
  if (!/^ADMIN_JWT_SECRET=.{64,}$/m.test(next)) {
    next = next.replace(/^ADMIN_JWT_SECRET=.*\n?/m, '') + `ADMIN_JWT_SECRET=${randomBytes(48).toString('base64url')}\n`;
    console.log(`• Generated a local admin token secret in ${relative(ROOT, file)}`);
  }
  // Always the local catcher: a production URI copied here would be refused by the sender anyway.
  if (!next.includes(`SMTP_CONNECTION_URI=${LOCAL_MAIL.smtpUri}\n`)) {
    next = next.replace(/^SMTP_CONNECTION_URI=.*\n?/m, '') + `SMTP_CONNECTION_URI=${LOCAL_MAIL.smtpUri}\n`;
  }
  if (next === current) return;
  writeFileSync(file, next, { mode: 0o600 });
  // writeFileSync's mode applies only to a new file; an older, readable one is narrowed too.
  chmodSync(file, 0o600);
}

export function localAdminJwtSecret(): string {
  const match = /^ADMIN_JWT_SECRET=(.+)$/m.exec(readFileSync(SECRET_FILE, 'utf8'));
  if (!match?.[1]) throw new Error('functions/.secret.local has no ADMIN_JWT_SECRET');
  return match[1].trim();
}
