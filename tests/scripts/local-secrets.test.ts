import { spawnSync } from 'node:child_process';
import { LOCAL_MAIL } from '@bookstore/domain';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureLocalSecrets } from '../../scripts/lib/local-secrets';
import { ROOT } from '../../scripts/lib/paths';
import { tempDir } from './support/fake-tools';

const secretIn = (file: string) => /^ADMIN_JWT_SECRET=(.*)$/m.exec(readFileSync(file, 'utf8'))?.[1];
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('ensureLocalSecrets', () => {
  let file: string;
  beforeEach(() => {
    file = join(tempDir('secrets'), '.secret.local');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    return () => vi.restoreAllMocks();
  });

  it('generates a secret of at least 32 random bytes, readable by the owner only', () => {
    ensureLocalSecrets(file);
    expect(Buffer.from(secretIn(file)!, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(modeOf(file)).toBe(0o600);
  });

  it('replaces a short secret, keeps the other lines and narrows the file to 0600', () => {
    writeFileSync(file, 'OTHER_SECRET=keep-me\nADMIN_JWT_SECRET=short\n', { mode: 0o644 });
    ensureLocalSecrets(file);
    expect(secretIn(file)).not.toBe('short');
    expect(Buffer.from(secretIn(file)!, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toContain('OTHER_SECRET=keep-me\n');
    expect(modeOf(file)).toBe(0o600);
  });

  it('points SMTP_CONNECTION_URI at the local catcher, whatever was there', () => {
    writeFileSync(
      file,
      `ADMIN_JWT_SECRET=${'k'.repeat(64)}\nSMTP_CONNECTION_URI=smtps://user:pw@smtp.real.example:465\n`,
    );
    ensureLocalSecrets(file);
    expect(readFileSync(file, 'utf8')).toBe(
      `ADMIN_JWT_SECRET=${'k'.repeat(64)}\nSMTP_CONNECTION_URI=${LOCAL_MAIL.smtpUri}\n`,
    );
  });

  it('keeps a good secret, so tokens signed before a restart stay valid', () => {
    const good = `OTHER_SECRET=keep-me\nADMIN_JWT_SECRET=${'k'.repeat(64)}\nSMTP_CONNECTION_URI=${LOCAL_MAIL.smtpUri}\n`;
    writeFileSync(file, good);
    ensureLocalSecrets(file);
    expect(readFileSync(file, 'utf8')).toBe(good);
  });

  it('writes to a file git ignores', () => {
    expect(spawnSync('git', ['check-ignore', '-q', 'functions/.secret.local'], { cwd: ROOT }).status).toBe(0);
  });
});
