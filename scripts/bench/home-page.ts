import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { HOSTING } from './http';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';

export interface PageWeight {
  /** The page's HTML as transferred: a server-rendered page carries its data. */
  htmlBytes: number;
  /** Response bodies of /api/ requests as transferred (encoded), until the network was idle. */
  apiBytes: number;
  apiRequests: string[];
  /** The JS and CSS the page loaded, gzipped here (level 9, as the bundle budget counts them). */
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/**
 * Opens `path` in a fresh Chromium profile (nothing cached) with a phone's viewport, waits
 * until the network is idle, and weighs what it fetched.
 */
export async function pageWeight(path: string): Promise<PageWeight> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const pending: Array<Promise<void>> = [];
    const weight: PageWeight = { htmlBytes: 0, apiBytes: 0, apiRequests: [], jsGzipBytes: 0, cssGzipBytes: 0 };
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin !== HOSTING) return;
      pending.push(
        (async () => {
          if (url.pathname.startsWith('/api/')) {
            weight.apiBytes += (await request.sizes()).responseBodySize;
            weight.apiRequests.push(`${url.pathname}${url.search}`);
            return;
          }
          const type = request.resourceType();
          if (type === 'document') {
            weight.htmlBytes += (await request.sizes()).responseBodySize;
            return;
          }
          if (type !== 'script' && type !== 'stylesheet') return;
          const body = await (await request.response())?.body();
          const gzipped = body ? gzipSync(body, { level: 9 }).length : 0;
          if (type === 'script') weight.jsGzipBytes += gzipped;
          else weight.cssGzipBytes += gzipped;
        })(),
      );
    });
    const response = await page.goto(`${HOSTING}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()} in Chromium.`);
    await Promise.all(pending);
    return weight;
  } finally {
    await browser.close();
  }
}
