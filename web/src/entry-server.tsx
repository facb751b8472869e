// The storefront's server entry (issue 18): `vite build --ssr` bundles it for the render function,
// which gives it the request and the data; it answers the whole HTML document.
import type { RenderedPage, RenderRequest } from '@bookstore/domain';
import { dehydrate } from '@tanstack/react-query';
import { isValidElement, StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Writable } from 'node:stream';
import { AppProviders } from './app/providers';
import { isOwnerArea, storefrontRoutes } from './app/router';
import { headHtml, pageDocument, routeAssets } from './app/server/document-head';
import type { ServedRoute } from './app/server/served-route';
import { createPageHeadCollector, PageHeadContext } from './lib/page-head';
import { createQueryClient } from './lib/query-client';

interface RouteModule {
  Component?: unknown;
  served?: ServedRoute;
}

/**
 * Every route module, by its source path (the client manifest's key, for preloading its chunk).
 * A matched route is told by its component; it is served with data when its module exports
 * `served` (served-route.ts). Loaded with the server bundle, once per instance.
 */
const ROUTE_MODULES = Object.entries(import.meta.glob<RouteModule>('./app/routes/*.tsx', { eager: true })).map(
  ([file, module]) => ({ source: `src/${file.slice('./'.length)}`, module }),
);

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
  // The storefront's routes end in '*', so every other path matches one of them.
  if (isOwnerArea(url.pathname)) return { kind: 'shell', status: 200, html: assets.template };
  // The query loads the matched lazy route modules, so the leaf's component is known.
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error(`The storefront's routes answered a redirect for ${url.pathname}`);
  const leaf = context.matches.at(-1);
  // React Router turns a route's Component into its element, so the component is the element's type.
  const component = isValidElement(leaf?.route.element) ? leaf.route.element.type : undefined;
  const served = ROUTE_MODULES.find(({ module }) => module.Component === component);
  if (!leaf || !served?.module.served) return { kind: 'shell', status: 200, html: assets.template };

  const queryClient = createQueryClient();
  const { found } = await served.module.served.prefetch({ params: leaf.params, url, data, queryClient });
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
