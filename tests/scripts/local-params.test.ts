import { LOCAL_URLS } from '@bookstore/domain';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureLocalParams } from '../../scripts/lib/local-params';
import { tempDir } from './support/fake-tools';

describe('ensureLocalParams', () => {
  let file: string;
  beforeEach(() => {
    file = join(tempDir('params'), '.env.local');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    return () => vi.restoreAllMocks();
  });

  it("sets SITE_ORIGIN to the Hosting emulator's URL", () => {
    ensureLocalParams(file);
    expect(readFileSync(file, 'utf8')).toBe(`SITE_ORIGIN=${LOCAL_URLS.hosting}\n`);
  });

  it('adds it after the lines already there', () => {
    writeFileSync(file, 'OTHER=keep-me');
    ensureLocalParams(file);
    expect(readFileSync(file, 'utf8')).toBe(`OTHER=keep-me\nSITE_ORIGIN=${LOCAL_URLS.hosting}\n`);
  });

  it("keeps a developer's own SITE_ORIGIN", () => {
    writeFileSync(file, 'SITE_ORIGIN=http://192.168.1.20:5000\n');
    ensureLocalParams(file);
    expect(readFileSync(file, 'utf8')).toBe('SITE_ORIGIN=http://192.168.1.20:5000\n');
  });
});
