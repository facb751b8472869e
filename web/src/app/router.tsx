import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { pageLoading } from '../components/page-loading';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { HomeRoute } from './routes/home';

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

/**
 * Home is in the entry chunk because most visits start there; every other screen (and with
 * them formik, sweetalert2 and the checkout code) is a lazy chunk loaded on navigation.
 */
export const storefrontRoutes: RouteObject[] = withErrorElements([
  {
    path: paths.home,
    element: <RootLayout />,
    hydrateFallbackElement: pageLoading,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'login', lazy: () => import('./routes/login') },
      { path: 'register', lazy: () => import('./routes/register') },
      { path: 'cart', lazy: () => import('./routes/cart') },
      { path: 'checkout', lazy: () => import('./routes/checkout') },
      { path: 'books/:id', lazy: () => import('./routes/book') },
      { path: 'orders', lazy: () => import('./routes/orders') },
      { path: 'user-dashboard', lazy: () => import('./routes/user-dashboard') },
      { path: 'search', lazy: () => import('./routes/search') },
      { path: 'info/:slug', lazy: () => import('./routes/info') },
      { path: 'newsletter/:step', lazy: () => import('./routes/newsletter') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
  // The owner's area: standalone pages in their own chunks (chart.js never reaches shoppers).
  // Opened directly, a page shows `pageLoading` until its chunks arrive instead of nothing.
  { path: paths.admin, lazy: () => import('./routes/admin/login'), hydrateFallbackElement: pageLoading },
  {
    path: paths.dashboard.home,
    lazy: () => import('./routes/admin/layout'),
    hydrateFallbackElement: pageLoading,
    children: [
      { index: true, lazy: () => import('./routes/admin/overview') },
      { path: 'add-new-book', lazy: () => import('./routes/admin/add-book') },
      { path: 'edit-book/:id', lazy: () => import('./routes/admin/edit-book') },
      { path: 'manage-books', lazy: () => import('./routes/admin/manage-books') },
      { path: 'orders/:id?', lazy: () => import('./routes/admin/orders') },
    ],
  },
]);

export function createRouter() {
  return createBrowserRouter(storefrontRoutes);
}
