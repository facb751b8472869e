import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOY_BUILD_ENV, localBuildFiles, productionBuildStamp } from '../../scripts/lib/build';
import {
  builtAssetNames,
  DEPLOY_CONFIG_ENV,
  readFirebaseJson,
  withBuiltAssets,
} from '../../scripts/lib/hosting-config';

// firebase.json's predeploy step (scripts/predeploy.ts) after a build for the emulators, as
// `npm start` and `npm test` leave it. The builds go to a temp folder (BOOKSTORE_WEB_DIST*), so
// the checkout's web/dist, which the Hosting emulator serves, is never touched. Decision 068.

const ROOT = join(__dirname, '..', '..');
let dir: string;
let client: string;
let server: string;

function vite(args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'vite'), [...args, '--logLevel', 'error'], {
    cwd: join(ROOT, 'web'),
    env: { ...process.env, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build failed: ${result.stderr}`);
}

/** The emulators' build (scripts/lib/build.ts buildAll with the browser tests' hook), into the temp folder. */
function localBuild(): void {
  const local = { VITE_LOCAL_EMULATORS: 'true', VITE_E2E_HOOKS: 'true' };
  vite(['build', '--outDir', client, '--emptyOutDir'], local);
  vite(['build', '--ssr', 'src/entry-server.tsx', '--outDir', server, '--emptyOutDir'], {
    ...local,
    BOOKSTORE_CLIENT_OUT_DIR: client,
  });
}

function predeploy(env: NodeJS.ProcessEnv = {}) {
  return spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'predeploy.ts'), '--hosting'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      [DEPLOY_BUILD_ENV]: '',
      [DEPLOY_CONFIG_ENV]: '',
      BOOKSTORE_WEB_DIST: client,
      BOOKSTORE_WEB_DIST_SERVER: server,
      ...env,
    },
  });
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'predeploy-'));
  client = join(dir, 'dist');
  server = join(dir, 'dist-server');
  localBuild();
}, 300_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("Hosting's predeploy step after a local build", () => {
  it("finds the local build: the demo project's config, the emulators' address and the test hook", () => {
    const found = localBuildFiles(client, server);
    const expected: Array<[string, string]> = [
      ['dist/', 'demo-api-key'],
      ['dist/', '127.0.0.1'],
      ['dist/', '__bookstoreTest'],
      ['dist-server/', 'demo-api-key'],
    ];
    for (const [where, marker] of expected)
      expect(
        found.some((file) => file.includes(where) && file.endsWith(marker)),
        `${where} ${marker}`,
      ).toBe(true);
  });

  it('builds for production first, then stops a plain firebase deploy that cannot cache the assets', () => {
    const result = predeploy();
    expect(localBuildFiles(client, server)).toEqual([]);
    expect(productionBuildStamp(client)).toMatch(/^[0-9a-f-]{36}$/);
    // No emulator address anywhere in what Hosting would serve.
    expect(
      readdirSync(client, { recursive: true, encoding: 'utf8' }).filter(
        (file) => /\.(js|html|css)$/.test(file) && readFileSync(join(client, file), 'utf8').includes('127.0.0.1'),
      ),
    ).toEqual([]);
    expect(result.stderr).toContain('web/dist now holds the production build');
    expect(result.stderr).toContain('npm run deploy');
    expect(result.status).toBe(1);
  }, 300_000);

  it("lets npm run deploy's own build through without building again, when its config caches exactly these assets", () => {
    const stamp = productionBuildStamp(client)!;
    const config = join(dir, 'deploy.json');
    writeFileSync(config, JSON.stringify(withBuiltAssets(readFirebaseJson(), builtAssetNames(join(client, 'assets')))));
    const passed = predeploy({ [DEPLOY_BUILD_ENV]: stamp, [DEPLOY_CONFIG_ENV]: config });
    expect(passed.stderr).toBe('');
    expect(passed.status).toBe(0);
    expect(productionBuildStamp(client)).toBe(stamp);

    // A config made for another build is refused.
    writeFileSync(config, JSON.stringify(withBuiltAssets(readFirebaseJson(), ['index-0ld0ld00.js'])));
    const refused = predeploy({ [DEPLOY_BUILD_ENV]: stamp, [DEPLOY_CONFIG_ENV]: config });
    expect(refused.stderr).toContain('does not cache exactly the assets in web/dist');
    expect(refused.status).toBe(1);
  }, 60_000);
});
