import { MOVED_PAGES, paths } from '@bookstore/domain/site-paths';
import type { RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';
import { siteOrigin } from '../config';
import { BUNDLE_DIR, webRender } from './web-render-bundle';
import { StorefrontUnavailableError } from '../services/errors';
import { storefrontData } from '../services/catalog/storefront-data';

/**
 * Rendered pages: the CDN serves them 30 s, then 30 s more while it fetches a fresh copy. At most
 * 60 s old, as the catalog API's answers (http/cache-control.ts); the browser's hydration
 * refetches data older than its 30 s staleTime.
 */
const PAGE_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
/** The client-rendered routes' shell is the same for everyone and changes only with a deploy. */
const SHELL_CACHE = 'public, max-age=0, s-maxage=600';
const RETRY_AFTER_SECONDS = 30;

/** A page with no app and nothing personal, for the answers that are no page of the catalog. */
const plainPage = (title: string, main: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>${title} | Book Store</title>
  </head>
  <body>
    <main>
      ${main}
    </main>
  </body>
</html>
`;

const UNAVAILABLE_PAGE = plainPage(
  'Back in a moment',
  `<h1>Back in a moment</h1>
      <p>The store could not load this page just now. Please try again in a minute.</p>
      <p><a href="">Try again</a></p>`,
);

/** What an address that is no page of the site gets (see `isSitePath`). */
const NOT_A_PAGE = plainPage(
  'Page not found',
  `<h1>404: Page not found</h1>\n      <p><a href="${paths.home}">Back to the store</a></p>`,
);

/**
 * Whether the path (before any `?`) is one the site could have made: it starts with one slash and
 * holds no backslash, as written or percent-encoded. `//evil.example/…` and `/\evil.example/…`
 * name another host to every URL parser (a browser reads a backslash as a slash), so a page
 * rendered for them once carried `evil.example` in its canonical and Open Graph URLs, for the CDN
 * to keep. The request line may also be absolute-form (`GET http://evil.example/…`) when the
 * function is called directly. Decision 034.
 */
function isSitePath(requested: string): boolean {
  const path = requested.split('?', 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not UTF-8: no page of ours has such a path, and the router would refuse it too.
    return false;
  }
  return [path, decoded].every((form) => form.startsWith('/') && !form.startsWith('//') && !form.includes('\\'));
}

/**
 * GET of any storefront page (Hosting rewrites every path without a static file here): the page
 * rendered with its data, a 404 for an unknown book or path, the shell for client-only routes.
 * A failed Firestore read is a 503 with a retry hint that no CDN or browser keeps. `data` and
 * `bundleDir` are for tests run from the sources.
 */
export const storefrontPages =
  ({ data = storefrontData, bundleDir = BUNDLE_DIR } = {}): RequestHandler =>
  async (req, res) => {
    if (!isSitePath(req.originalUrl)) {
      // A 404 rather than a redirect to a cleaned path: a Location made from such a path is one
      // cleaning mistake away from an open redirect. Not kept by the CDN: it is no page of ours.
      res.status(404);
      res.set({ 'Cache-Control': 'private, no-store', 'Content-Type': 'text/html; charset=utf-8' });
      res.send(NOT_A_PAGE);
      return;
    }
    // A page that moved (MOVED_PAGES): on the site's origin, so the function's own
    // URL leads to the site too; a fixed path of ours, never one made from the request.
    const requestedPath = req.originalUrl.split('?', 1)[0]!;
    if (Object.hasOwn(MOVED_PAGES, requestedPath)) {
      res.set('Cache-Control', SHELL_CACHE);
      res.redirect(301, `${siteOrigin()}${MOVED_PAGES[requestedPath]!}`);
      return;
    }
    const { renderPage, assets } = await webRender(bundleDir);
    const path = req.originalUrl;
    try {
      const page = await renderPage({ origin: siteOrigin(), path, data, assets });
      res.status(page.status);
      res.set({
        'Cache-Control': page.kind === 'shell' ? SHELL_CACHE : PAGE_CACHE,
        'Content-Type': 'text/html; charset=utf-8',
      });
      res.send(page.html);
    } catch (error) {
      if (!(error instanceof StorefrontUnavailableError)) throw error;
      logger.warn('A storefront page could not read its data', { path: req.path, error: String(error.cause) });
      res.status(503);
      res.set({
        'Retry-After': String(RETRY_AFTER_SECONDS),
        'Cache-Control': 'private, no-store',
        'Content-Type': 'text/html; charset=utf-8',
      });
      res.send(UNAVAILABLE_PAGE);
    }
  };
