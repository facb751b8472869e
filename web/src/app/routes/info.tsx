import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { INFO_PAGES } from '@web/features/pages/info-pages';
import { usePageMeta } from '@web/lib/page-meta';
import { Component as NotFound } from './not-found';
import type { ServedRoute } from '../server/served-route';

/** The contact page was /info/contact until it read the shop's settings: old links still lead there. */
const MOVED: Record<string, string> = { contact: paths.contact };

export const served: ServedRoute = {
  prefetch: ({ params }) =>
    Promise.resolve({ found: Object.hasOwn(INFO_PAGES, params.slug ?? '') || Object.hasOwn(MOVED, params.slug ?? '') }),
};

export function Component() {
  const { slug = '' } = useParams();
  const page = Object.hasOwn(INFO_PAGES, slug) ? INFO_PAGES[slug] : undefined;
  usePageMeta(page?.title ?? 'Page not found', page?.body[0]);
  const moved = Object.hasOwn(MOVED, slug) ? MOVED[slug] : undefined;
  if (moved) return <Navigate to={moved} replace />;
  if (!page) return <NotFound />;
  return (
    <article className="mx-auto max-w-2xl py-10">
      <h1 className="mb-6 text-3xl font-semibold">{page.title}</h1>
      {page.body.map((paragraph) => (
        <p key={paragraph} className="mb-4 text-gray-800">
          {paragraph}
        </p>
      ))}
    </article>
  );
}
