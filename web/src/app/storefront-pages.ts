import { matchRoutes, type Params } from 'react-router-dom';

/**
 * The storefront's pages: each path and the module in app/routes/ that renders it. One table for
 * the browser's routes (router.tsx) and the render function's (entry-server.tsx), which finds a
 * page's module here to serve it with its data. Plain data, so the server needs no component to
 * match a path.
 */
export const STOREFRONT_PAGES = [
  { index: true, module: 'home' },
  { path: 'login', module: 'login' },
  { path: 'register', module: 'register' },
  { path: 'cart', module: 'cart' },
  { path: 'checkout', module: 'checkout' },
  { path: 'books/:id', module: 'book' },
  { path: 'orders', module: 'orders' },
  { path: 'user-dashboard', module: 'user-dashboard' },
  { path: 'search', module: 'search' },
  { path: 'genres/:slug', module: 'genre' },
  { path: 'info/:slug', module: 'info' },
  { path: 'contact', module: 'contact' },
  { path: 'policies/:kind', module: 'info' },
  { path: 'newsletter/:step', module: 'newsletter' },
  // The stock alerts' link pages, in the newsletter's chunk (a route of its own costs the first load).
  { path: 'stock-alerts/:step', module: 'newsletter' },
  { path: '*', module: 'not-found' },
] as const;

export type StorefrontModule = (typeof STOREFRONT_PAGES)[number]['module'];

/** The table as react-router matches it: every page under the store's layout at `/`. */
const STOREFRONT_MATCHING = [{ path: '/', children: STOREFRONT_PAGES.map((page) => ({ ...page })) }];

/** The page at `pathname` and its path's parameters (the pages end in '*', so there always is one). */
export function storefrontPageAt(pathname: string): { module: StorefrontModule; params: Params } | undefined {
  const leaf = matchRoutes(STOREFRONT_MATCHING, pathname)?.at(-1);
  // The leaf's module names a page of the table: found there, it keeps its type.
  const page = STOREFRONT_PAGES.find(
    (each) => each.module === (leaf?.route as { module?: unknown } | undefined)?.module,
  );
  return leaf && page ? { module: page.module, params: leaf.params } : undefined;
}
