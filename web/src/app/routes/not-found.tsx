import { paths } from '@bookstore/domain/site-paths';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { pageLoading } from '@web/components/page-loading';
import { usePageMeta } from '@web/lib/page-meta';
import type { ServedRoute } from '../server/served-route';

/**
 * The shopper's complaint pages (decision 055): /complaints/new, /complaints/confirm
 * and /complaints/<number>. They come through this catch-all rather than a route of their own,
 * whose entry in the route table (with its chunks to preload) would add some 120 bytes to the
 * first load, which has none to spare; their code stays in its own chunk either way.
 */
const isComplaintPage = (path: string) => /^\/complaints\/[^/]+\/?$/.test(path);
const ComplaintPages = lazy(() => import('./complaints').then((module) => ({ default: module.Component })));

/** Any path no other route takes: served with a 404 (a complaint page with a 200). */
export const served: ServedRoute = {
  prefetch: ({ url }) => Promise.resolve({ found: isComplaintPage(url.pathname) }),
};

export function Component() {
  const { pathname } = useLocation();
  if (isComplaintPage(pathname))
    return (
      <Suspense fallback={pageLoading}>
        <ComplaintPages />
      </Suspense>
    );
  return <NotFound />;
}

function NotFound() {
  usePageMeta('Page not found', 'This page does not exist.');
  return (
    <section className="py-20 text-center" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className="mb-4 text-4xl font-bold">
        404: Page not found
      </h1>
      <p className="mb-8 text-gray-700">The page you are looking for does not exist.</p>
      <Link to={paths.home} className="btn-primary">
        Go Home
      </Link>
    </section>
  );
}
