import type { RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';
import { siteOrigin } from '../config';
import { BUNDLE_DIR, webRender } from '../render/web-render-bundle';
import { StorefrontUnavailableError } from '../services/errors';
import { storefrontData } from '../services/storefront-data';

/**
 * Rendered pages: the CDN serves them 30 s, then 30 s more while it fetches a fresh copy. At most
 * 60 s old, as the catalog API's answers (http/cache-control.ts); the browser's hydration
 * refetches data older than its 30 s staleTime.
 */
const PAGE_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
/** The client-rendered routes' shell is the same for everyone and changes only with a deploy. */
const SHELL_CACHE = 'public, max-age=0, s-maxage=600';
const RETRY_AFTER_SECONDS = 30;

const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>Back in a moment | Book Store</title>
  </head>
  <body>
    <main>
      <h1>Back in a moment</h1>
      <p>The store could not load this page just now. Please try again in a minute.</p>
      <p><a href="">Try again</a></p>
    </main>
  </body>
</html>
`;

/**
 * GET of any storefront page (Hosting rewrites every path without a static file here): the page
 * rendered with its data, a 404 for an unknown book or path, the shell for client-only routes.
 * A failed Firestore read is a 503 with a retry hint that no CDN or browser keeps. `data` and
 * `bundleDir` are for tests run from the sources.
 */
export const storefrontPages =
  ({ data = storefrontData, bundleDir = BUNDLE_DIR } = {}): RequestHandler =>
  async (req, res) => {
    const { renderPage, assets } = await webRender(bundleDir);
    const url = new URL(req.originalUrl, siteOrigin());
    try {
      const page = await renderPage({ url: url.href, data, assets });
      res.status(page.status);
      res.set({
        'Cache-Control': page.kind === 'shell' ? SHELL_CACHE : PAGE_CACHE,
        'Content-Type': 'text/html; charset=utf-8',
      });
      res.send(page.html);
    } catch (error) {
      if (!(error instanceof StorefrontUnavailableError)) throw error;
      logger.warn('A storefront page could not read its data', { path: url.pathname, error: String(error.cause) });
      res.status(503);
      res.set({
        'Retry-After': String(RETRY_AFTER_SECONDS),
        'Cache-Control': 'private, no-store',
        'Content-Type': 'text/html; charset=utf-8',
      });
      res.send(UNAVAILABLE_PAGE);
    }
  };
