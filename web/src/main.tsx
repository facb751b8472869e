import * as routes from '@bookstore/domain/api-routes';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { App } from './app/app';
import { isOwnerArea, preloadPage } from './app/router';
import { isChunkLoadError } from './lib/chunk-reload';
import { createQueryClient } from './lib/query-client';
import { readServedQueryState } from './lib/served-query-state';
import './index.css';

/**
 * Errors a page's boundary caught (components/route-boundary.tsx) are shown to the shopper
 * there; React would also log each to the console. A chunk that would not load is the expected
 * case of a tab left open over a deploy, handled by a reload: not logged. Any other is.
 */
const rootOptions = {
  onCaughtError: (error: unknown) => {
    if (!isChunkLoadError(error)) console.error(error);
  },
};

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const history = createBrowserHistory({ window, v5Compat: true });
  const queryClient = createQueryClient();
  const served = readServedQueryState();
  // The page's chunk first, served or not: its page then renders at once (lazy-route.tsx). Hydrated,
  // it is the same tree the server rendered instead of a suspended one in its place; rendered here
  // (the cart, checkout, the owner's area), the first render has nothing to wait for. A first
  // render that suspended on a page's chunk sometimes never committed the page once it came (a
  // cart stuck at "Loading...", decision 058). A chunk that fails here fails again as the page
  // renders, inside its error boundary.
  await preloadPage(window.location.pathname)?.catch(() => undefined);
  if (!served) {
    // A client-rendered route (the cart, checkout, the owner's area) or `npm run dev`.
    createRoot(container, rootOptions).render(
      <StrictMode>
        <App queryClient={queryClient} history={history} />
      </StrictMode>,
    );
    return;
  }
  // The data the HTML was rendered from: no second request for it while it is fresh.
  hydrate(queryClient, served);
  // Hydration as a transition: React then hydrates in slices of a few milliseconds and yields to
  // the browser between them (a default-priority hydration is one long task, 100-200 ms on a
  // phone). A tap on a part not yet hydrated makes React hydrate that part at once and replay it.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} history={history} />
      </StrictMode>,
      rootOptions,
    );
  });
}

void start();
// The owner's 'Website visits last day': one beacon per storefront page load, the owner's own pages
// left out. Here, not in the render function: the CDN answers most pages (decision 033).
if (!isOwnerArea(location.pathname)) navigator.sendBeacon(routes.countVisit.path);
