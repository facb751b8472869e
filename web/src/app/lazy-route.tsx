import { lazy, type ComponentType } from 'react';

/** What a route module exports: its page. */
export interface RouteModule {
  Component: ComponentType;
}

/** A page whose code is a lazy chunk, and the call that fetches it ahead of its first render. */
export interface LazyRoute {
  (): React.JSX.Element;
  /** Fetches the page's code; undefined when it is here already, so a caller need not wait a tick. */
  preload: () => Promise<void> | undefined;
}

/**
 * A page in a lazy chunk (decision 058). Unlike React.lazy alone, a page whose chunk has arrived
 * renders at once, with no suspended first pass: main.tsx preloads the served page's chunk, so
 * hydration finds the same tree the server rendered. Before then it is React.lazy (the layout's
 * Suspense shows the loading frame, or a navigation keeps the old page); a chunk that fails
 * throws to the layout's error boundary (components/route-boundary.tsx).
 */
export function lazyRoute(load: () => Promise<RouteModule>): LazyRoute {
  let Page: ComponentType | undefined;
  let loading: Promise<RouteModule> | undefined;
  const fetchPage = () =>
    (loading ??= load().then((module) => {
      Page = module.Component;
      return module;
    }));
  const Lazy = lazy(() => fetchPage().then((module) => ({ default: module.Component })));
  function LazyPage() {
    return Page ? <Page /> : <Lazy />;
  }
  return Object.assign(LazyPage, { preload: () => (Page ? undefined : fetchPage().then(() => undefined)) });
}
