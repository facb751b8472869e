import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installCommand, missingPackages, TEST_TOOLS, type TestTool } from '../../scripts/lib/test-tools';

// `npm test` finds what it drives before it builds anything.

/** A folder holding runnable stand-ins for these programs (and one that cannot run). */
function binFolder(programs: string[], notExecutable: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'test-tools-'));
  for (const program of [...programs, ...notExecutable]) {
    writeFileSync(join(dir, program), '#!/bin/sh\n');
    chmodSync(join(dir, program), programs.includes(program) ? 0o755 : 0o644);
  }
  return dir;
}

const POPPLER: TestTool[] = TEST_TOOLS.filter((tool) => tool.debianPackage === 'poppler-utils');

describe("npm test's tools", () => {
  it('names each missing Debian package once, and none when every program runs', () => {
    expect(missingPackages('', POPPLER)).toEqual(['poppler-utils']);
    expect(missingPackages(binFolder(['pdftotext', 'pdfinfo', 'pdftoppm']), POPPLER)).toEqual([]);
    // One program missing, or present but not runnable, still needs the package.
    expect(missingPackages(binFolder(['pdftotext', 'pdfinfo'], ['pdftoppm']), POPPLER)).toEqual(['poppler-utils']);
  });

  it('checks Chromium where the journeys launch it', () => {
    const bin = binFolder(['chromium']);
    const chromium: TestTool = { program: 'chromium', path: join(bin, 'chromium'), debianPackage: 'chromium', why: '' };
    expect(missingPackages('', [chromium])).toEqual([]);
    // On PATH is not enough when the journeys launch a fixed path.
    expect(missingPackages(bin, [{ ...chromium, path: join(bin, 'nowhere') }])).toEqual(['chromium']);
  });

  it('asks of a font only that it can be read, where it must be', () => {
    const dir = binFolder([], ['font.ttf']);
    const font: TestTool = {
      program: 'font.ttf',
      path: join(dir, 'font.ttf'),
      data: true,
      debianPackage: 'fonts',
      why: '',
    };
    expect(missingPackages('', [font])).toEqual([]);
    expect(missingPackages('', [{ ...font, data: false }])).toEqual(['fonts']);
    expect(missingPackages('', [{ ...font, path: join(dir, 'nowhere.ttf') }])).toEqual(['fonts']);
  });

  it('says the command that installs them, through sudo unless root', () => {
    expect(installCommand(['chromium', 'poppler-utils'], true)).toBe(
      'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium poppler-utils',
    );
    expect(installCommand(['poppler-utils'], false)).toBe(
      'sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y poppler-utils',
    );
  });
});
