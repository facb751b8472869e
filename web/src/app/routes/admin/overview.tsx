import { formatRupees, storeYear } from '@bookstore/domain';
import { lazy, Suspense } from 'react';
import { useAdminStats } from '@web/features/admin/statistics/api/admin-stats';
import { formatCount } from '@web/features/admin/components/counts';
import { DailyQueue } from '@web/features/admin/statistics/components/daily-queue';
import { salesNote, StatCard } from '@web/features/admin/statistics/components/overview-panel';
import { ShopSetupCard } from '@web/features/admin/statistics/components/shop-setup-card';
import { CustomersByAveragePanel } from '@web/features/admin/customers/components/customers-by-average-panel';
import { LowStockCard } from '@web/features/admin/catalog/components/low-stock-card';
import { ReorderCard } from '@web/features/admin/stock-alerts/components/reorder-card';
import { NewsletterCard } from '@web/features/admin/newsletter/components/newsletter-card';
import { RevenueTable } from '@web/features/admin/statistics/components/revenue-table';
import { SalesByGenrePanel } from '@web/features/admin/statistics/components/sales-by-genre-panel';
import { CourierRemittancesPanel } from '@web/features/admin/statistics/components/courier-remittances-panel';
import { Spinner } from '@web/features/admin/components/spinner';
import { useMediaQuery, useWide } from '@web/features/admin/hooks/use-media-query';
import { usePageMeta } from '@web/lib/page-meta';

/** Tailwind's `md` width, from which the chart is drawn; a phone never downloads chart.js. */
const CHART_WIDE = '(min-width: 48rem)';

const RevenueChart = lazy(() =>
  import('@web/features/admin/statistics/components/revenue-chart').then((m) => ({ default: m.RevenueChart })),
);

export function Component() {
  usePageMeta('Dashboard', 'Sales statistics for the store owner.');
  const { data: stats, isPending, isError } = useAdminStats();
  const wide = useMediaQuery(CHART_WIDE);
  // Narrower is a phone, where today's queue comes first.
  const atDesk = useWide();
  if (isPending) return <Spinner />;
  if (isError) return <p>The statistics could not be loaded.</p>;
  const year = storeYear();
  return (
    <section aria-labelledby="overview-heading">
      <h1 id="overview-heading" className="mb-6 text-2xl font-semibold">
        Dashboard
      </h1>
      {/* On a phone the day's work is the first screen; at a desk a new shop's setup leads (decision 048). */}
      {!atDesk && <DailyQueue queue={stats.queue} />}
      <ShopSetupCard items={stats.shopSetup} />
      {atDesk && <DailyQueue queue={stats.queue} />}
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Products" value={stats.totalBooks} testId="stat-products" />
        <StatCard
          label="Total Sales"
          value={formatRupees(stats.totalSales)}
          testId="stat-sales"
          note={salesNote(stats.salesCharges)}
        />
        <StatCard
          label="Trending Books in This Month"
          value={stats.trendingBooks?.length ?? 0}
          testId="stat-trending"
        />
        <StatCard label="Total Orders" value={stats.totalOrders} testId="stat-orders" />
      </div>
      {/* The specification's 'Orders left' and 'Website visits last day' cards and its two panels, with real figures (decision 033). */}
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <StatCard
          label="Orders left"
          value={formatCount(stats.ordersLeft ?? 0)}
          testId="stat-orders-left"
          note="Pending or confirmed orders still to ship"
        />
        <StatCard
          label="Website visits last day"
          value={formatCount(stats.visitsLastDay ?? 0)}
          testId="stat-visits"
          note="Storefront page loads in the last 24 hours (the dashboard is not counted)"
        />
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <CustomersByAveragePanel customers={stats.customersByAverageOrder ?? []} />
        <SalesByGenrePanel genres={stats.salesByGenre ?? []} />
        <CourierRemittancesPanel remittances={stats.remittancesThisMonth} />
      </div>
      <LowStockCard books={stats.lowStockBooks ?? []} />
      <ReorderCard />
      <NewsletterCard />
      <div className="mt-8 rounded-lg bg-white p-6 shadow-sm">
        <h2 className="mb-4 text-lg font-semibold">Monthly Revenue</h2>
        {wide && (
          <Suspense fallback={<Spinner />}>
            <RevenueChart monthlySales={stats.monthlySales} year={year} />
          </Suspense>
        )}
        <RevenueTable monthlySales={stats.monthlySales} year={year} className={wide ? 'sr-only' : 'w-full text-sm'} />
      </div>
    </section>
  );
}
