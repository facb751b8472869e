import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  derivedFunctionsLockfile,
  FUNCTIONS_LOCKFILE,
  workspaceLockfile,
  type Lockfile,
} from '../../scripts/lib/functions-lockfile';
import { ROOT } from '../../scripts/lib/paths';

const pkg = (version: string, dependencies?: Record<string, string>) => ({
  version,
  resolved: `https://registry.example/x-${version}.tgz`,
  integrity: `sha512-${version}`,
  ...(dependencies ? { dependencies } : {}),
});

describe("the function's own lockfile", () => {
  it('is current: functions/package-lock.json is what the root lockfile derives (else `npm run lock:functions`)', () => {
    expect(readFileSync(FUNCTIONS_LOCKFILE, 'utf8')).toBe(derivedFunctionsLockfile());
  });

  it("keeps each package's own instance where two versions meet", () => {
    // The workspace uses express 5 (nested in it); a package hoisted at the root still wants express 4.
    const root: Lockfile = {
      name: 'store',
      lockfileVersion: 3,
      packages: {
        '': { name: 'store', workspaces: ['fn'] },
        fn: { name: 'fn', dependencies: { express: '^5', sdk: '^1' }, devDependencies: { tool: '^1' } },
        'fn/node_modules/express': pkg('5.0.0', { qs: '^6' }),
        'node_modules/express': pkg('4.0.0', { qs: '^6' }),
        'node_modules/sdk': pkg('1.0.0', { express: '^4' }),
        'node_modules/qs': pkg('6.0.0'),
        'node_modules/tool': pkg('1.0.0'),
        'node_modules/unrelated': pkg('9.9.9'),
      },
    };
    const lock = workspaceLockfile(root, 'fn');
    expect(Object.keys(lock.packages).sort()).toEqual([
      '',
      'node_modules/express',
      'node_modules/qs',
      'node_modules/sdk',
      'node_modules/sdk/node_modules/express',
      'node_modules/tool',
    ]);
    expect(lock.packages['node_modules/express']?.version).toBe('5.0.0');
    expect(lock.packages['node_modules/sdk/node_modules/express']?.version).toBe('4.0.0');
    expect(lock.packages['node_modules/tool']?.dev).toBe(true);
    expect(lock.packages['node_modules/sdk']?.dev).toBeUndefined();
  });

  it('refuses a root lockfile that lacks a dependency', () => {
    const root: Lockfile = {
      name: 'store',
      lockfileVersion: 3,
      packages: { '': {}, fn: { name: 'fn', dependencies: { gone: '^1' } } },
    };
    expect(() => workspaceLockfile(root, 'fn')).toThrow(/needs gone.*Run npm install/);
  });

  it('installs with npm ci, exactly as written, from the cache the workspace install filled', () => {
    const dir = mkdtempSync(join(tmpdir(), 'functions-ci-'));
    try {
      copyFileSync(join(ROOT, 'functions', 'package.json'), join(dir, 'package.json'));
      copyFileSync(FUNCTIONS_LOCKFILE, join(dir, 'package-lock.json'));
      execFileSync('npm', ['ci', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], {
        cwd: dir,
        stdio: 'pipe',
      });
      // npm ci never rewrites the lockfile; `npm ls` finds no missing or invalid package.
      expect(readFileSync(join(dir, 'package-lock.json'), 'utf8')).toBe(readFileSync(FUNCTIONS_LOCKFILE, 'utf8'));
      execFileSync('npm', ['ls', '--all'], { cwd: dir, stdio: 'pipe' });
      const installed = (name: string) =>
        (JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
          .version;
      const workspace = (name: string) =>
        (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
          .version;
      for (const name of ['firebase-admin', 'firebase-functions', 'jsonwebtoken', 'yup'])
        expect(installed(name)).toBe(workspace(name));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
