import { LOCAL_MAIL, LOCAL_URLS } from '@bookstore/domain';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureLocalParams, readLocalParams } from '../../scripts/lib/local-params';
import { tempDir } from './support/fake-tools';

describe('ensureLocalParams', () => {
  let file: string;
  beforeEach(() => {
    file = join(tempDir('params'), '.env.local');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    return () => vi.restoreAllMocks();
  });

  const localDefaults = [
    `SITE_ORIGIN=${LOCAL_URLS.hosting}`,
    `MAIL_FROM=${JSON.stringify(LOCAL_MAIL.from)}`,
    `OWNER_EMAIL=${LOCAL_MAIL.ownerEmail}`,
  ];

  it("sets SITE_ORIGIN to the Hosting emulator's URL, and the local mail settings", () => {
    ensureLocalParams(file);
    expect(readFileSync(file, 'utf8')).toBe(`${localDefaults.join('\n')}\n`);
    // Read back as the emulator's dotenv reads them: the quoted From comes out whole.
    expect(readLocalParams(file)).toEqual({
      SITE_ORIGIN: LOCAL_URLS.hosting,
      MAIL_FROM: LOCAL_MAIL.from,
      OWNER_EMAIL: LOCAL_MAIL.ownerEmail,
    });
  });

  it('adds them after the lines already there', () => {
    writeFileSync(file, 'OTHER=keep-me');
    ensureLocalParams(file);
    expect(readFileSync(file, 'utf8')).toBe(`OTHER=keep-me\n${localDefaults.join('\n')}\n`);
  });

  it("keeps a developer's own SITE_ORIGIN and owner address", () => {
    writeFileSync(file, 'SITE_ORIGIN=http://192.168.1.20:5000\nOWNER_EMAIL=me@shop.test\n');
    ensureLocalParams(file);
    expect(readLocalParams(file)).toEqual({
      SITE_ORIGIN: 'http://192.168.1.20:5000',
      OWNER_EMAIL: 'me@shop.test',
      MAIL_FROM: LOCAL_MAIL.from,
    });
  });
});
