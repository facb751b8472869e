// `npx tsx scripts/budget-probe.ts [--bytes=8192]`: shows once that the first-load budget fails
// a change that passes it. Builds the SPA for production into a temporary folder
// twice, as it is and with a probe import added to the storefront's entry (src/main.tsx, by a
// Vite plugin: no tracked file is edited), weighs each first load and runs the budget's own
// check on it. The probe is a module of random bytes (incompressible: gzip keeps about all of
// them), so it adds a known weight. Not part of `npm test`: it builds twice, a minute or two.
//
// It weighs the entry and its static imports from the build's manifest (storefrontEntrySize),
// not the browser's first load that tests/budget/bundle-budget.e2e.ts counts on the emulators:
// the same files today, but a chunk the page fetches before the network is idle would count
// there and not here.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { bytes, checkFirstLoad, FIRST_LOAD_LIMIT, gzip9Size, storefrontEntrySize } from './lib/bundle-budget';
import { buildClientInto, STOREFRONT_ENTRY } from './lib/client-build';
import { runMain } from './lib/setup-error';

const PROBE = 'virtual:budget-probe';
const RESOLVED_PROBE = `\0${PROBE}`;

/** Imports a module of `size` random bytes (as base64) from the storefront's entry, and keeps it. */
function probeImport(size: number): Plugin {
  const text = randomBytes(size).toString('base64');
  return {
    name: 'budget-probe',
    resolveId: (id) => (id === PROBE ? RESOLVED_PROBE : null),
    load: (id) => (id === RESOLVED_PROBE ? `export default ${JSON.stringify(text)};` : null),
    transform(code, id) {
      if (id !== STOREFRONT_ENTRY) return null;
      // Assigned to a global so the bundler cannot drop it as unused.
      return `${code}\nimport budgetProbe from '${PROBE}';\nglobalThis.budgetProbe = budgetProbe;\n`;
    },
  };
}

/** The first load's files with their gzip -9 sizes, as the check takes them. */
function weighEntry(dist: string): Array<{ path: string; gzipBytes: number }> {
  return storefrontEntrySize(dist).files.map((file) => ({
    path: `/${file}`,
    gzipBytes: gzip9Size(readFileSync(join(dist, file))),
  }));
}

/** The check's verdict: null when it passes, its message when it fails. */
function verdict(files: Array<{ path: string; gzipBytes: number }>): string | null {
  try {
    checkFirstLoad(files);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const total = (files: Array<{ gzipBytes: number }>) => files.reduce((sum, file) => sum + file.gzipBytes, 0);

async function main(): Promise<void> {
  const bytesArg = process.argv.find((arg) => arg.startsWith('--bytes='));
  const size = bytesArg ? Number(bytesArg.split('=')[1]) : 8 * 1024;
  if (!Number.isInteger(size) || size <= 0) throw new Error(`--bytes takes a positive whole number, not ${bytesArg}`);
  const dir = mkdtempSync(join(tmpdir(), 'bookstore-budget-probe-'));
  try {
    console.log('• Building the SPA for production as it is…');
    await buildClientInto(join(dir, 'plain'));
    const plain = weighEntry(join(dir, 'plain'));
    console.log(`• Building it again with a probe of ${bytes(size)} of random data imported by src/main.tsx…`);
    await buildClientInto(join(dir, 'probe'), { plugins: [probeImport(size)] });
    const probed = weighEntry(join(dir, 'probe'));

    console.log(`\nThe limit: ${bytes(FIRST_LOAD_LIMIT)} of gzip -9 (FIRST_LOAD_LIMIT, decision 058).`);
    console.log(
      `As it is:       ${bytes(total(plain))} in ${plain.length} files: ${verdict(plain) ? 'fails' : 'passes'}.`,
    );
    console.log(
      `With the probe: ${bytes(total(probed))} in ${probed.length} files (+${bytes(total(probed) - total(plain))}).`,
    );
    const failure = verdict(probed);
    if (!failure) {
      console.error(`✖ The probe did not pass the limit: try a larger --bytes.`);
      process.exitCode = 1;
      return;
    }
    console.log(`The check fails it, as the budget test would:\n  ${failure}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void runMain(main);
