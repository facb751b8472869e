import { paths } from '@bookstore/domain/site-paths';
import { isValidElement, Suspense } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { pageLoading } from '../components/page-loading';
import { RootLayout } from './layout/root-layout';
import { lazyRoute, type LazyRoute } from './lazy-route';
import { RouteBoundary } from '@web/components/route-boundary';
import { Component as HomeRoute } from './routes/home';
import { STOREFRONT_PAGES, type StorefrontModule } from './storefront-pages';

/**
 * Home is in the entry chunk because most visits start there; every other screen (and with
 * them formik, sweetalert2 and the checkout code) is a lazy chunk loaded on navigation.
 */
const STOREFRONT_CHUNKS: Record<Exclude<StorefrontModule, 'home'>, LazyRoute> = {
  login: lazyRoute(() => import('./routes/login')),
  register: lazyRoute(() => import('./routes/register')),
  cart: lazyRoute(() => import('./routes/cart')),
  checkout: lazyRoute(() => import('./routes/checkout')),
  book: lazyRoute(() => import('./routes/book')),
  orders: lazyRoute(() => import('./routes/orders')),
  'user-dashboard': lazyRoute(() => import('./routes/user-dashboard')),
  search: lazyRoute(() => import('./routes/search')),
  genre: lazyRoute(() => import('./routes/genre')),
  info: lazyRoute(() => import('./routes/info')),
  contact: lazyRoute(() => import('./routes/contact')),
  newsletter: lazyRoute(() => import('./routes/newsletter')),
  'not-found': lazyRoute(() => import('./routes/not-found')),
};

const pageOf = (module: StorefrontModule) => (module === 'home' ? HomeRoute : STOREFRONT_CHUNKS[module]);

/** The storefront's routes: every page inside the store's layout. */
export const storefrontRoutes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    children: STOREFRONT_PAGES.map(({ module, ...where }) => {
      const Page = pageOf(module);
      return { ...where, element: <Page /> };
    }),
  },
];

const OWNER_AREA = [paths.admin, paths.dashboard.home];

/** The owner's login and area, which the storefront's routes leave to owner-routes.tsx. */
export const isOwnerArea = (path: string) => OWNER_AREA.some((area) => path === area || path.startsWith(`${area}/`));

/**
 * The owner's route table, with the names of its many chunks to preload, is one lazy chunk of
 * its own, fetched the first time a path of the owner's area is shown, so a shopper's first
 * load does not carry it.
 */
let ownerRoutes: RouteObject[] | undefined;
const OwnerArea = lazyRoute(() =>
  import('./owner-routes').then((module) => {
    ownerRoutes = module.ownerRoutes;
    return module;
  }),
);

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The storefront's routes, or the owner's area. `routes` stands in for the whole table in the
 * web tests (a page that fails to load, a page whose code is held back).
 */
export function AppRoutes({ routes }: { routes?: RouteObject[] }) {
  const { pathname } = useLocation();
  const owner = !routes && isOwnerArea(pathname);
  // An error outside a page (in the store's layout itself) still shows inside the document.
  return (
    <RouteBoundary resetKey={pathname}>
      {owner ? (
        <Suspense fallback={pageLoading}>
          <OwnerArea />
        </Suspense>
      ) : (
        <Routes routes={routes ?? storefrontRoutes} />
      )}
    </RouteBoundary>
  );
}

/**
 * Fetches the code of the page at `pathname` (every lazy page on its route), so it renders at
 * once: before hydration (main.tsx) and before a navigation shows it (StoreRouter). Undefined
 * when all of it is here already: the navigation then goes on in the same tick, as typing in a
 * search box needs.
 */
export function preloadPage(pathname: string, routes?: RouteObject[]): Promise<void> | undefined {
  if (!routes && isOwnerArea(pathname) && !ownerRoutes) return OwnerArea.preload()?.then(() => preloadPage(pathname));
  const table = routes ?? (isOwnerArea(pathname) ? ownerRoutes! : storefrontRoutes);
  const loading = (matchRoutes(table, pathname) ?? []).flatMap(({ route }) => {
    const preload = isValidElement(route.element) && (route.element.type as Partial<LazyRoute>).preload;
    return (preload && preload()) || [];
  });
  return loading.length > 0 ? Promise.all(loading).then(() => undefined) : undefined;
}
