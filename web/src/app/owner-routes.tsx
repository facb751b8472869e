import { paths } from '@bookstore/domain/site-paths';
import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { pageLoading } from '../components/page-loading';
import { useOwnerAppLinks } from '../features/admin/hooks/owner-app-links';
import { lazyRoute } from './lazy-route';

const page = (load: Parameters<typeof lazyRoute>[0]) => {
  const Page = lazyRoute(load);
  return <Page />;
};

/**
 * The owner's area: standalone pages in their own chunks (chart.js never reaches shoppers). The
 * layout shows the owner's menu around each page, a spinner while the next page's code loads
 * and a page's error in its place (admin-layout.tsx).
 */
export const ownerRoutes: RouteObject[] = [
  { path: paths.admin, element: page(() => import('./routes/admin/login')) },
  {
    path: paths.dashboard.home,
    element: page(() => import('./routes/admin/layout')),
    children: [
      { index: true, element: page(() => import('./routes/admin/overview')) },
      { path: 'add-new-book', element: page(() => import('./routes/admin/add-book')) },
      { path: 'edit-book/:id', element: page(() => import('./routes/admin/edit-book')) },
      { path: 'manage-books', element: page(() => import('./routes/admin/manage-books')) },
      { path: 'import-books', element: page(() => import('./routes/admin/import-books')) },
      { path: 'orders/:id?', element: page(() => import('./routes/admin/orders')) },
      { path: 'settings', element: page(() => import('./routes/admin/settings')) },
      { path: 'complaints/:number?', element: page(() => import('./routes/admin/complaints')) },
      { path: 'coupons', element: page(() => import('./routes/admin/coupons')) },
    ],
  },
];

/** Opened directly, a page shows `pageLoading` until its chunks arrive instead of nothing. */
export function Component() {
  const page = useRoutes(ownerRoutes);
  useOwnerAppLinks();
  return <Suspense fallback={pageLoading}>{page}</Suspense>;
}
