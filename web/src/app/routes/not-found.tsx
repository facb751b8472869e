import { Link } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { usePageMeta } from '@web/lib/page-meta';
import type { ServedRoute } from '../server/served-route';

/** Any path no other route takes: served with a 404. */
export const served: ServedRoute = { prefetch: () => Promise.resolve({ found: false }) };

export function Component() {
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
