// `firebase deploy` uploads functions/ alone, and Cloud Build installs it with `npm ci` when a
// package-lock.json is there. The workspace's only lockfile is the root one, so this derives
// functions/package-lock.json from it: the same package instances (version, tarball,
// integrity) that the tests ran against, laid out so that Node resolves every dependency of
// every package to the same instance as in the workspace. See docs/decisions/016.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths';

export const FUNCTIONS_LOCKFILE = join(ROOT, 'functions', 'package-lock.json');

export interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  devDependencies?: Record<string, string>;
  [field: string]: unknown;
}

export interface Lockfile {
  name: string;
  version?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

/** The folder of a lock key ("" is the root, "node_modules/a/node_modules/b" a nested package). */
const NODE_MODULES = '/node_modules/';

/** Where Node looks for `name` from the package at `key`: its own node_modules, then each parent's. */
function lookupPath(key: string, name: string): string[] {
  const candidates: string[] = [];
  let folder = key;
  for (;;) {
    candidates.push(folder === '' ? `node_modules/${name}` : `${folder}/node_modules/${name}`);
    if (folder === '') return candidates;
    const cut = folder.lastIndexOf(NODE_MODULES);
    // A workspace folder ("functions") sits directly under the root.
    folder = cut === -1 ? '' : folder.slice(0, cut);
  }
}

function resolve(packages: Record<string, LockEntry>, fromKey: string, name: string): string | undefined {
  return lookupPath(fromKey, name).find((candidate) => candidate in packages);
}

const requiredNames = (entry: LockEntry, withDev: boolean): Array<{ name: string; optional: boolean }> => [
  ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
  ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
  ...Object.keys(entry.peerDependencies ?? {}).map((name) => ({
    name,
    optional: entry.peerDependenciesMeta?.[name]?.optional === true,
  })),
  ...(withDev ? Object.keys(entry.devDependencies ?? {}).map((name) => ({ name, optional: false })) : []),
];

const sameInstance = (a: LockEntry | undefined, b: LockEntry | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.version === b.version &&
  a.resolved === b.resolved &&
  a.integrity === b.integrity;

/** The copy of an entry that a standalone lockfile keeps: what npm ci needs, without the workspace's flags. */
function standaloneEntry(entry: LockEntry): LockEntry {
  const { dev: _dev, optional: _optional, devOptional: _devOptional, peer: _peer, ...rest } = entry;
  return rest;
}

/**
 * The lockfile for `workspace` (e.g. "functions") alone. Throws when the root lockfile lacks
 * an instance the workspace needs, which means `npm install` has not been run since a change.
 */
export function workspaceLockfile(root: Lockfile, workspace: string): Lockfile {
  const source = root.packages;
  const workspaceEntry = source[workspace];
  if (!workspaceEntry) throw new Error(`The root package-lock.json has no workspace "${workspace}". Run npm install.`);

  // Start with the workspace's own nested packages moved to the top, then the root's hoisted
  // ones; every edge is then checked and, where Node would find another instance, fixed by
  // nesting the right one under the package that needs it.
  const placed = new Map<string, string>(); // new key → source key
  const prodReachable = new Set<string>();
  const place = (newKey: string, sourceKey: string) => placed.set(newKey, sourceKey);

  const queue: Array<{ newKey: string; sourceKey: string; prod: boolean }> = [
    { newKey: '', sourceKey: workspace, prod: true },
  ];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const { newKey, sourceKey, prod } = queue.shift()!;
    const visit = `${newKey}|${prod}`;
    if (seen.has(visit)) continue;
    seen.add(visit);
    if (prod) prodReachable.add(newKey);
    const entry = newKey === '' ? workspaceEntry : source[sourceKey]!;
    for (const { name, optional } of requiredNames(entry, newKey === '')) {
      const wantedKey = resolve(source, sourceKey, name);
      if (!wantedKey) {
        if (optional) continue;
        throw new Error(
          `"${sourceKey || workspace}" needs ${name}, which the root package-lock.json does not hold. Run npm install.`,
        );
      }
      const wanted = source[wantedKey]!;
      const foundKey = resolve(Object.fromEntries([...placed].map(([k, s]) => [k, source[s]!])), newKey, name);
      let targetKey: string;
      if (foundKey !== undefined && sameInstance(source[placed.get(foundKey)!], wanted)) {
        targetKey = foundKey;
      } else if (foundKey === undefined && !placed.has(`node_modules/${name}`)) {
        targetKey = `node_modules/${name}`; // hoisted as far as it goes
        place(targetKey, wantedKey);
      } else {
        targetKey = newKey === '' ? `node_modules/${name}` : `${newKey}/node_modules/${name}`;
        if (placed.has(targetKey) && !sameInstance(source[placed.get(targetKey)!], wanted)) {
          throw new Error(`Two versions of ${name} are needed at ${targetKey}; lay the workspace out by hand.`);
        }
        place(targetKey, wantedKey);
      }
      const isDevEdge =
        newKey === '' &&
        name in (workspaceEntry.devDependencies ?? {}) &&
        !(name in (workspaceEntry.dependencies ?? {}));
      queue.push({ newKey: targetKey, sourceKey: wantedKey, prod: prod && !isDevEdge });
    }
  }

  verifyLayout(source, workspace, placed);

  const packages: Record<string, LockEntry> = {
    '': {
      name: workspaceEntry.name,
      ...(workspaceEntry.version ? { version: workspaceEntry.version } : {}),
      ...(workspaceEntry.dependencies ? { dependencies: workspaceEntry.dependencies } : {}),
      ...(workspaceEntry.devDependencies ? { devDependencies: workspaceEntry.devDependencies } : {}),
      ...(workspaceEntry.engines ? { engines: workspaceEntry.engines } : {}),
    },
  };
  for (const newKey of [...placed.keys()].sort()) {
    const entry = standaloneEntry(source[placed.get(newKey)!]!);
    const original = source[placed.get(newKey)!]!;
    packages[newKey] = {
      ...entry,
      ...(prodReachable.has(newKey) ? {} : { dev: true }),
      ...(original.optional ? { optional: true } : {}),
    };
  }
  return { name: workspaceEntry.name ?? workspace, lockfileVersion: 3, requires: true, packages };
}

/** Every edge of the new layout resolves to the same instance as in the workspace, or this throws. */
function verifyLayout(source: Record<string, LockEntry>, workspace: string, placed: Map<string, string>): void {
  const layout: Record<string, LockEntry> = Object.fromEntries(
    [...placed].map(([key, sourceKey]) => [key, source[sourceKey]!]),
  );
  const origin = new Map<string, string>([['', workspace], ...placed]);
  for (const [newKey, sourceKey] of origin) {
    const entry = source[sourceKey]!;
    for (const { name, optional } of requiredNames(entry, newKey === '')) {
      const expected = resolve(source, sourceKey, name);
      if (!expected && optional) continue;
      const actual = resolve(layout, newKey, name);
      if (!actual || !sameInstance(layout[actual], source[expected!])) {
        throw new Error(
          `In the derived lockfile ${newKey || 'the root'} would load ${name} from ${actual ?? 'nowhere'}, not ${expected}.`,
        );
      }
    }
  }
}

/** functions/package-lock.json as it should read for the root lockfile on disk. */
export function derivedFunctionsLockfile(): string {
  const root = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as Lockfile;
  return `${JSON.stringify(workspaceLockfile(root, 'functions'), null, 2)}\n`;
}
