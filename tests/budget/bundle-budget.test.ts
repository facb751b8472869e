import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminChunkSize, readManifest, storefrontEntrySize } from '../../scripts/lib/bundle-budget';

const ROOT = join(__dirname, '..', '..');
const KB = 1024;
let dist: string;

// A production build of its own: `npm test` serves a build with the e2e hook, which must not count.
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'bookstore-dist-'));
  const env = { ...process.env };
  delete env.VITE_E2E_HOOKS;
  env.NODE_ENV = 'production'; // Vitest sets 'test', which would make Vite bundle React's development build
  const result = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: join(ROOT, 'web'), env, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`vite build failed: ${result.stderr}`);
}, 120_000);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('bundle budgets (gzip)', () => {
  it('the JS and CSS that / needs are at most 120 KB', () => {
    const entry = storefrontEntrySize(dist);
    console.log(`storefront entry: ${(entry.gzipBytes / KB).toFixed(1)} KB gz over ${entry.files.length} files`);
    expect(entry.gzipBytes).toBeLessThanOrEqual(120 * KB);
  });

  it('the admin area adds at most 130 KB, and chart.js, formik and sweetalert2 are not in the first load', () => {
    const admin = adminChunkSize(dist);
    console.log(`admin chunks: ${(admin.gzipBytes / KB).toFixed(1)} KB gz over ${admin.files.length} files`);
    expect(admin.gzipBytes).toBeLessThanOrEqual(130 * KB);
    const entryText = storefrontEntrySize(dist)
      .files.map((file) => readFileSync(join(dist, file), 'utf8'))
      .join('\n');
    for (const marker of ['Chart.js', 'sweetalert2', 'formik', 'firebase/auth']) {
      expect(entryText.includes(marker), marker).toBe(false);
    }
    const manifest = readManifest(dist);
    const chartChunk = manifest['src/features/admin/components/revenue-chart.tsx'];
    expect(chartChunk?.file).toBeTruthy();
    expect(storefrontEntrySize(dist).files).not.toContain(chartChunk!.file);
  });

  it('the production build carries no test-only sign-in hook', () => {
    const assets = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    const withHook = assets.filter((file) =>
      readFileSync(join(dist, 'assets', file), 'utf8').includes('__bookstoreTest'),
    );
    expect(withHook).toEqual([]);
  });
});
