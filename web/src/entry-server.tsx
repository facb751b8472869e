// The storefront's server entry (issue 18): `vite build --ssr` bundles it for the render function,
// which gives it the request and the data; it answers the whole HTML document.
import type { RenderedPage, RenderRequest } from '@bookstore/domain';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { Writable } from 'node:stream';
import { AppProviders } from './app/providers';
import { isOwnerArea, storefrontRoutes } from './app/router';
import { headHtml, pageDocument, routeAssets } from './app/server/document-head';
import { prefetchPage } from './app/server/page-data';
import { createPageHeadCollector, PageHeadContext } from './lib/page-head';
import { createQueryClient } from './lib/query-client';

/** The pages rendered on the server, by route path, with their lazy module (for preloading). */
const RENDERED_ROUTES: Record<string, string | undefined> = {
  '': undefined, // home is in the entry chunk
  'books/:id': 'src/app/routes/book.tsx',
  search: 'src/app/routes/search.tsx',
  'info/:slug': 'src/app/routes/info.tsx',
  '*': 'src/app/routes/not-found.tsx',
};

/** Made once per instance: it keeps the lazy route modules it has loaded. */
const handler = createStaticHandler(storefrontRoutes);

/** Waits for every Suspense boundary (crawlers and pages without scripts get it all), then the HTML. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      // React outlines a finished boundary past this many bytes (12,800 by default: a page of
      // search results) as hidden markup revealed by an inline script. The CSP runs no inline
      // script but the start script, so that page stayed hidden, and hydration found the
      // boundary unfinished (React error #419). The whole page is sent at once anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      // An error inside a boundary would leave that part to the browser: a broken page, not a served one.
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
        abort();
      },
    });
  });
}

export async function renderPage({ origin, path: asked, data, assets }: RenderRequest): Promise<RenderedPage> {
  if (!asked.startsWith('/') || asked.startsWith('//')) throw new Error(`Not a path of the site: ${asked}`);
  // The query and the route's path only: the host is the origin's, whatever the path holds.
  const url = new URL(`${origin}${asked}`);
  const matches = isOwnerArea(url.pathname) ? null : matchRoutes(storefrontRoutes, url.pathname);
  const leaf = matches?.at(-1);
  const path = leaf ? (leaf.route.index ? '' : (leaf.route.path ?? '')) : undefined;
  if (path === undefined || !(path in RENDERED_ROUTES)) return { kind: 'shell', status: 200, html: assets.template };

  const queryClient = createQueryClient();
  const { found } = await prefetchPage({ path, params: leaf!.params }, url, data, queryClient);

  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error(`The storefront's routes answered a redirect for ${url.pathname}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const head = createPageHeadCollector();
  // The same tree as the browser's App (app/app.tsx), around a static router; no router script
  // (hydrate false): the CSP allows no inline script, and there is no loader data to carry.
  const app = await renderToHtml(
    <StrictMode>
      <PageHeadContext value={head}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageHeadContext>
    </StrictMode>,
  );
  const canonicalPath = path === 'search' ? url.pathname + url.search : url.pathname;
  const route = routeAssets(assets, RENDERED_ROUTES[path]);
  const html = pageDocument(assets.template, {
    head: headHtml(head.head, `${origin}${canonicalPath}`, origin),
    css: route.css,
    routeScripts: route.scripts,
    app,
    state: dehydrate(queryClient),
  });
  return { kind: 'page', status: found ? 200 : 404, html };
}
