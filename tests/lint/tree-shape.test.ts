import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The shape of the tree (decisions 046 and 072): imports that run one way, with no circle, and the
// domain grouped by subject. Files are as long as their job: no line count is held here. Read from
// the source, so a change that breaks it fails here before review does.
const ROOT = join(import.meta.dirname, '../..');
const SOURCE_ROOTS = ['functions/src', 'web/src', 'domain/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

// Specifiers of the imports that load code: `import type` and `export type` load nothing.
const VALUE_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const ANY_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string, pattern: RegExp): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? '');
}
const valueImports = (file: string) => importsOf(file, VALUE_IMPORT);

/**
 * Circles made only by type imports, which load nothing at run time, each with why it stays.
 */
const TYPE_ONLY_CIRCLES: Array<{ files: string[]; why: string }> = [];

const ALIASES: Record<string, string> = {
  '@web/': 'web/src/',
  '@bookstore/domain/api-routes': 'domain/src/api-routes',
  '@bookstore/domain/site-paths': 'domain/src/site-paths',
  '@bookstore/domain': 'domain/src',
};

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = relative(ROOT, resolve(ROOT, dirname(from), specifier));
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (base === undefined && (specifier === alias || specifier.startsWith(alias))) {
      base = target + specifier.slice(alias.length);
    }
  }
  if (base === undefined) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const path = join(ROOT, candidate);
    if (existsSync(path) && statSync(path).isFile()) return candidate;
  }
  return undefined;
}

/** Tarjan's strongly connected components with more than one file: the import circles. */
function importCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

describe('the tree', () => {
  const files = SOURCE_ROOTS.flatMap(sourceFiles);

  const graphOf = (imports: (file: string) => string[]) =>
    new Map(
      files.map((file) => [
        file,
        imports(file)
          .map((specifier) => resolveImport(file, specifier))
          .filter((target): target is string => target !== undefined),
      ]),
    );

  it('has no import circle in the function, the web app or the domain', () => {
    expect(importCircles(graphOf(valueImports))).toEqual([]);
  });

  it('has no circle of type imports but the ones named here', () => {
    const circles = importCircles(graphOf((file) => importsOf(file, ANY_IMPORT)));
    expect(circles).toEqual(TYPE_ONLY_CIRCLES.map(({ files }) => files));
  });

  it('finds a circle when there is one (the probe the check above relies on)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(valueImports('functions/src/index.ts').length).toBeGreaterThan(2);
  });

  it('groups the domain by subject, one index per folder', () => {
    const entries = readdirSync(join(ROOT, 'domain/src'), { withFileTypes: true });
    expect(entries.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual(['index.ts']);
    for (const folder of entries.filter((entry) => entry.isDirectory())) {
      expect(existsSync(join(ROOT, 'domain/src', folder.name, 'index.ts')), folder.name).toBe(true);
    }
  });
});
