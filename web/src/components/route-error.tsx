import { useEffect, useState } from 'react';
import { pageLoading } from '@web/components/page-loading';
import { claimChunkReload, isChunkLoadError, mayReloadForChunk } from '@web/lib/chunk-reload';

/**
 * What a page's error boundary shows (route-boundary.tsx): a chunk that would not load reloads the page once
 * (a tab left open over a deploy), then says so; any other error gets a plain apology. It is
 * in the first load, small, and needs no chunk of its own, since chunks may be what failed.
 */
export function RouteError({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  // The render only reads whether it may reload; the claim, once the screen is committed, makes
  // sure one page reloads once. A screen whose claim is refused shows the loading frame while
  // the first one's reload is under way.
  const [reloading] = useState(() => chunk && mayReloadForChunk());
  useEffect(() => {
    if (reloading && claimChunkReload()) location.reload();
  }, [reloading]);
  if (reloading) return pageLoading;
  return (
    <section role="alert" className="py-20 text-center">
      <h1 className="mb-4 text-2xl font-bold">{chunk ? 'This page could not load' : 'Something went wrong'}</h1>
      <p className="mb-8 text-gray-700">
        {chunk
          ? 'The store may have just been updated, or the connection dropped.'
          : 'Sorry, this page ran into a problem.'}{' '}
        Reloading usually fixes it.
      </p>
      <button type="button" className="btn-primary" onClick={() => location.reload()}>
        Reload
      </button>
    </section>
  );
}
