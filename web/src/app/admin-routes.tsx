import type { RouteObject } from 'react-router-dom';
import { pageLoading } from '../components/page-loading';
import { paths } from '../config/paths';
import { withErrorElements } from './route-elements';

/**
 * The owner's area: standalone pages in their own chunks (chart.js never reaches shoppers).
 * Opened directly, a page shows `pageLoading` until its chunks arrive instead of nothing. The
 * router adds these routes when a path of the owner's area is first asked for (router.tsx).
 */
export const adminRoutes: RouteObject[] = withErrorElements([
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
      { path: 'import-books', lazy: () => import('./routes/admin/import-books') },
      { path: 'orders/:id?', lazy: () => import('./routes/admin/orders') },
      { path: 'settings', lazy: () => import('./routes/admin/settings') },
      { path: 'complaints/:number?', lazy: () => import('./routes/admin/complaints') },
    ],
  },
]);
