import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { pageLoading } from '../components/page-loading';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { withErrorElements } from './route-elements';
import { Component as HomeRoute } from './routes/home';

/**
 * Home is in the entry chunk because most visits start there; every other screen (and with
 * them formik, sweetalert2 and the checkout code) is a lazy chunk loaded on navigation. The
 * owner's routes are not even listed here (admin-routes.tsx): see routerOptions.
 */
export const storefrontRoutes: RouteObject[] = withErrorElements([
  {
    path: paths.home,
    element: <RootLayout />,
    hydrateFallbackElement: pageLoading,
    children: [
      { index: true, Component: HomeRoute },
      { path: 'login', lazy: () => import('./routes/login') },
      { path: 'register', lazy: () => import('./routes/register') },
      { path: 'cart', lazy: () => import('./routes/cart') },
      { path: 'checkout', lazy: () => import('./routes/checkout') },
      { path: 'books/:id', lazy: () => import('./routes/book') },
      { path: 'orders', lazy: () => import('./routes/orders') },
      { path: 'user-dashboard', lazy: () => import('./routes/user-dashboard') },
      { path: 'search', lazy: () => import('./routes/search') },
      { path: 'info/:slug', lazy: () => import('./routes/info') },
      { path: 'contact', lazy: () => import('./routes/contact') },
      { path: 'policies/:kind', lazy: () => import('./routes/info') },
      { path: 'newsletter/:step', lazy: () => import('./routes/newsletter') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);

const OWNER_AREA = [paths.admin, paths.dashboard.home];

/** The owner's login and area, which the storefront's routes leave to admin-routes.tsx. */
export const isOwnerArea = (path: string) => OWNER_AREA.some((area) => path === area || path.startsWith(`${area}/`));

/**
 * The owner's route table, with the names of its many chunks to preload, is fetched the first
 * time a path of the owner's area is asked for (react-router's patchRoutesOnNavigation), so a
 * shopper's first load does not carry it. Any other path is left to the storefront's routes.
 */
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isOwnerArea(path)) return;
  const { adminRoutes } = await import('./admin-routes');
  patch(null, adminRoutes);
};
export const routerOptions = { patchRoutesOnNavigation };

export function createRouter() {
  return createBrowserRouter(storefrontRoutes, routerOptions);
}
