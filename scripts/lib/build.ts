import { DEMO_PROJECT_ID, EMULATOR_HOST } from '@bookstore/domain';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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

export const WEB_DIST = join(ROOT, 'web', 'dist');
export const WEB_DIST_SERVER = join(ROOT, 'web', 'dist-server');
/**
 * The id of the last production build, in web/dist (Hosting uploads no dot files). `npm run
 * deploy` hands it to the predeploy steps (DEPLOY_BUILD_ENV), which then know web/dist is the
 * build this deploy made and do not build again.
 */
export const DEPLOY_BUILD_STAMP = '.deploy-build';
export const DEPLOY_BUILD_ENV = 'BOOKSTORE_DEPLOY_BUILD';

/** The same build for a real project: no demo web config, no test hook, whatever the shell holds. Answers its id. */
export function buildForDeploy(): string {
  console.log('• Building the function bundle and the web app for production (npm run build)…');
  npmBuild(productionBuildEnv());
  return stampProductionBuild(WEB_DIST);
}

/** Marks `clientDir` as a production build; answers the mark's id. */
export function stampProductionBuild(clientDir: string): string {
  const id = randomUUID();
  writeFileSync(join(clientDir, DEPLOY_BUILD_STAMP), `${id}\n`);
  return id;
}

/** The id of the production build in `clientDir`, if that is one. */
export function productionBuildStamp(clientDir: string): string | undefined {
  const file = join(clientDir, DEPLOY_BUILD_STAMP);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/**
 * What only a build for the emulators carries: the demo project's web config and the browser
 * tests' sign-in hook, and in the browser's scripts the emulators' address (127.0.0.1). The render
 * function's bundle holds the shared domain whole, whose LOCAL_URLS name the emulators in any build.
 */
export const LOCAL_BUILD_MARKERS = {
  client: ['demo-api-key', DEMO_PROJECT_ID, EMULATOR_HOST, '__bookstoreTest'],
  server: ['demo-api-key', '__bookstoreTest'],
};

/** The files of a web build (the SPA in `client`, the render bundle in `server`) that mark it local, as `file: marker`, one per marker found. */
export function localBuildFiles(client: string, server: string): string[] {
  const found: string[] = [];
  const visit = (dir: string, markers: readonly string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path, markers);
      else if (/\.(m?js|html|json)$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        for (const marker of markers) if (text.includes(marker)) found.push(`${relative(ROOT, path)}: ${marker}`);
      }
    }
  };
  if (existsSync(client)) visit(client, LOCAL_BUILD_MARKERS.client);
  if (existsSync(server)) visit(server, LOCAL_BUILD_MARKERS.server);
  return found;
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
