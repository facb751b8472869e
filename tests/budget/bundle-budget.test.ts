import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebForProduction } from '../../scripts/lib/build';
import { adminChunkSize, readManifest, storefrontEntrySize } from '../../scripts/lib/bundle-budget';

const KB = 1024;
let dist: string;

// A production build of its own: `npm test` serves a local build with the e2e hook, which must not count.
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'bookstore-dist-'));
  buildWebForProduction(dist);
}, 120_000);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('bundle budgets (gzip)', () => {
  // Every lazy route still costs the entry its chunk's name and preload list (~50 B gz each); the
  // owner's route table is fetched on the way to the owner's area instead (app/admin-routes.tsx).
  const STOREFRONT_ENTRY_BUDGET = 120 * KB;

  it('the JS and CSS that / needs are at most 120 KB', () => {
    const entry = storefrontEntrySize(dist);
    console.log(`storefront entry: ${entry.gzipBytes} B gz over ${entry.files.length} files`);
    expect(entry.gzipBytes).toBeLessThanOrEqual(STOREFRONT_ENTRY_BUDGET);
  });

  it('the admin area adds at most 130 KB, and chart.js, formik and sweetalert2 are not in the first load', () => {
    const admin = adminChunkSize(dist);
    console.log(`admin chunks: ${(admin.gzipBytes / KB).toFixed(1)} KB gz over ${admin.files.length} files`);
    expect(admin.gzipBytes).toBeLessThanOrEqual(130 * KB);
    // Their code, not the names of the lazy chunks they are in: the entry lists those to preload
    // them with the routes that need them (formik.esm-….js, once a second feature imports formik).
    const entryText = storefrontEntrySize(dist)
      .files.map((file) => readFileSync(join(dist, file), 'utf8'))
      .join('\n')
      .replace(/(?:assets\/|\.\/)[\w.-]+\.(?:js|css)/g, '');
    for (const marker of ['Chart.js', 'sweetalert2', 'formik', 'firebase/auth']) {
      expect(entryText.includes(marker), marker).toBe(false);
    }
    const manifest = readManifest(dist);
    const chartChunk = manifest['src/features/admin/components/revenue-chart.tsx'];
    expect(chartChunk?.file).toBeTruthy();
    expect(storefrontEntrySize(dist).files).not.toContain(chartChunk!.file);
  });

  const scriptsWith = (text: string) =>
    readdirSync(join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .filter((file) => readFileSync(join(dist, 'assets', file), 'utf8').includes(text));

  it('the production build carries no test-only sign-in hook', () => {
    expect(scriptsWith('__bookstoreTest')).toEqual([]);
  });

  it('the production build cannot fall back to the demo project or the Auth emulator', () => {
    // The sign-in config module is there, with its retries, and without the local branch.
    expect(scriptsWith('/__/firebase/init.json')).toHaveLength(1);
    for (const local of ['demo-api-key', 'demo-bookstore', '127.0.0.1:9099'])
      expect(scriptsWith(local), local).toEqual([]);
  });
});
