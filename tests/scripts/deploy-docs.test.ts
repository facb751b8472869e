import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeScriptFiles } from './support/source-files';

// The deploy commands the docs give, held to what is deployed: the exports of
// functions/src/index.ts, the functions firebase.json's rewrites need and the schedules.
// Decision 068.

const ROOT = join(__dirname, '..', '..');
const read = (...path: string[]) => readFileSync(join(ROOT, ...path), 'utf8');

/** The names functions/src/index.ts exports: each one a deployed function. */
function exportedFunctions(): string[] {
  const index = read('functions', 'src', 'index.ts');
  const own = [...index.matchAll(/^export const (\w+)/gm)].map((match) => match[1]!);
  const reexported = [...index.matchAll(/^export \{([^}]+)\} from/gm)].flatMap((match) =>
    match[1]!.split(',').map((name) => name.trim()),
  );
  return [...own, ...reexported].sort();
}

const schedules = () =>
  typeScriptFiles(join(ROOT, 'functions', 'src'))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/export const (\w+) = onSchedule\(/g)])
    .map((match) => match[1]!)
    .sort();

const rewritten = () => {
  const config = JSON.parse(read('firebase.json')) as {
    hosting: { rewrites: Array<{ function?: { functionId: string } }> };
  };
  return [
    ...new Set(config.hosting.rewrites.flatMap((rewrite) => (rewrite.function ? [rewrite.function.functionId] : []))),
  ].sort();
};

/** The docs a person deploys from: the README and docs/*.md (decision records are history). */
const docs = () => [
  { name: 'README.md', text: read('README.md') },
  ...readdirSync(join(ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ name: `docs/${file}`, text: read('docs', file) })),
];

/** The one case a list may leave functions out: the Trigger Email extension sends the mail instead. */
const EXTENSION_REPLACES = ['retryMail', 'sendMail'];

describe('the deploy commands in the docs', () => {
  it('functions/src/index.ts exports what the rewrites and the schedules need', () => {
    expect(rewritten()).toEqual(['api', 'render']);
    expect(schedules()).toEqual(['expireUnpaidOrders', 'inviteReviews', 'retryMail', 'sweepStockAlerts']);
    const exported = exportedFunctions();
    expect(exported).toEqual(expect.arrayContaining([...rewritten(), ...schedules(), 'sendMail']));
  });

  it('every --only list of functions names every function, or all but the mail the extension replaces', () => {
    const exported = exportedFunctions();
    const lists = docs().flatMap(({ name, text }) =>
      [...text.matchAll(/--only ([\w:,-]+)/g)].map((match) => ({ name, targets: match[1]!.split(',') })),
    );
    const withFunctions = lists.filter((list) => list.targets.some((target) => target.startsWith('functions:')));
    // The README's and the deploy page's Trigger Email command at least.
    expect(withFunctions.length).toBeGreaterThanOrEqual(2);
    for (const { name, targets } of withFunctions) {
      const named = targets.filter((target) => target.startsWith('functions:')).map((target) => target.slice(10));
      expect(
        named.filter((fn) => !exported.includes(fn)),
        `${name}: not a function`,
      ).toEqual([]);
      const left = exported.filter((fn) => !named.includes(fn));
      expect(
        [[], EXTENSION_REPLACES],
        `${name}: --only ${targets.join(',')} leaves out ${left.join(', ')}`,
      ).toContainEqual(left);
    }
  });

  it("the deploy page's list of what npm run deploy deploys is index.ts's", () => {
    const page = read('docs', 'deployment.md');
    const listed = /every function in `functions\/src\/index\.ts` \(([^)]+)\)/.exec(page)?.[1];
    expect(listed).toBeDefined();
    expect([...listed!.matchAll(/`(\w+)`/g)].map((match) => match[1]).sort()).toEqual(exportedFunctions());
  });
});
