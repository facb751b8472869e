import type { RouteObject } from 'react-router-dom';
import { RouteError } from './layout/route-error';

const routeError = <RouteError />;

/**
 * A route whose code failed to load becomes one whose loader throws that error. react-router
 * (7.18) keeps a route whose `lazy` rejected as not yet loaded and renders nothing in its
 * place, so its error element would never show.
 */
const failedRoute = (error: unknown) => ({
  loader(): never {
    throw error;
  },
});

/**
 * Gives every route the friendly error element, so an error (a chunk gone after a deploy, a
 * page that throws) shows in place of that page inside its layout, never react-router's
 * development screen.
 */
export function withErrorElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    return {
      ...route,
      errorElement: routeError,
      ...(typeof lazy === 'function' && { lazy: () => lazy().catch(failedRoute) }),
      ...(children && { children: withErrorElements(children) }),
    };
  }) as RouteObject[];
}
