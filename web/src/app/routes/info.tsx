import { useParams } from 'react-router-dom';
import { INFO_PAGES } from '@web/features/pages/info-pages';
import { usePageMeta } from '@web/lib/page-meta';
import { Component as NotFound } from './not-found';
import type { ServedRoute } from '../server/served-route';

export const served: ServedRoute = {
  prefetch: ({ params }) => Promise.resolve({ found: (params.slug ?? '') in INFO_PAGES }),
};

export function Component() {
  const { slug = '' } = useParams();
  const page = INFO_PAGES[slug];
  usePageMeta(page?.title ?? 'Page not found', page?.body[0]);
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
