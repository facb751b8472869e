import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { theProductionBuild } from '../../e2e/support/production-build';
import {
  adminChunkSize,
  adminPageSizes,
  checkFirstLoad,
  FIRST_LOAD_LIMIT,
  readManifest,
  storefrontEntrySize,
} from '../../scripts/lib/bundle-budget';
import { LOCAL_BUILD_MARKERS } from '../../scripts/lib/build';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { firstLoadTable, PHONE_VIEWPORT, weighFirstLoad } from '../../scripts/lib/first-load';
import { requireChromium, serveProductionBuild, stageAssetsOnHosting, STORE } from './production-build-in-chromium';

const KB = 1024;
let dist: string;
let server: string;
let browser: Browser | undefined;

// The run's production build (the one sign-in-unavailable.e2e.ts serves too): `npm test` serves a
// local build with the e2e hook, which must not count. It runs with the browser journeys, inside
// the emulators with the seeded catalog: the first load is counted as a phone in Chromium
// fetches it, real books and news included.
beforeAll(async () => {
  requireChromium();
  ({ client: dist, server } = theProductionBuild());
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** What opening one owner's page may fetch beyond the storefront's entry (decision 057). */
const ADMIN_PAGE_BUDGET = 64 * KB;
const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

describe('bundle budgets (gzip)', () => {
  it(`a phone fetches at most ${kB(FIRST_LOAD_LIMIT)} of JS and CSS for / until the network is idle`, async () => {
    const context = await browser!.newContext({ viewport: PHONE_VIEWPORT });
    // The JS and CSS come from the Hosting emulator itself, so the table can say what it sent
    // (with Chromium's Accept-Encoding) beside the gzip -9 that the budget counts.
    const unstage = stageAssetsOnHosting(dist);
    try {
      await serveProductionBuild(context, dist, server, { assetsOnHosting: true });
      const page = await context.newPage();
      const apiAnswers: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswers.push(response.status());
      });
      const load = await weighFirstLoad(page, `${STORE}/`);
      console.log(`first load of / at ${PHONE_VIEWPORT.width} px:\n${firstLoadTable(load)}`);
      // Counted on the real home page, rendered with the catalog: the newest covers show, and the
      // hydrating page asks the API nothing the HTML already had (it may ask for the rest).
      // The visit beacon (POST /api/visits, decision 033) is answered 204; every read 200.
      expect(apiAnswers.every((status) => status === 200 || status === 204)).toBe(true);
      await page
        .getByRole('img', { name: /^Cover of / })
        .first()
        .waitFor({ timeout: 5_000 });
      // The build's entry is among them: a count without it measured some other page.
      const entry = storefrontEntrySize(dist).files.filter((file) => file.endsWith('.js'));
      for (const file of entry) expect(load.files.map((loaded) => loaded.path)).toContain(`/${file}`);
      // Form and carousel libraries wait until a shopper turns to them.
      // Their code, not the names of chunks to preload later (as in the admin check below).
      const loadedCode = load.files
        .filter((file) => file.path.endsWith('.js'))
        .map((file) => readFileSync(join(dist, file.path), 'utf8'))
        .join('\n')
        .replace(/(?:assets\/|\.\/)[\w.-]+\.(?:js|css)/g, '');
      for (const marker of ['formik', 'ValidationError', 'swiper'])
        expect(loadedCode.includes(marker), marker).toBe(false);
      checkFirstLoad(load.files);
    } finally {
      await context.close();
      unstage();
    }
  });

  it('each owner’s page adds at most 64 KB, and chart.js, formik and sweetalert2 are not in the first load', () => {
    const admin = adminChunkSize(dist);
    // The whole owner's area, every screen, for the record; the budget is per page (decision 057).
    console.log(`admin chunks: ${kB(admin.gzipBytes)} gz over ${admin.files.length} files`);
    const pages = adminPageSizes(dist);
    for (const page of pages) console.log(`owner page ${page.route}: ${kB(page.gzipBytes)} gz`);
    // The owner's pages the router knows, not a list that quietly missed them.
    expect(pages.map((page) => page.route)).toEqual(
      expect.arrayContaining(['layout.tsx', 'overview.tsx', 'orders.tsx']),
    );
    for (const page of pages) expect(page.gzipBytes, page.route).toBeLessThanOrEqual(ADMIN_PAGE_BUDGET);
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
    const chartChunk = manifest['src/features/admin/statistics/components/revenue-chart.tsx'];
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
    // The predeploy step's markers, which tests/scripts/predeploy.test.ts finds in a local build.
    for (const local of LOCAL_BUILD_MARKERS.client) expect(scriptsWith(local), local).toEqual([]);
  });
});
