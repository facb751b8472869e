import * as routes from '@bookstore/domain/api-routes';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/app';
import { createRouter, isOwnerArea, storefrontRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';
import { readServedQueryState } from './lib/served-query-state';
import './index.css';

/**
 * The lazy route modules of the page the server rendered, loaded before hydration: react-router
 * would otherwise show its loading fallback in their place, which is not the served HTML.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(storefrontRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const served = readServedQueryState();
  if (!served) {
    // A client-rendered route (the cart, checkout, the owner's area) or `npm run dev`.
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} router={createRouter()} />
      </StrictMode>,
    );
    return;
  }
  // The data the HTML was rendered from: no second request for it while it is fresh.
  hydrate(queryClient, served);
  await loadMatchedRoutes();
  hydrateRoot(
    container,
    <StrictMode>
      <App queryClient={queryClient} router={createRouter()} />
    </StrictMode>,
  );
}

void start();
// The owner's 'Website visits last day': one beacon per storefront page load, the owner's own pages
// left out. Here, not in the render function: the CDN answers most pages (decision 033).
if (!isOwnerArea(location.pathname)) navigator.sendBeacon(routes.countVisit.path);
