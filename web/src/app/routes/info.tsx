import { MOVED_PAGES } from '@bookstore/domain/site-paths';
import { Navigate, useParams } from 'react-router-dom';
import { INFO_PAGES } from '@web/features/pages/info-pages';
import { policyQueryKey, usePolicy } from '@web/features/pages/api/policies';
import { PolicyText } from '@web/features/pages/policy-text';
import { usePageMeta } from '@web/lib/page-meta';
import { Component as NotFound } from './not-found';
import type { ServedRoute } from '../server/served-route';

/**
 * Contact, privacy and terms are pages made from the shop's settings: old links still lead
 * there (the server answers them 301; this is for the app's own navigation).
 */
const moved = (slug: string) =>
  Object.hasOwn(MOVED_PAGES, `/info/${slug}`) ? MOVED_PAGES[`/info/${slug}`] : undefined;

/*
 * The shop's information pages, /info/:slug, and its policies, /policies/:kind (one module: a
 * route of its own would cost every first load the name of one more chunk).
 */
export const served: ServedRoute = {
  async prefetch({ params, data, queryClient }) {
    const { slug = '', kind } = params;
    if (kind === undefined) return { found: Object.hasOwn(INFO_PAGES, slug) || Boolean(moved(slug)) };
    const policy = await data.policy(kind);
    queryClient.setQueryData(policyQueryKey(kind), policy);
    return { found: policy !== null };
  },
};

/** One of the shop's policies, the owner's text or the default from the settings. */
function PolicyPage({ kind }: { kind: string }) {
  const { data: policy, isPending, isError } = usePolicy(kind);
  usePageMeta(
    policy ? policy.title : policy === null ? 'Page not found' : 'Policy',
    policy ? `${policy.title} of the shop.` : undefined,
  );
  if (policy === null) return <NotFound />;
  return (
    <article className="mx-auto max-w-2xl py-10">
      {isPending && <p role="status">Loading...</p>}
      {isError && <p role="alert">Could not load this page. Please try again later.</p>}
      {policy && (
        <>
          <h1 className="mb-6 text-3xl font-semibold">{policy.title}</h1>
          <PolicyText text={policy.text} />
        </>
      )}
    </article>
  );
}

function InfoPage({ slug }: { slug: string }) {
  const page = Object.hasOwn(INFO_PAGES, slug) ? INFO_PAGES[slug] : undefined;
  usePageMeta(page?.title ?? 'Page not found', page?.body[0]);
  const movedTo = moved(slug);
  if (movedTo) return <Navigate to={movedTo} replace />;
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

export function Component() {
  const { slug = '', kind } = useParams();
  return kind === undefined ? <InfoPage slug={slug} /> : <PolicyPage kind={kind} />;
}
