import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths';

/**
 * The Vite flags a build for this machine's emulators may carry. VITE_LOCAL_EMULATORS lets the
 * SPA fall back to the demo project's web config (web/src/config/firebase-config.ts);
 * VITE_E2E_HOOKS adds the browser tests' sign-in hook. A production build carries neither.
 */
const LOCAL_ONLY_FLAGS = ['VITE_LOCAL_EMULATORS', 'VITE_E2E_HOOKS'];

/** The environment of a production build: this one without the local-only flags. */
export function productionBuildEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const production: NodeJS.ProcessEnv = { ...env, NODE_ENV: 'production' };
  for (const flag of LOCAL_ONLY_FLAGS) delete production[flag];
  return production;
}

function npmBuild(env: NodeJS.ProcessEnv): void {
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error('✖ The build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

/**
 * Builds covers, the function bundle and the SPA for the local emulators (`npm start`,
 * `npm test`, the bench); stops the script when a step fails. `extraEnv` reaches Vite
 * (e.g. VITE_E2E_HOOKS for the browser tests' build).
 */
export function buildAll(extraEnv: Record<string, string> = {}): void {
  console.log('• Building the function bundle and the web app (npm run build)…');
  npmBuild({ ...process.env, VITE_LOCAL_EMULATORS: 'true', ...extraEnv });
}

/** The same build for a real project: no demo web config, no test hook, whatever the shell holds. */
export function buildForDeploy(): void {
  console.log('• Building the function bundle and the web app for production (npm run build)…');
  npmBuild(productionBuildEnv());
}

/** Only the SPA, built for production into `outDir` (the budget and browser checks of that build). */
export function buildWebForProduction(outDir: string): void {
  viteBuild(['build', '--outDir', outDir, '--emptyOutDir']);
}

/**
 * The render function's bundle of a production client built into `clientDir` (buildWebForProduction),
 * into `outDir`: the budget counts what the server-rendered page asks for, with that build's chunks.
 */
export function buildRenderForProduction(clientDir: string, outDir: string): void {
  viteBuild(['build', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--emptyOutDir'], {
    BOOKSTORE_CLIENT_OUT_DIR: clientDir,
  });
}

export interface ProductionWebBuild {
  /** The SPA as `npm run deploy` builds it (index.html kept beside the assets). */
  client: string;
  /** The render function's bundle of that client. */
  server: string;
}

/**
 * The production SPA and its server bundle in `dir`, built by the first test that asks and
 * reused by the others of the run: the first-load budget and the production-only sign-in
 * config path test the same build, made once (docs/decisions/040-test-harness.md).
 */
export function productionWebBuild(dir: string): ProductionWebBuild {
  const build = { client: join(dir, 'client'), server: join(dir, 'server') };
  const done = join(dir, 'built');
  if (!existsSync(done)) {
    buildWebForProduction(build.client);
    buildRenderForProduction(build.client, build.server);
    writeFileSync(done, '');
  }
  return build;
}

function viteBuild(args: string[], env: NodeJS.ProcessEnv = {}): void {
  // NODE_ENV=production: Vitest sets 'test', which would make Vite bundle React's development build.
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'vite'), [...args, '--logLevel', 'error'], {
    cwd: join(ROOT, 'web'),
    env: { ...productionBuildEnv(), ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build failed: ${result.stderr}`);
}
