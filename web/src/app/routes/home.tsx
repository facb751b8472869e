import { BooksError } from '@web/components/query-error';
import { useHomeCatalog } from '@web/features/books/api/home-catalog';
import { Banner } from '@web/features/books/components/banner';
import { Recommended } from '@web/features/books/components/recommended';
import { TopSellers } from '@web/features/books/components/top-sellers';
import { useNews } from '@web/features/news/api/news';
import { lazy, Suspense } from 'react';
import { WhenNearViewport } from '@web/components/when-near-viewport';
import { usePageMeta } from '@web/lib/page-meta';
import { homeCatalogQuery } from '@web/features/books/api/home-catalog';
import { newsQueryKey } from '@web/features/news/api/news';
import type { ServedRoute } from '../server/served-route';

const NewsCarousel = lazy(() =>
  import('@web/features/news/components/news-carousel').then((module) => ({ default: module.NewsCarousel })),
);

export const served: ServedRoute = {
  async prefetch({ data, queryClient }) {
    const [home, news] = await Promise.all([data.home(), data.news()]);
    queryClient.setQueryData(homeCatalogQuery.queryKey, home);
    queryClient.setQueryData(newsQueryKey, news);
    return { found: true };
  },
};

export function Component() {
  usePageMeta(
    '',
    'New releases, top sellers and recommendations from an independent book store. Cash on delivery across India.',
  );
  const catalog = useHomeCatalog();
  const news = useNews();
  return (
    <>
      <Banner books={catalog.data?.newReleases ?? []} />
      {catalog.isError ? (
        <BooksError error={catalog.error} />
      ) : catalog.isPending ? (
        <p role="status" className="py-10 text-center">
          Loading...
        </p>
      ) : (
        // A boundary of its own: React hydrates the banner, then these below it in a later slice,
        // yielding between them, and first whichever a tap lands in.
        <Suspense fallback={null}>
          <TopSellers />
          <Recommended books={catalog.data.recommended} />
        </Suspense>
      )}
      {news.data && news.data.length > 0 && (
        <WhenNearViewport height="h-96">
          <NewsCarousel items={news.data} />
        </WhenNearViewport>
      )}
    </>
  );
}
