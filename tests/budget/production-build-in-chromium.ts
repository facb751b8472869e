import { copyFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  LOCAL_URLS,
  type BookDetail,
  type BookPage,
  type SearchPage,
  type HomeCatalog,
  type NewsItem,
  type PolicyPage,
  type StorefrontData,
} from '@bookstore/domain';
import type { BrowserContext } from 'playwright-core';
import { webRender } from '../../functions/src/storefront/web-render-bundle';
import { CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { ASSETS_DIR } from '../../scripts/lib/hosting-config';

/** The store's origin in the browser: the Hosting emulator's, so /api and /__/ reach it as they would in production. */
export const STORE = LOCAL_URLS.hosting;

/** Without Chromium the budget cannot be counted: say how to get it, never skip. */
export function requireChromium(): void {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: the first-load budget is counted in a real browser. ` +
        'Install Debian\'s with "apt-get install -y chromium" (or set CHROMIUM_PATH).',
    );
}

async function apiJson<T>(path: string): Promise<T> {
  const response = await fetch(`${STORE}/api${path}`);
  if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The data the render function reads through its services, read here through the API on the
 * emulators (the same services answer it): the page is rendered with the real catalog.
 */
const apiData: StorefrontData = {
  home: () => apiJson<HomeCatalog>('/catalog/home'),
  news: () => apiJson<NewsItem[]>('/news'),
  async book(id) {
    const response = await fetch(`${STORE}/api/books/${encodeURIComponent(id)}`);
    return response.status === 404 ? null : ((await response.json()) as BookDetail);
  },
  search: (q, page) =>
    apiJson<SearchPage>(`/catalog/search?${new URLSearchParams({ q, page: String(page) }).toString()}`),
  genre: (id, page) =>
    apiJson<BookPage>(`/catalog/top-sellers?${new URLSearchParams({ category: id, page: String(page) }).toString()}`),
  async policy(kind) {
    const response = await fetch(`${STORE}/api/policies/${encodeURIComponent(kind)}`);
    return response.status === 404 ? null : ((await response.json()) as PolicyPage);
  },
};

/**
 * The HTML a shopper's browser gets for a page: rendered by this production build's own server
 * bundle (buildRenderForProduction), as the render function renders it, so the count follows
 * what the served page asks for, with this build's chunks.
 */
async function storefrontHtml(serverDir: string, url: string): Promise<{ status: number; html: string }> {
  // Loaded as the render function loads its own copy (functions/src/render/web-render-bundle.ts).
  const { renderPage, assets } = await webRender(serverDir);
  const { origin, pathname, search } = new URL(url);
  return renderPage({ origin, path: pathname + search, data: apiData, assets });
}

/**
 * Puts the production build's assets in the folder the Hosting emulator serves (web/dist/assets,
 * the run's test build) until the answered function takes them away again, so that Hosting
 * itself sends them, compressed as it compresses. Their names carry their content's hash: a
 * name already there is the same file, and is left as it was.
 */
export function stageAssetsOnHosting(distDir: string): () => void {
  const staged = readdirSync(join(distDir, 'assets')).filter((name) => !existsSync(join(ASSETS_DIR, name)));
  for (const name of staged) copyFileSync(join(distDir, 'assets', name), join(ASSETS_DIR, name));
  return () => staged.forEach((name) => rmSync(join(ASSETS_DIR, name), { force: true }));
}

/**
 * Makes `context` see the production build in `distDir` at the store's origin: pages from its
 * HTML, /assets/ from its files (or, with `assetsOnHosting`, from the Hosting emulator, where
 * stageAssetsOnHosting put them). Everything else (the API, Firebase's init.json, covers and
 * other public files) goes on to the Hosting emulator, so the page shows the real catalog.
 */
export async function serveProductionBuild(
  context: BrowserContext,
  distDir: string,
  serverDir: string,
  { assetsOnHosting = false } = {},
): Promise<void> {
  await context.route(`${STORE}/**`, async (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    if (request.isNavigationRequest()) {
      const { status, html } = await storefrontHtml(serverDir, request.url());
      await route.fulfill({ status, contentType: 'text/html; charset=utf-8', body: html });
    } else if (pathname.startsWith('/assets/') && !assetsOnHosting) {
      const file = join(distDir, pathname);
      // A name the build does not have is a 404, as Hosting answers it.
      if (existsSync(file)) await route.fulfill({ path: file });
      else await route.fulfill({ status: 404, body: 'Not found' });
    } else {
      await route.continue();
    }
  });
}
