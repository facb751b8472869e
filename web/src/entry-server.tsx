// The storefront's server entry: `vite build --ssr` bundles it for the render function,
// which gives it the request and the data; it answers the whole HTML document.
import type { RenderedPage, RenderRequest } from '@bookstore/domain';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Writable } from 'node:stream';
import { AppProviders } from './app/providers';
import { AppRoutes, isOwnerArea } from './app/router';
import { storefrontPageAt } from './app/storefront-pages';
import { headHtml, pageDocument, routeAssets } from './app/server/document-head';
import type { ServedRoute } from './app/server/served-route';
import { createPageHeadCollector, PageHeadContext } from './lib/page-head';
import { createQueryClient } from './lib/query-client';

interface RouteModule {
  served?: ServedRoute;
}

/**
 * Every route module, by its source path (the client manifest's key, for preloading its chunk).
 * A page is served with data when its module exports `served` (served-route.ts). Loaded with the
 * server bundle, once per instance.
 */
const ROUTE_MODULES = Object.entries(import.meta.glob<RouteModule>('./app/routes/*.tsx', { eager: true })).map(
  ([file, module]) => ({ source: `src/${file.slice('./'.length)}`, module }),
);

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
  // The storefront's routes end in '*', so every other path matches one of them.
  if (isOwnerArea(url.pathname)) return { kind: 'shell', status: 200, html: assets.template };
  const leaf = storefrontPageAt(url.pathname);
  const source = leaf && `src/app/routes/${leaf.module}.tsx`;
  const served = ROUTE_MODULES.find((each) => each.source === source);
  if (!leaf || !served?.module.served) return { kind: 'shell', status: 200, html: assets.template };

  const queryClient = createQueryClient();
  const { found } = await served.module.served.prefetch({ params: leaf.params, url, data, queryClient });
  const head = createPageHeadCollector();
  // The same tree as the browser's App (app/app.tsx), around a static router. The page's lazy
  // chunk resolves in the render, which waits for every boundary.
  const app = await renderToHtml(
    <StrictMode>
      <PageHeadContext value={head}>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={url.pathname + url.search}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </PageHeadContext>
    </StrictMode>,
  );
  const canonicalPath = served.module.served.canonicalKeepsQuery ? url.pathname + url.search : url.pathname;
  const route = routeAssets(assets, served.source);
  const html = pageDocument(assets.template, {
    head: headHtml(head.head, `${origin}${canonicalPath}`, origin),
    css: route.css,
    routeScripts: route.scripts,
    app,
    state: dehydrate(queryClient),
  });
  return { kind: 'page', status: found ? 200 : 404, html };
}
