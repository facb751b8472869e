import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_URLS } from '@bookstore/domain';
import type { BrowserContext } from 'playwright-core';
import { CHROMIUM_PATH } from '../../scripts/lib/chromium';

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

/**
 * The HTML a shopper's browser gets for a page. For now the production build's index.html
 * (the SPA's shell, the same for every path). Once `/` is rendered on the server, take the
 * rendered HTML here instead (for the path asked for, made with this build's manifest): the
 * count only follows what that HTML asks for.
 */
function storefrontHtml(distDir: string): string {
  return readFileSync(join(distDir, 'index.html'), 'utf8');
}

/**
 * Makes `context` see the production build in `distDir` at the store's origin: pages from its
 * HTML, /assets/ from its files. Everything else (the API, Firebase's init.json, covers and
 * other public files) goes on to the Hosting emulator, so the page shows the real catalog.
 */
export async function serveProductionBuild(context: BrowserContext, distDir: string): Promise<void> {
  await context.route(`${STORE}/**`, async (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    if (request.isNavigationRequest()) {
      await route.fulfill({ status: 200, contentType: 'text/html', body: storefrontHtml(distDir) });
    } else if (pathname.startsWith('/assets/')) {
      const file = join(distDir, pathname);
      // A name the build does not have is a 404, as Hosting answers it.
      if (existsSync(file)) await route.fulfill({ path: file });
      else await route.fulfill({ status: 404, body: 'Not found' });
    } else {
      await route.continue();
    }
  });
}
