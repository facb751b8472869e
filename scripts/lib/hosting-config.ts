import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths';

/**
 * What Hosting serves is firebase.json plus one header rule made from the build: a year of
 * caching for exactly the files in `web/dist/assets`. A rule for all of `/assets/**` would also
 * reach the 404 that a missing asset gets (Hosting lays its header rules over a rewritten
 * function's answer), and a browser would keep that 404 for a year. Decision 022.
 */
export const DEPLOY_CONFIG = join(ROOT, '.firebase-deploy.json');
/** `npm run deploy` names the config it deploys to the predeploy steps (scripts/predeploy.ts). */
export const DEPLOY_CONFIG_ENV = 'BOOKSTORE_DEPLOY_CONFIG';
export const ASSETS_DIR = join(ROOT, 'web', 'dist', 'assets');
export const BUILT_ASSET_CACHE = 'public, max-age=31536000, immutable';

export interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}
export interface HostingConfig {
  hosting: { headers: HeaderRule[]; predeploy?: string | string[] };
}

/** File names Vite writes (name-hash.ext); anything else could mean something in a glob. */
const PLAIN_NAME = /^[\w.-]+$/;

/** The rule that caches exactly these files of `/assets/` for a year, or null for none. */
export function builtAssetsRule(fileNames: string[]): HeaderRule | null {
  if (fileNames.length === 0) return null;
  const odd = fileNames.filter((name) => !PLAIN_NAME.test(name));
  if (odd.length > 0) throw new Error(`Asset names a Hosting glob cannot list as they are: ${odd.join(', ')}`);
  return {
    source: `/assets/@(${[...fileNames].sort().join('|')})`,
    headers: [{ key: 'Cache-Control', value: BUILT_ASSET_CACHE }],
  };
}

/** firebase.json with the built assets' rule after its own rules (pure, for tests). */
export function withBuiltAssets<T extends HostingConfig>(config: T, fileNames: string[]): T {
  const copy = structuredClone(config);
  const rule = builtAssetsRule(fileNames);
  if (rule) copy.hosting.headers.push(rule);
  return copy;
}

/** The files of the last build's `web/dist/assets` (none before a build). */
export function builtAssetNames(dir = ASSETS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).map((entry) => {
    if (!entry.isFile()) throw new Error(`${join(dir, entry.name)} is not a file; the asset rule lists files only.`);
    return entry.name;
  });
}

export function readFirebaseJson(): HostingConfig {
  return JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as HostingConfig;
}

/** Writes the config `firebase deploy` uses (beside firebase.json, so relative paths hold); answers its path. */
export function writeDeployConfig(): string {
  const assets = builtAssetNames();
  if (assets.length === 0) throw new Error('web/dist/assets is empty: build before deploying.');
  writeFileSync(DEPLOY_CONFIG, `${JSON.stringify(withBuiltAssets(readFirebaseJson(), assets), null, 2)}\n`);
  return DEPLOY_CONFIG;
}
